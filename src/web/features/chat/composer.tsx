import { LoaderCircle, SendHorizontal } from "lucide-react";
import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
  useRef,
} from "react";
import { useForm } from "react-hook-form";
import {
  CHAT_MESSAGE_MAX_LENGTH,
  chatMessageTooLong,
  chatMessageTooLongText,
  isBlankMessage,
} from "~/domain/chat-rules";
import { Button } from "~/web/components/ui/button";
import { Textarea } from "~/web/components/ui/textarea";
import { useFormDraft } from "~/web/lib/drafts";
import { cn } from "~/web/lib/utils";

/** The reply box's text and caret, for an extension of the composer (the staff's saved replies). */
export interface ComposerField {
  value: string;
  caret: number;
  /** Replaces the text and puts the caret at `caret` (default: the end). */
  set(value: string, caret?: number): void;
}

/**
 * The reply box of a chat (spec section 5): blank messages are not sent and the button is disabled while
 * blank; the text is cleared on sending and given back if the send fails. Enter sends, Shift+Enter is a new
 * line. `onSend` throws on failure. With `draft`, unsent text survives a reload. The visitor's widget uses it on the public pages, so it checks the chat's
 * rules from `chat-rules` (the constants the server's zod schema is built from) rather than loading zod.
 */
export function Composer({
  onSend,
  label,
  placeholder,
  inputRef,
  className,
  draft,
  onTyping,
  inputProps,
  onKeyDownFirst,
  onFieldChange,
  popup,
}: {
  onSend: (content: string) => Promise<void>;
  label: string;
  placeholder?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
  className?: string;
  /** where what is typed is kept across a reload ("project:<id>"); none: not kept */
  draft?: string;
  // issue 21: typing signals, and the hooks of the staff's saved replies (staff-composer.tsx)
  /** Called as the text changes (not when it is cleared): the caller throttles its typing signal. */
  onTyping?: () => void;
  /** More attributes of the text box (a combobox's ARIA). */
  inputProps?: TextareaHTMLAttributes<HTMLTextAreaElement>;
  /** Sees every key first; true when it handled the key (then Enter does not send). */
  onKeyDownFirst?: (event: KeyboardEvent<HTMLTextAreaElement>, field: ComposerField) => boolean;
  /** Called after every change of the text or of the caret. */
  onFieldChange?: (field: ComposerField) => void;
  /** Shown above the text box (a list of suggestions); `field` reads the text box when called. */
  popup?: (field: () => ComposerField) => ReactNode;
}) {
  const form = useForm({ defaultValues: { content: "" } });
  useFormDraft(form, draft ? `chat:${draft}` : null);
  const { isSubmitting } = form.formState;
  const text = form.watch("content");
  const id = useId();
  const tooLong = chatMessageTooLong(text);
  const nearLimit = text.length > CHAT_MESSAGE_MAX_LENGTH - 200;
  const disabled = isSubmitting || isBlankMessage(text) || tooLong;
  const {
    ref: fieldRef,
    onChange,
    ...field
  } = form.register("content", {
    validate: (value) => !isBlankMessage(value) && !chatMessageTooLong(value),
  });
  const box = useRef<HTMLTextAreaElement | null>(null);
  const current = (): ComposerField => {
    const element = box.current;
    const value = element?.value ?? form.getValues("content");
    return {
      value,
      caret: element?.selectionStart ?? value.length,
      set: (next, caret = next.length) => {
        form.setValue("content", next, { shouldDirty: true });
        if (next) onTyping?.();
        if (element) {
          element.value = next;
          element.focus();
          element.setSelectionRange(caret, caret);
        }
        onFieldChange?.({ ...current(), value: next, caret });
      },
    };
  };

  const submit = form.handleSubmit(async ({ content }) => {
    const typed = content.trim();
    form.setValue("content", "");
    try {
      await onSend(typed);
    } catch {
      if (!form.getValues("content")) form.setValue("content", typed);
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (onKeyDownFirst?.(event, current())) return;
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!disabled) void submit();
    }
  };

  return (
    <form onSubmit={submit} className={cn("flex flex-col gap-1 border-t p-3", className)}>
      <div className="relative flex items-end gap-2">
        {popup?.(current)}
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Textarea
          id={id}
          ref={(element) => {
            fieldRef(element);
            box.current = element;
            if (typeof inputRef === "function") inputRef(element);
            else if (inputRef) inputRef.current = element;
          }}
          rows={1}
          {...field}
          {...inputProps}
          onChange={(event) => {
            void onChange(event);
            if (event.target.value) onTyping?.();
            onFieldChange?.(current());
          }}
          onSelect={() => onFieldChange?.(current())}
          onKeyDown={onKeyDown}
          placeholder={placeholder ?? label}
          aria-invalid={tooLong}
          aria-describedby={nearLimit ? `${id}-count` : undefined}
          className="max-h-32 min-h-10 flex-1 resize-none"
        />
        <Button type="submit" size="icon" disabled={disabled} aria-label="Send message">
          {isSubmitting ? (
            <LoaderCircle aria-hidden className="size-5 animate-spin" />
          ) : (
            <SendHorizontal aria-hidden className="size-5" />
          )}
        </Button>
      </div>
      {nearLimit && (
        <p
          id={`${id}-count`}
          className={cn("text-xs", tooLong ? "font-medium text-destructive" : "text-muted-foreground")}
        >
          {tooLong
            ? chatMessageTooLongText
            : `${text.trim().length} / ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString("en-US")}`}
        </p>
      )}
    </form>
  );
}

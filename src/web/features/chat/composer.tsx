import { LoaderCircle, SendHorizontal } from "lucide-react";
import { type KeyboardEvent, type Ref, useId } from "react";
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
}: {
  onSend: (content: string) => Promise<void>;
  label: string;
  placeholder?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
  className?: string;
  /** where what is typed is kept across a reload ("project:<id>"); none: not kept */
  draft?: string;
}) {
  const form = useForm({ defaultValues: { content: "" } });
  useFormDraft(form, draft ? `chat:${draft}` : null);
  const { isSubmitting } = form.formState;
  const text = form.watch("content");
  const id = useId();
  const tooLong = chatMessageTooLong(text);
  const nearLimit = text.length > CHAT_MESSAGE_MAX_LENGTH - 200;
  const disabled = isSubmitting || isBlankMessage(text) || tooLong;
  const { ref: fieldRef, ...field } = form.register("content", {
    validate: (value) => !isBlankMessage(value) && !chatMessageTooLong(value),
  });

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
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (!disabled) void submit();
    }
  };

  return (
    <form onSubmit={submit} className={cn("flex flex-col gap-1 border-t p-3", className)}>
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Textarea
          id={id}
          ref={(element) => {
            fieldRef(element);
            if (typeof inputRef === "function") inputRef(element);
            else if (inputRef) inputRef.current = element;
          }}
          rows={1}
          {...field}
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

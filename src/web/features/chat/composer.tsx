import { LoaderCircle, SendHorizontal } from "lucide-react";
import { type FormEvent, type KeyboardEvent, type Ref, useId, useState } from "react";
import {
  CHAT_MESSAGE_MAX_LENGTH,
  chatMessageTooLong,
  chatMessageTooLongText,
  isBlankMessage,
} from "~/domain/chat-rules";
import { Button } from "~/web/components/ui/button";
import { Textarea } from "~/web/components/ui/textarea";
import { cn } from "~/web/lib/utils";

/**
 * The reply box of a chat (spec section 5): blank messages are not sent and the button is disabled while
 * blank; the text is cleared on sending and given back if the send fails. Enter sends, Shift+Enter is a new
 * line. `onSend` throws on failure.
 */
export function Composer({
  onSend,
  label,
  placeholder,
  inputRef,
  className,
}: {
  onSend: (content: string) => Promise<void>;
  label: string;
  placeholder?: string;
  inputRef?: Ref<HTMLTextAreaElement>;
  className?: string;
}) {
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const id = useId();
  const tooLong = chatMessageTooLong(text);
  const nearLimit = text.length > CHAT_MESSAGE_MAX_LENGTH - 200;
  const disabled = sending || isBlankMessage(text) || tooLong;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (disabled) return;
    const content = text.trim();
    setSending(true);
    setText("");
    try {
      await onSend(content);
    } catch {
      setText((current) => (current ? current : content));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
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
          ref={inputRef}
          rows={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder ?? label}
          aria-invalid={tooLong}
          aria-describedby={nearLimit ? `${id}-count` : undefined}
          className="max-h-32 min-h-10 flex-1 resize-none"
        />
        <Button type="submit" size="icon" disabled={disabled} aria-label="Send message">
          {sending ? (
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

import { useForm } from "react-hook-form";
import { CHAT_VISITOR_NAME_MAX_LENGTH, looksLikeEmail } from "~/domain/chat-visitor-rules";
import { messages } from "~/domain/messages";
import { Button } from "~/web/components/ui/button";
import { Input } from "~/web/components/ui/input";
import { Label } from "~/web/components/ui/label";
import { ApiError } from "~/web/lib/api";

/**
 * "Who are we talking to?" (issue 21): asked once after the visitor's first message, or before it when
 * nobody is there; skippable. Checked with the rules of chat-visitor-rules (no zod on the public pages); the
 * server's zod schema decides.
 */
export function VisitorPrompt({
  away,
  onGive,
  onSkip,
}: {
  away: boolean;
  onGive: (details: { name?: string; email?: string }) => Promise<void>;
  onSkip: () => void;
}) {
  const form = useForm({ defaultValues: { name: "", email: "" } });
  const { errors, isSubmitting: pending } = form.formState;

  const submit = form.handleSubmit(async ({ name, email }) => {
    const details = { name: name.trim() || undefined, email: email.trim() || undefined };
    if (!details.name && !details.email) {
      form.setError(away ? "email" : "name", { message: "Give a name or an email, or skip" });
      return;
    }
    try {
      await onGive(details);
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : undefined;
      if (fields?.email) form.setError("email", { message: fields.email });
      else if (fields?.name) form.setError("name", { message: fields.name });
      else
        form.setError("email", {
          message: failure instanceof ApiError ? failure.message : messages.chatVisitor.saveFailed,
        });
    }
  });

  const field = (id: "name" | "email") => ({
    id: `chat-visitor-${id}`,
    "aria-invalid": !!errors[id],
    "aria-describedby": errors[id] ? `chat-visitor-${id}-error` : undefined,
    className: "h-9",
  });
  const error = (id: "name" | "email") =>
    errors[id] && (
      <p id={`chat-visitor-${id}-error`} className="text-xs font-medium text-destructive">
        {errors[id]?.message}
      </p>
    );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="chat-visitor-title"
      className="grid gap-2 border-t bg-accent/40 px-4 py-3 text-sm"
    >
      <div>
        <h3 id="chat-visitor-title" className="font-semibold">
          {messages.chatVisitor.promptTitle}
        </h3>
        <p className="text-xs text-muted-foreground">
          {away ? messages.chatVisitor.awayPromptHint : messages.chatVisitor.promptHint}
        </p>
      </div>
      <div className="grid gap-1">
        <Label htmlFor="chat-visitor-name">Name</Label>
        <Input
          {...field("name")}
          autoComplete="name"
          {...form.register("name", {
            maxLength: {
              value: CHAT_VISITOR_NAME_MAX_LENGTH,
              message: `Names can be at most ${CHAT_VISITOR_NAME_MAX_LENGTH} characters`,
            },
          })}
        />
        {error("name")}
      </div>
      <div className="grid gap-1">
        <Label htmlFor="chat-visitor-email">Email</Label>
        <Input
          {...field("email")}
          type="email"
          autoComplete="email"
          {...form.register("email", {
            validate: (value) => !value.trim() || looksLikeEmail(value) || "Enter a valid email address",
          })}
        />
        {error("email")}
      </div>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onSkip}>
          Skip
        </Button>
        <Button type="submit" size="sm" disabled={pending}>
          {pending ? "Saving…" : "Save"}
        </Button>
      </div>
    </form>
  );
}

const skippedKey = (sessionId: string) => `creatordesk.chat.skipped.${sessionId}`;

/** Whether the visitor skipped the question in this chat (asked once: kept in the browser). */
export function wasSkipped(sessionId: string): boolean {
  try {
    return localStorage.getItem(skippedKey(sessionId)) === "1";
  } catch {
    return false;
  }
}

export function rememberSkipped(sessionId: string) {
  try {
    localStorage.setItem(skippedKey(sessionId), "1");
  } catch {
    // storage disabled: asked again on the next page, at worst
  }
}

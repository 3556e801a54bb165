import { LoaderCircle } from "lucide-react";
import { useForm } from "react-hook-form";
import type { ChatSessionCreated } from "~/domain/chat";
import { isValidContinueInput } from "~/domain/chat-rules";
import { messages } from "~/domain/messages";
import { Button } from "~/web/components/ui/button";
import { Input } from "~/web/components/ui/input";
import { Label } from "~/web/components/ui/label";
import { ApiError } from "~/web/lib/api";
import { errorToast } from "~/web/lib/api-error-toast";
import { continueChat } from "./chat-api";
import { readChatIdentity } from "./chat-identity";

/** 'Continue a Conversation?': the session id and 4-digit code of an earlier chat bring it back here. */
export function LoginView({
  onContinued,
  onBack,
}: {
  onContinued: (created: ChatSessionCreated) => void;
  onBack: () => void;
}) {
  // The chat's rules from chat-rules (the server's zod schema is built from the same constants): the widget
  // loads on the public pages, so it does not bring zod along.
  const form = useForm({ defaultValues: { sessionId: "", code: "" } });
  const { isSubmitting: pending } = form.formState;
  const codeField = form.register("code", {
    validate: (code, { sessionId }) => isValidContinueInput(sessionId, code),
  });

  const submit = form.handleSubmit(
    async ({ sessionId, code }) => {
      try {
        onContinued(await continueChat(sessionId.trim(), code.trim(), readChatIdentity()));
      } catch (error) {
        // a wrong pair gets the spec's words; a blocked one (429) the server's, which say how long to wait
        const blocked = error instanceof ApiError && error.status === 429;
        errorToast(
          messages.chat.loginFailed.title,
          blocked ? error.message : messages.chat.loginFailed.description,
        );
      }
    },
    () => errorToast(messages.chat.invalidInput),
  );

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="chat-continue-title"
      className="flex flex-1 flex-col gap-4 overflow-y-auto p-4"
    >
      <div>
        <h3 id="chat-continue-title" className="text-base font-semibold">
          Continue a Conversation?
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Enter the session ID and 4-digit code your earlier chat showed you.
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="chat-continue-session">Session ID</Label>
        <Input
          id="chat-continue-session"
          {...form.register("sessionId")}
          placeholder="guest_…"
          autoComplete="off"
          spellCheck={false}
          required
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="chat-continue-code">4-digit code</Label>
        <Input
          id="chat-continue-code"
          {...codeField}
          onChange={(event) => {
            event.target.value = event.target.value.replace(/\D/g, "");
            return codeField.onChange(event);
          }}
          inputMode="numeric"
          maxLength={4}
          autoComplete="off"
          required
          className="w-28 tabular-nums"
        />
      </div>
      <Button type="submit" disabled={pending}>
        {pending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
        {pending ? "Checking…" : "Continue"}
      </Button>
      <Button type="button" variant="link" onClick={onBack} className="self-center">
        Start a New Chat
      </Button>
    </form>
  );
}

import { type FormEvent, useState } from "react";
import { z } from "zod";
import { Button } from "~/web/components/ui/button";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { authClient, authErrorMessage } from "~/web/lib/auth-client";
import { failToast } from "./after-sign-in";

const emailSchema = z.string().trim().pipe(z.email("Enter a valid email address"));

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, so the form
 * never reveals who is registered. The card around it carries the title and the sentence.
 */
export function ForgotPassword({
  sentTo,
  onSent,
  onBack,
}: {
  /** The address a link was sent to: the form is done. */
  sentTo?: string;
  onSent: (email: string) => void;
  onBack: () => void;
}) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    setPending(true);
    const { error: failed } = await authClient.requestPasswordReset({
      email: parsed.data,
      redirectTo: "/reset-password",
    });
    setPending(false);
    if (failed) return failToast("Password reset failed", authErrorMessage(failed));
    onSent(parsed.data);
  };

  if (sentTo)
    return (
      <div className="grid gap-4" role="status">
        <p className="text-center text-sm text-muted-foreground">
          Sent to <span className="font-medium break-all text-foreground">{sentTo}</span>. It may take a
          minute to arrive; check the spam folder too.
        </p>
        <Button variant="outline" onClick={onBack} autoFocus>
          Back to login
        </Button>
      </div>
    );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="forgot-email" label="Email" error={error}>
        <Input
          type="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          {...controlProps("forgot-email", error)}
        />
      </FormField>
      <Button type="submit" pending={pending} pendingLabel="Sending" className="w-full">
        Send reset link
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Back to login
      </Button>
    </form>
  );
}

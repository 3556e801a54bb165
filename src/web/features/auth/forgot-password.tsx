import { type FormEvent, useState } from "react";
import { z } from "zod";
import { Button } from "~/web/components/ui/button";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { Spinner } from "~/web/components/ui/spinner";
import { authClient, authErrorMessage } from "~/web/lib/auth-client";
import { failToast } from "./after-sign-in";

const emailSchema = z.string().trim().pipe(z.email("Enter a valid email address"));

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, so the form
 * never reveals who is registered.
 */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState(false);

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
    setSent(true);
  };

  if (sent)
    return (
      <div className="grid gap-4" role="status">
        <h2 className="text-lg font-semibold">Check your email</h2>
        <p className="text-sm text-muted-foreground">
          If an account exists for {email.trim()}, we sent a link to choose a new password.
        </p>
        <Button variant="outline" onClick={onBack}>
          Back to login
        </Button>
      </div>
    );

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div>
        <h2 className="text-lg font-semibold">Reset your password</h2>
        <p className="text-sm text-muted-foreground">
          Enter your email and we will send you a link to choose a new one.
        </p>
      </div>
      <FormField id="forgot-email" label="Email" error={error}>
        <Input
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          {...controlProps("forgot-email", error)}
        />
      </FormField>
      <Button type="submit" disabled={pending} className="w-full">
        {pending && <Spinner className="size-4" label="Sending" />}
        Send reset link
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Back to login
      </Button>
    </form>
  );
}

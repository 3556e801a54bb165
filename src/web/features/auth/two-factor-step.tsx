import { type FormEvent, useId, useState } from "react";
import { messages } from "~/domain/messages";
import { Button } from "~/web/components/ui/button";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { Spinner } from "~/web/components/ui/spinner";
import { authClient, authErrorMessage } from "~/web/lib/auth-client";
import { failToast } from "./after-sign-in";

/**
 * The second sign-in step of an account with two-factor: a 6-digit code from the authenticator app, or one
 * of the backup codes (anything that is not six digits is tried as a backup code). The card around it
 * carries the title and the sentence.
 */
export function TwoFactorStep({ onSignedIn, onCancel }: { onSignedIn: () => void; onCancel: () => void }) {
  const id = useId();
  const [code, setCode] = useState("");
  const [trust, setTrust] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = code.replace(/\s+/g, "");
    if (!value) return setError("Enter the code from your authenticator app or a backup code.");
    setError(undefined);
    setPending(true);
    const result = /^\d{6}$/.test(value)
      ? await authClient.twoFactor.verifyTotp({ code: value, trustDevice: trust })
      : await authClient.twoFactor.verifyBackupCode({ code: value, trustDevice: trust });
    setPending(false);
    if (result.error) return failToast(messages.auth.loginFailedTitle, authErrorMessage(result.error));
    onSignedIn();
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id={`${id}-code`} label="Verification code" error={error}>
        <Input
          inputMode="text"
          autoComplete="one-time-code"
          autoFocus
          value={code}
          onChange={(event) => setCode(event.target.value)}
          {...controlProps(`${id}-code`, error)}
        />
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={trust}
          onChange={(event) => setTrust(event.target.checked)}
          className="size-4 accent-primary"
        />
        Trust this device for 30 days
      </label>
      <Button type="submit" disabled={pending} className="w-full">
        {pending && <Spinner className="size-4" label="Verifying" />}
        Verify
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Back to login
      </Button>
    </form>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { verifyTotpSchema } from "~/domain/auth";
import { messages } from "~/domain/messages";
import { Button } from "~/web/components/ui/button";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { Spinner } from "~/web/components/ui/spinner";
import { authClient, authErrorMessage } from "~/web/lib/auth-client";
import { failToast } from "./after-sign-in";

type Values = z.input<typeof verifyTotpSchema>;

/**
 * The second sign-in step of an account with two-factor: a 6-digit code from the authenticator app, or one
 * of the backup codes (anything that is not six digits is tried as a backup code). The card around it
 * carries the title and the sentence.
 */
export function TwoFactorStep({ onSignedIn, onCancel }: { onSignedIn: () => void; onCancel: () => void }) {
  const id = useId();
  const form = useForm<Values, unknown, z.output<typeof verifyTotpSchema>>({
    resolver: zodResolver(verifyTotpSchema),
    defaultValues: { code: "", trustDevice: false },
  });
  const { errors, isSubmitting } = form.formState;
  const error = errors.code?.message;

  const onSubmit = form.handleSubmit(async ({ code, trustDevice }) => {
    const value = code.replace(/\s+/g, "");
    const result = /^\d{6}$/.test(value)
      ? await authClient.twoFactor.verifyTotp({ code: value, trustDevice })
      : await authClient.twoFactor.verifyBackupCode({ code: value, trustDevice });
    if (result.error) return failToast(messages.auth.loginFailedTitle, authErrorMessage(result.error));
    onSignedIn();
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id={`${id}-code`} label="Verification code" error={error}>
        <Input
          inputMode="text"
          autoComplete="one-time-code"
          autoFocus
          {...controlProps(`${id}-code`, error)}
          {...form.register("code")}
        />
      </FormField>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-6 shrink-0 accent-primary" {...form.register("trustDevice")} />
        Trust this device for 30 days
      </label>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting && <Spinner className="size-4" label="Verifying" />}
        Verify
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Back to login
      </Button>
    </form>
  );
}

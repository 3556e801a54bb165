import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { verifyTotpSchema } from "~/domain/auth";
import { Button } from "~/web/components/ui/button";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { Spinner } from "~/web/components/ui/spinner";
import { loadChunk } from "~/web/lib/chunk-load";

/** The key inside an otpauth:// URI, for people who type it into their app instead of scanning. */
function secretOf(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get("secret") ?? "";
  } catch {
    return "";
  }
}

/* The server's code field; enabling takes the app's code only, never a backup code. */
const enrollSchema = z.object({
  code: verifyTotpSchema.shape.code.regex(/^\d{6}$/, "Enter the 6-digit code from your app"),
});

/** Step two of enabling two-factor: scan the QR code (or type the key), keep the backup codes, confirm a code. */
export function TwoFactorEnroll({
  totpURI,
  backupCodes,
  onVerify,
  onCancel,
}: {
  totpURI: string;
  backupCodes: string[];
  /** Resolves with the error to show under the field, or undefined once two-factor is on. */
  onVerify: (code: string) => Promise<string | undefined>;
  onCancel: () => void;
}) {
  const [qr, setQr] = useState<string>();
  const [qrFailed, setQrFailed] = useState(false);
  const form = useForm({ resolver: zodResolver(enrollSchema), defaultValues: { code: "" } });
  const { errors, isSubmitting } = form.formState;
  const error = errors.code?.message;

  useEffect(() => {
    // Loaded on demand: only people enabling two-factor need the QR encoder.
    loadChunk(() => import("qrcode"), { reload: false })
      .then(({ default: QRCode }) => QRCode.toDataURL(totpURI, { width: 200, margin: 1 }))
      .then(setQr, () => setQrFailed(true));
  }, [totpURI]);

  const onSubmit = form.handleSubmit(async ({ code }) => {
    const failure = await onVerify(code);
    if (failure) form.setError("code", { message: failure }, { shouldFocus: true });
  });

  return (
    <div className="grid gap-6 md:grid-cols-[auto_1fr]">
      <div className="grid justify-items-center gap-2">
        {qr ? (
          <img
            src={qr}
            alt="QR code for your authenticator app"
            width={200}
            height={200}
            className="rounded-md border"
          />
        ) : qrFailed ? (
          <p role="alert" className="max-w-[200px] text-sm text-muted-foreground">
            The QR code could not be shown. Enter the key below in your app instead.
          </p>
        ) : (
          <Spinner label="Preparing QR code" />
        )}
        <details open={qrFailed || undefined} className="w-full max-w-[200px] text-sm">
          <summary className="cursor-pointer text-primary">Can't scan? Enter this key</summary>
          <code
            data-testid="totp-secret"
            className="mt-2 block rounded bg-muted p-2 font-mono text-xs break-all"
          >
            {secretOf(totpURI)}
          </code>
        </details>
      </div>
      <div className="grid content-start gap-4">
        <div>
          <h3 className="font-semibold">Backup codes</h3>
          <p className="text-sm text-muted-foreground">
            Keep these somewhere safe. Each one signs you in once if you lose your phone.
          </p>
          <ul
            aria-label="Backup codes"
            className="mt-2 grid grid-cols-2 gap-1 rounded-md bg-muted p-3 font-mono text-sm"
          >
            {backupCodes.map((backup) => (
              <li key={backup}>{backup}</li>
            ))}
          </ul>
        </div>
        <form onSubmit={onSubmit} noValidate className="grid gap-3">
          <FormField id="totp-verify" label="Code from your authenticator app" error={error}>
            <Input
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              {...controlProps("totp-verify", error)}
              {...form.register("code")}
            />
          </FormField>
          <div className="flex gap-2">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting && <Spinner className="size-4" label="Verifying" />}
              Verify and enable
            </Button>
            <Button variant="ghost" onClick={onCancel}>
              Cancel
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}

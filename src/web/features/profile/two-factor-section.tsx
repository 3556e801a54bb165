import { ShieldCheck, ShieldOff } from "lucide-react";
import { useState } from "react";
import { messages } from "~/domain/messages";
import { Badge } from "~/web/components/ui/badge";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { failToast } from "~/web/features/auth";
import { authClient, authErrorMessage } from "~/web/lib/auth-client";
import { toast } from "~/web/lib/toast";
import { PasswordDialog } from "./password-dialog";
import { TwoFactorEnroll } from "./two-factor-enroll";
import { useProfileChanged } from "./use-update-profile";

const fail = (title: string, error: { message?: string } | null) => failToast(title, authErrorMessage(error));

/**
 * Two-factor sign-in with an authenticator app (TOTP). Enabling asks for the password, shows the QR code and
 * backup codes, and turns on only once a code from the app has been verified.
 */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const [enrollment, setEnrollment] = useState<{ totpURI: string; backupCodes: string[] } | null>(null);
  const changed = useProfileChanged();

  const enable = async (password: string) => {
    const { data, error } = await authClient.twoFactor.enable({ password });
    if (error || !data || !("totpURI" in data)) {
      fail("Could not enable two-factor", error);
      return false;
    }
    setEnrollment({ totpURI: data.totpURI, backupCodes: data.backupCodes });
    return true;
  };

  /** Undefined when the code was right; otherwise what to tell the person under the field. */
  const verify = async (code: string) => {
    const { error } = await authClient.twoFactor.verifyTotp({ code });
    if (error)
      return error.code === "INVALID_CODE"
        ? "That code didn't work. Enter the code your app shows now; it changes every 30 seconds."
        : (authErrorMessage(error) ?? messages.generic.somethingWentWrong);
    setEnrollment(null);
    changed({ twoFactorEnabled: true });
    toast({ title: "Two-factor enabled", description: "You will be asked for a code when you sign in." });
  };

  const disable = async (password: string) => {
    const { error } = await authClient.twoFactor.disable({ password });
    if (error) {
      fail("Could not disable two-factor", error);
      return false;
    }
    changed({ twoFactorEnabled: false });
    toast({ title: "Two-factor disabled" });
    return true;
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          Two-Factor Authentication
          <Badge variant={enabled ? "default" : "outline"}>{enabled ? "On" : "Off"}</Badge>
        </CardTitle>
        <CardDescription>
          Protect your account with a code from an authenticator app when you sign in.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {enrollment ? (
          <TwoFactorEnroll {...enrollment} onVerify={verify} onCancel={() => setEnrollment(null)} />
        ) : enabled ? (
          <PasswordDialog
            trigger={
              <Button variant="outline">
                <ShieldOff aria-hidden className="size-4" />
                Disable two-factor
              </Button>
            }
            title="Disable two-factor authentication"
            description="Enter your password to turn off two-factor sign-in."
            confirmLabel="Disable"
            onConfirm={disable}
          />
        ) : (
          <PasswordDialog
            trigger={
              <Button>
                <ShieldCheck aria-hidden className="size-4" />
                Enable two-factor
              </Button>
            }
            title="Enable two-factor authentication"
            description="Enter your password to start setting up your authenticator app."
            confirmLabel="Continue"
            onConfirm={enable}
          />
        )}
      </CardContent>
    </Card>
  );
}

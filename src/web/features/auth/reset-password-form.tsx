import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { signUpSchema } from "~/domain/auth";
import { Button } from "~/web/components/ui/button";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { Spinner } from "~/web/components/ui/spinner";
import { authClient, authErrorMessage } from "~/web/lib/auth-client";
import { toast } from "~/web/lib/toast";
import { failToast } from "./after-sign-in";

/* The same password rule as sign-up. */
const passwordSchema = signUpSchema.shape.password;
const PASSWORD_HINT = "At least 8 characters.";

/** Sets a new password from the emailed token, then sends the user to sign in with it. */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [pending, setPending] = useState(false);

  if (!token)
    return (
      <div className="grid gap-4" role="alert">
        <p className="text-sm text-muted-foreground">
          This reset link is invalid or has expired. Ask for a new one from the login page.
        </p>
        <Button asChild variant="outline">
          <Link to="/login">Back to login</Link>
        </Button>
      </div>
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passwordSchema.safeParse(password);
    const next = {
      password: parsed.success ? undefined : parsed.error.issues[0]?.message,
      confirm: confirm === password ? undefined : "The passwords do not match",
    };
    setErrors(next);
    if (next.password || next.confirm) return;
    setPending(true);
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    setPending(false);
    if (error) return failToast("Password reset failed", authErrorMessage(error));
    toast({ title: "Password updated", description: "You can now log in with your new password." });
    navigate("/login", { replace: true });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="new-password" label="New password" error={errors.password} hint={PASSWORD_HINT}>
        <Input
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          {...controlProps("new-password", errors.password, PASSWORD_HINT)}
        />
      </FormField>
      <FormField id="confirm-password" label="Confirm new password" error={errors.confirm}>
        <Input
          type="password"
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
          {...controlProps("confirm-password", errors.confirm)}
        />
      </FormField>
      <Button type="submit" disabled={pending} className="w-full">
        {pending && <Spinner className="size-4" label="Saving" />}
        Set new password
      </Button>
    </form>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { z } from "zod";
import { resetPasswordSchema } from "~/domain/auth";
import { Button } from "~/web/components/ui/button";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { Spinner } from "~/web/components/ui/spinner";
import { authClient, authErrorMessage } from "~/web/lib/auth-client";
import { toast } from "~/web/lib/toast";
import { failToast } from "./after-sign-in";

/* The server's schema (the same password rule as sign-up), and the second copy typed here. */
const formSchema = resetPasswordSchema
  .extend({ confirm: z.string() })
  .refine((values) => values.confirm === values.newPassword, {
    path: ["confirm"],
    message: "The passwords do not match",
  });
type Values = z.input<typeof formSchema>;
const PASSWORD_HINT = "At least 8 characters.";

/** Sets a new password from the emailed token, then sends the user to sign in with it. */
export function ResetPasswordForm({ token }: { token: string | null }) {
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
  return <NewPasswordForm token={token} />;
}

function NewPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const form = useForm<Values, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { newPassword: "", confirm: "", token },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    const { error } = await authClient.resetPassword({ newPassword, token });
    if (error) return failToast("Password reset failed", authErrorMessage(error));
    toast({ title: "Password updated", description: "You can now log in with your new password." });
    navigate("/login", { replace: true });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField
        id="new-password"
        label="New password"
        error={errors.newPassword?.message}
        hint={PASSWORD_HINT}
      >
        <Input
          type="password"
          autoComplete="new-password"
          {...controlProps("new-password", errors.newPassword?.message, PASSWORD_HINT)}
          {...form.register("newPassword")}
        />
      </FormField>
      <FormField id="confirm-password" label="Confirm new password" error={errors.confirm?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          {...controlProps("confirm-password", errors.confirm?.message)}
          {...form.register("confirm")}
        />
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting && <Spinner className="size-4" label="Saving" />}
        Set new password
      </Button>
    </form>
  );
}

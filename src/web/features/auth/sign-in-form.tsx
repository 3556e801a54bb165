import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { signInSchema } from "~/domain/auth";
import { messages } from "~/domain/messages";
import { Button } from "~/web/components/ui/button";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { Spinner } from "~/web/components/ui/spinner";
import { authClient, authErrorMessage } from "~/web/lib/auth-client";
import { failToast } from "./after-sign-in";

type Values = z.infer<typeof signInSchema>;

/** The Login tab: email and password. A two-factor account continues with a code step. */
export function SignInForm({
  kept,
  onSubmitted,
  onSignedIn,
  onTwoFactor,
  onForgotPassword,
}: {
  /** What the server's answer kept of a sign-in posted before the scripts ran (login-card.tsx). */
  kept?: Record<string, string>;
  onSubmitted: () => void;
  onSignedIn: () => void;
  onTwoFactor: () => void;
  onForgotPassword: () => void;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: kept?.email ?? "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    onSubmitted();
    const { data, error } = await authClient.signIn.email(values);
    if (error) return failToast(messages.auth.loginFailedTitle, authErrorMessage(error));
    if (data && "twoFactorRedirect" in data && data.twoFactorRedirect) return onTwoFactor();
    onSignedIn();
  });

  return (
    <form method="post" action="/login" onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="login-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          defaultValue={kept?.email}
          {...controlProps("login-email", errors.email?.message)}
          {...form.register("email")}
        />
      </FormField>
      <FormField id="login-password" label="Password" error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="current-password"
          {...controlProps("login-password", errors.password?.message)}
          {...form.register("password")}
        />
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting && <Spinner className="size-4" label="Signing in" />}
        Login
      </Button>
      {/* a view of the card, so it needs the scripts: kept out of sight (its place kept) until they run */}
      <Button
        variant="link"
        className="h-auto justify-self-center p-0 text-sm"
        onClick={onForgotPassword}
        data-needs-scripts=""
      >
        Forgot password?
      </Button>
    </form>
  );
}

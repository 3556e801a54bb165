import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { signUpSchema } from "~/domain/auth";
import { messages } from "~/domain/messages";
import { Button } from "~/web/components/ui/button";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { Spinner } from "~/web/components/ui/spinner";
import { errorToast } from "~/web/lib/api-error-toast";
import { authClient, authErrorMessage } from "~/web/lib/auth-client";
import { toast } from "~/web/lib/toast";
import { failToast } from "./after-sign-in";

type Values = z.infer<typeof signUpSchema>;
const PASSWORD_HINT = "At least 8 characters.";

/**
 * The Sign Up tab: full name, email, password. 'Welcome!', then the automatic sign-in (the server usually
 * signs the new account in already; otherwise we sign in with the same credentials).
 */
export function SignUpForm({
  kept,
  onSubmitted,
  onSignedIn,
  onLoginAfterSignUpFailed,
}: {
  /** What the server's answer kept of a sign-up posted before the scripts ran (login-card.tsx). */
  kept?: Record<string, string>;
  onSubmitted: () => void;
  onSignedIn: () => void;
  onLoginAfterSignUpFailed: () => void;
}) {
  const form = useForm<Values>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: kept?.name ?? "", email: kept?.email ?? "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    onSubmitted();
    const { data, error } = await authClient.signUp.email(values);
    if (error) return failToast(messages.auth.signUpFailedTabTitle, authErrorMessage(error));
    toast({ title: messages.auth.welcome });
    if (!data?.token) {
      const signIn = await authClient.signIn.email({ email: values.email, password: values.password });
      if (signIn.error) {
        errorToast(messages.auth.loginAfterSignUpFailed);
        return onLoginAfterSignUpFailed();
      }
    }
    onSignedIn();
  });

  return (
    <form method="post" action="/login?tab=signup" onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="signup-name" label="Full Name" error={errors.name?.message}>
        <Input
          autoComplete="name"
          defaultValue={kept?.name}
          {...controlProps("signup-name", errors.name?.message)}
          {...form.register("name")}
        />
      </FormField>
      <FormField id="signup-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          defaultValue={kept?.email}
          {...controlProps("signup-email", errors.email?.message)}
          {...form.register("email")}
        />
      </FormField>
      <FormField id="signup-password" label="Password" error={errors.password?.message} hint={PASSWORD_HINT}>
        <Input
          type="password"
          autoComplete="new-password"
          {...controlProps("signup-password", errors.password?.message, PASSWORD_HINT)}
          {...form.register("password")}
        />
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting && <Spinner className="size-4" label="Creating your account" />}
        Sign Up
      </Button>
    </form>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { requestPasswordResetSchema } from "~/domain/auth";
import { Button } from "~/web/components/ui/button";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { authClient, authErrorMessage } from "~/web/lib/auth-client";
import { failToast } from "./after-sign-in";

type Values = z.input<typeof requestPasswordResetSchema>;

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
  const form = useForm<Values, unknown, z.output<typeof requestPasswordResetSchema>>({
    resolver: zodResolver(requestPasswordResetSchema),
    defaultValues: { email: "", redirectTo: "/reset-password" },
  });
  const { errors, isSubmitting } = form.formState;
  const error = errors.email?.message;

  const onSubmit = form.handleSubmit(async (values) => {
    const { error: failed } = await authClient.requestPasswordReset(values);
    if (failed) return failToast("Password reset failed", authErrorMessage(failed));
    onSent(values.email);
  });

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
          {...controlProps("forgot-email", error)}
          {...form.register("email")}
        />
      </FormField>
      <Button type="submit" pending={isSubmitting} pendingLabel="Sending" className="w-full">
        Send reset link
      </Button>
      <Button variant="ghost" onClick={onBack}>
        Back to login
      </Button>
    </form>
  );
}

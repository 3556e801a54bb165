import { Moon } from "lucide-react";
import { useForm } from "react-hook-form";
import { businessContact, businessHours } from "~/content/contact";
import { Button } from "~/web/components/ui/button";
import { Input } from "~/web/components/ui/input";
import { Label } from "~/web/components/ui/label";
import { ApiError } from "~/web/lib/api";

/**
 * Outside business hours: a reply may come on the next business day, and the visitor may leave an email
 * address so that the reply reaches them there too.
 */
export function AwayNotice({
  email,
  onLeaveEmail,
}: {
  email: string | null;
  onLeaveEmail: (email: string) => Promise<void>;
}) {
  // Checked without zod, like the rest of the widget (public pages); the server's chatEmailSchema decides.
  const form = useForm({ defaultValues: { email: "" } });
  const { errors, isSubmitting: pending } = form.formState;
  const error = errors.email?.message;

  const submit = form.handleSubmit(async ({ email: typed }) => {
    try {
      await onLeaveEmail(typed.trim());
    } catch (failure) {
      form.setError("email", {
        message:
          failure instanceof ApiError ? failure.message : "Could not save your email. Please try again.",
      });
    }
  });

  return (
    <div className="border-b bg-accent/60 px-4 py-3 text-sm" role="note" aria-label="We are away">
      <p className="flex gap-2">
        <Moon aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>
          We're away right now ({businessContact.hours}, {businessHours.timeZoneLabel}). Leave a message and a
          talent manager will reply on the next business day.
        </span>
      </p>
      {email ? (
        <p className="mt-2 text-muted-foreground">
          We'll also email our reply to <span className="font-medium text-foreground">{email}</span>.
        </p>
      ) : (
        <form onSubmit={submit} noValidate className="mt-2 grid gap-1">
          <Label htmlFor="chat-away-email">Email me the reply (optional)</Label>
          <div className="flex gap-2">
            <Input
              id="chat-away-email"
              type="email"
              autoComplete="email"
              {...form.register("email", {
                validate: (value) =>
                  /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) || "Enter a valid email address",
              })}
              aria-invalid={!!error}
              aria-describedby={error ? "chat-away-email-error" : undefined}
              className="h-9"
            />
            <Button type="submit" size="sm" variant="outline" disabled={pending} className="h-9">
              Save
            </Button>
          </div>
          {error && (
            <p id="chat-away-email-error" className="text-xs font-medium text-destructive">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}

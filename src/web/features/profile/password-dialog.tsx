import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState } from "react";
import { useForm } from "react-hook-form";
import { passwordSchema } from "~/domain/auth";
import { Button } from "~/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/web/components/ui/dialog";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { Spinner } from "~/web/components/ui/spinner";

/** Asks for the account password before a sensitive change; `onConfirm` returns false to keep it open. */
export function PasswordDialog({
  trigger,
  title,
  description,
  confirmLabel,
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: (password: string) => Promise<boolean>;
}) {
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(passwordSchema), defaultValues: { password: "" } });
  const { errors, isSubmitting } = form.formState;
  const error = errors.password?.message;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    if (await onConfirm(password)) {
      setOpen(false);
      form.reset();
    }
  });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <FormField id="confirm-password-2fa" label="Password" error={error}>
            <Input
              type="password"
              autoComplete="current-password"
              {...controlProps("confirm-password-2fa", error)}
              {...form.register("password")}
            />
          </FormField>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting && <Spinner className="size-4" label="Checking" />}
              {confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { formatRate } from "~/domain/deals";
import { type ShareForm, shareFormSchema } from "~/domain/invoices";
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
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useSetShare } from "./api";

/**
 * A manager's share of the commission: their default (the statements page), or one deal's own (the deal's
 * split). Blank resets it: a deal's to the manager's default, a manager's to the agency's 20%.
 */
export function ShareDialog({
  of,
  id,
  currentBps,
  title,
  description,
}: {
  of: "manager" | "deal";
  id: string;
  /** the share set now, or null when the default applies */
  currentBps: number | null;
  title: string;
  description: string;
}) {
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const save = useSetShare(failureToast("The share was not saved"));
  const form = useForm<ShareForm, unknown, ReturnType<typeof shareFormSchema.parse>>({
    resolver: zodResolver(shareFormSchema),
    defaultValues: { share: "" },
  });
  const error = form.formState.errors.share?.message;
  const onSubmit = form.handleSubmit(async ({ shareBps }) => {
    try {
      await save.mutateAsync({ of, id, shareBps });
      toast({
        title: shareBps === null ? "Share reset to the default" : `Share set to ${formatRate(shareBps)}`,
      });
      setOpen(false);
    } catch {
      // the mutation's meta says why
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset({ share: currentBps === null ? "" : String(currentBps / 100) });
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          {title}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate className="grid gap-4" onSubmit={onSubmit}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          <FormField id={fieldId} label="Share of the commission %" error={error} hint="Blank: the default.">
            <Input
              inputMode="decimal"
              {...controlProps(fieldId, error, "Blank: the default.")}
              {...form.register("share")}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" pending={save.isPending} pendingLabel="Saving">
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

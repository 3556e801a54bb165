import { zodResolver } from "@hookform/resolvers/zod";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { lostReasonSchema } from "~/domain/deals";
import { Button } from "~/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/web/components/ui/dialog";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Spinner } from "~/web/components/ui/spinner";
import { Textarea } from "~/web/components/ui/textarea";

/** Asks why a deal was lost before it moves to Lost; `onConfirm` returns false to keep it open. */
export function LostDialog({
  title,
  open,
  onOpenChange,
  onConfirm,
}: {
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (reason: string) => Promise<boolean>;
}) {
  const id = useId();
  const form = useForm({ resolver: zodResolver(lostReasonSchema), defaultValues: { lostReason: "" } });
  const { errors, isSubmitting } = form.formState;
  const error = errors.lostReason?.message;
  const onSubmit = form.handleSubmit(async ({ lostReason }) => {
    if (await onConfirm(lostReason)) onOpenChange(false);
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset({ lostReason: "" });
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <form noValidate className="grid gap-4" onSubmit={onSubmit}>
          <DialogHeader>
            <DialogTitle>Mark as lost</DialogTitle>
            <DialogDescription>
              Why was &lsquo;{title}&rsquo; lost? The reason stays with the agency, on the deal and in its
              history: the creator is told only that it was lost.
            </DialogDescription>
          </DialogHeader>
          <FormField id={id} label="Reason (required)" error={error}>
            <Textarea
              rows={3}
              {...controlProps(id, error)}
              placeholder="e.g. The brand went with another creator"
              {...form.register("lostReason")}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={isSubmitting}>
              {isSubmitting && <Spinner className="size-4" label="Saving" />}
              Mark as lost
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

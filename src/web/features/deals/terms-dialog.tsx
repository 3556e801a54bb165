import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { creatorCommissionFormSchema, formatRate } from "~/domain/deals";
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
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useCreatorTerms, useSetCreatorTerms } from "./api";

/**
 * The creator's default commission (the agency's terms with them): new deals of the creator take it when
 * their commission is left blank; deals already made keep theirs. On the deal page, beside the creator.
 */
export function CreatorTermsDialog({ creator }: { creator: { id: string; name: string } }) {
  const id = useId();
  const terms = useCreatorTerms(creator.id);
  const save = useSetCreatorTerms(failureToast("The default commission was not saved"));
  const [open, setOpen] = useState(false);
  const form = useForm({
    resolver: zodResolver(creatorCommissionFormSchema),
    defaultValues: { commissionBps: "" },
  });
  const error = form.formState.errors.commissionBps?.message;
  const current = terms.data ? formatRate(terms.data.commissionBps) : "…";
  const onSubmit = form.handleSubmit(async ({ commissionBps }) => {
    try {
      await save.mutateAsync({ creatorId: creator.id, commissionBps });
      toast({ title: `${creator.name}'s default commission is now ${formatRate(commissionBps)}` });
      setOpen(false);
    } catch {
      // the mutation's meta says why; the dialog stays open with the rate typed
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset({ commissionBps: terms.data ? String(terms.data.commissionBps / 100) : "" });
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Default commission: {current}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate className="grid gap-4" onSubmit={onSubmit}>
          <DialogHeader>
            <DialogTitle>{creator.name}&rsquo;s default commission</DialogTitle>
            <DialogDescription>
              New deals of this creator take it when their commission is left blank. Deals already made keep
              theirs.
            </DialogDescription>
          </DialogHeader>
          <FormField id={id} label="Commission %" error={error}>
            <Input {...controlProps(id, error)} inputMode="decimal" {...form.register("commissionBps")} />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending && <Spinner className="size-4" label="Saving" />}
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

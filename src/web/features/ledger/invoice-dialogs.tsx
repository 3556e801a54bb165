import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { agencyDateNow } from "~/domain/clock";
import { DELIVERABLE_KIND_LABEL, formatMoney, moneyInputValue } from "~/domain/deals";
import {
  type CreditNoteForm,
  creditNoteFormSchema,
  type Invoice,
  type InvoiceForm,
  invoiceFormSchema,
  type PaymentForm,
  paymentFormSchema,
} from "~/domain/invoices";
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
import { NativeSelect } from "~/web/components/ui/native-select";
import { Textarea } from "~/web/components/ui/textarea";
import { useDeliverables } from "~/web/features/deals";
import { ApiError } from "~/web/lib/api";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useInvoiceAction } from "./api";
import { PaymentFields } from "./payment-fields";

type InvoiceDeal = { id: string; title: string; valueMinor: number; currency: string };

/**
 * New invoice (managers): a draft of the deal's invoice, its lines from the deal's fee (editable, with
 * quantities, more lines added), the tax rate or a reverse charge, Net 15/30/60 and a note. Issued from the
 * list afterwards: until then it may be deleted.
 */
export function NewInvoiceDialog({ deal }: { deal: InvoiceDeal }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const create = useInvoiceAction(failureToast("The invoice was not saved"));
  const defaults = (): InvoiceForm => ({
    currency: deal.currency,
    lines: [
      { description: deal.title, quantity: "1", unitPrice: moneyInputValue(deal.valueMinor, deal.currency) },
    ],
    taxRate: "0",
    reverseCharge: false,
    taxNote: "",
    termsDays: "30",
    note: "",
  });
  const form = useForm<InvoiceForm, unknown, ReturnType<typeof invoiceFormSchema.parse>>({
    resolver: zodResolver(invoiceFormSchema),
    defaultValues: defaults(),
  });
  const lines = useFieldArray({ control: form.control, name: "lines" });
  const errors = form.formState.errors;
  const deliverables = useDeliverables(deal.id, 1);
  /** One line a kind of deliverable on a platform, its quantity the count, each an equal part of the fee. */
  const fromDeliverables = () => {
    const items = deliverables.data?.items ?? [];
    const groups = new Map<string, number>();
    for (const item of items) {
      const label = `${DELIVERABLE_KIND_LABEL[item.kind]} on ${item.platform}`;
      groups.set(label, (groups.get(label) ?? 0) + 1);
    }
    const each = Math.floor(deal.valueMinor / Math.max(1, items.length));
    lines.replace(
      [...groups].map(([description, count]) => ({
        description,
        quantity: String(count),
        unitPrice: moneyInputValue(each, deal.currency),
      })),
    );
  };
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await create.mutateAsync({ type: "create", dealId: deal.id, body });
      toast({ title: "Draft invoice saved", description: "Issue it to give it its number and send it." });
      setOpen(false);
    } catch {
      // the mutation's meta says why; the dialog stays open with what was typed
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(defaults());
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus aria-hidden className="size-4" />
          New invoice
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <form noValidate className="grid gap-4" onSubmit={onSubmit}>
          <DialogHeader>
            <DialogTitle>New invoice</DialogTitle>
            <DialogDescription>
              To the brand of &lsquo;{deal.title}&rsquo;, in {deal.currency}. It stays a draft until you issue
              it.
            </DialogDescription>
          </DialogHeader>
          <fieldset className="grid gap-3">
            <legend className="mb-1 text-sm font-medium">Lines</legend>
            {lines.fields.map((field, i) => {
              const line = errors.lines?.[i];
              return (
                <div
                  key={field.id}
                  className="grid gap-2 rounded-md border p-3 sm:grid-cols-[1fr_5rem_8rem_auto]"
                >
                  <FormField
                    id={`${id}-d${i}`}
                    label={`Line ${i + 1}: description`}
                    error={line?.description?.message}
                  >
                    <Input
                      {...controlProps(`${id}-d${i}`, line?.description?.message)}
                      {...form.register(`lines.${i}.description`)}
                    />
                  </FormField>
                  <FormField id={`${id}-q${i}`} label="Quantity" error={line?.quantity?.message}>
                    <Input
                      inputMode="numeric"
                      {...controlProps(`${id}-q${i}`, line?.quantity?.message)}
                      {...form.register(`lines.${i}.quantity`)}
                    />
                  </FormField>
                  <FormField
                    id={`${id}-u${i}`}
                    label={`Unit price (${deal.currency})`}
                    error={line?.unitPrice?.message}
                  >
                    <Input
                      inputMode="decimal"
                      {...controlProps(`${id}-u${i}`, line?.unitPrice?.message)}
                      {...form.register(`lines.${i}.unitPrice`)}
                    />
                  </FormField>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    className="self-end"
                    aria-label={`Remove line ${i + 1}`}
                    disabled={lines.fields.length === 1}
                    onClick={() => lines.remove(i)}
                  >
                    <Trash2 aria-hidden className="size-4" />
                  </Button>
                </div>
              );
            })}
            {errors.lines?.message && <p className="text-sm text-destructive">{errors.lines.message}</p>}
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={lines.fields.length >= 50}
                onClick={() => lines.append({ description: "", quantity: "1", unitPrice: "" })}
              >
                <Plus aria-hidden className="size-4" />
                Add a line
              </Button>
              {(deliverables.data?.items.length ?? 0) > 0 && (
                <Button type="button" variant="outline" size="sm" onClick={fromDeliverables}>
                  Lines from the deliverables
                </Button>
              )}
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormField id={`${id}-tax`} label="Tax rate %" error={errors.taxRate?.message}>
              <Input
                inputMode="decimal"
                {...controlProps(`${id}-tax`, errors.taxRate?.message)}
                {...form.register("taxRate")}
              />
            </FormField>
            <FormField id={`${id}-terms`} label="Payment terms" error={errors.termsDays?.message}>
              <NativeSelect
                {...controlProps(`${id}-terms`, errors.termsDays?.message)}
                {...form.register("termsDays")}
              >
                <option value="15">Net 15</option>
                <option value="30">Net 30</option>
                <option value="60">Net 60</option>
              </NativeSelect>
            </FormField>
          </div>
          <label className="flex items-center gap-3 text-sm">
            <input type="checkbox" className="size-6 accent-primary" {...form.register("reverseCharge")} />
            Reverse charge: the brand accounts for the tax (no tax charged)
          </label>
          <FormField id={`${id}-taxnote`} label="Tax note (optional)" error={errors.taxNote?.message}>
            <Input
              {...controlProps(`${id}-taxnote`, errors.taxNote?.message)}
              {...form.register("taxNote")}
            />
          </FormField>
          <FormField id={`${id}-note`} label="Note (optional)" error={errors.note?.message}>
            <Textarea
              rows={2}
              {...controlProps(`${id}-note`, errors.note?.message)}
              {...form.register("note")}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" pending={create.isPending} pendingLabel="Saving">
              Save draft
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Record payment (managers): the amount (at most what is due), the date, the method and a reference. */
export function PaymentDialog({ invoice }: { invoice: Invoice }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const pay = useInvoiceAction(failureToast("The payment was not recorded"));
  const defaults = (): PaymentForm => ({
    currency: invoice.currency,
    amount: moneyInputValue(invoice.balanceMinor, invoice.currency),
    paidOn: agencyDateNow(),
    method: "Bank transfer",
    reference: "",
  });
  const form = useForm<PaymentForm, unknown, ReturnType<typeof paymentFormSchema.parse>>({
    resolver: zodResolver(paymentFormSchema),
    defaultValues: defaults(),
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await pay.mutateAsync({ type: "pay", id: invoice.id, body });
      toast({ title: `Payment of ${formatMoney(body.amountMinor, invoice.currency)} recorded` });
      setOpen(false);
    } catch (failure) {
      // the mutation's toast says why; more than is due is said at the amount too (the dialog is modal)
      if (failure instanceof ApiError && failure.code === "overpayment")
        form.setError("amount", { message: failure.message });
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(defaults());
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm">Record payment</Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate className="grid gap-4" onSubmit={onSubmit}>
          <DialogHeader>
            <DialogTitle>Record a payment of invoice {invoice.number}</DialogTitle>
            <DialogDescription>
              {formatMoney(invoice.balanceMinor, invoice.currency)} is due. A payment is never changed once
              recorded.
            </DialogDescription>
          </DialogHeader>
          <FormField
            id={`${id}-amount`}
            label={`Amount (${invoice.currency})`}
            error={errors.amount?.message}
          >
            <Input
              inputMode="decimal"
              {...controlProps(`${id}-amount`, errors.amount?.message)}
              {...form.register("amount")}
            />
          </FormField>
          <PaymentFields id={id} register={(name) => form.register(name)} errors={errors} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" pending={pay.isPending} pendingLabel="Recording">
              Record payment
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Credit note (managers): corrects an issued invoice by an amount before tax (taxed at its rate). */
export function CreditNoteDialog({ invoice }: { invoice: Invoice }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const credit = useInvoiceAction(failureToast("The credit note was not issued"));
  const defaults = (): CreditNoteForm => ({
    currency: invoice.currency,
    description: "",
    amount: "",
    note: "",
  });
  const form = useForm<CreditNoteForm, unknown, ReturnType<typeof creditNoteFormSchema.parse>>({
    resolver: zodResolver(creditNoteFormSchema),
    defaultValues: defaults(),
  });
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const note = await credit.mutateAsync({ type: "credit", id: invoice.id, body });
      toast({ title: `Credit note ${note?.number ?? ""} issued` });
      setOpen(false);
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === "credit_too_large")
        form.setError("amount", { message: failure.message });
    }
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(defaults());
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          Credit note
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate className="grid gap-4" onSubmit={onSubmit}>
          <DialogHeader>
            <DialogTitle>Credit note against invoice {invoice.number}</DialogTitle>
            <DialogDescription>
              An issued invoice never changes: this corrects it, taxed at its rate, at most what is due (
              {formatMoney(invoice.balanceMinor, invoice.currency)}). It is issued at once.
            </DialogDescription>
          </DialogHeader>
          <FormField id={`${id}-what`} label="What is taken off" error={errors.description?.message}>
            <Input
              {...controlProps(`${id}-what`, errors.description?.message)}
              {...form.register("description")}
            />
          </FormField>
          <FormField
            id={`${id}-amount`}
            label={`Amount before tax (${invoice.currency})`}
            error={errors.amount?.message}
          >
            <Input
              inputMode="decimal"
              {...controlProps(`${id}-amount`, errors.amount?.message)}
              {...form.register("amount")}
            />
          </FormField>
          <FormField id={`${id}-note`} label="Note (optional)" error={errors.note?.message}>
            <Textarea
              rows={2}
              {...controlProps(`${id}-note`, errors.note?.message)}
              {...form.register("note")}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" pending={credit.isPending} pendingLabel="Issuing">
              Issue credit note
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

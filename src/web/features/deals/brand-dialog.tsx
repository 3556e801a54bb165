import { zodResolver } from "@hookform/resolvers/zod";
import { Plus, Trash2 } from "lucide-react";
import { type ReactNode, useState } from "react";
import { type FieldErrors, useFieldArray, useForm } from "react-hook-form";
import type { z } from "zod";
import { type Brand, brandInputSchema } from "~/domain/deals";
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
import { Textarea } from "~/web/components/ui/textarea";
import { apiErrorToast } from "~/web/lib/api-error-toast";
import { setServerFieldErrors } from "~/web/lib/form-errors";
import { toast } from "~/web/lib/toast";
import { useBrandAction } from "./api";

type Values = z.input<typeof brandInputSchema>;
const blankContact = { name: "", role: "", email: "", phone: "" };

const valuesOf = (brand?: Brand): Values => ({
  name: brand?.name ?? "",
  website: brand?.website ?? "",
  industry: brand?.industry ?? "",
  notes: brand?.notes ?? "",
  contacts: brand?.contacts.map(({ id: _id, ...contact }) => contact) ?? [],
  billing: brand?.billing ?? { legalName: "", address: "", email: "", taxId: "" },
});

/** Issue 38: the billing details invoices name, and the address they are emailed to. */
const BILLING_FIELDS = [
  ["legalName", "Legal name (invoiced)"],
  ["email", "Send invoices to (address)"],
  ["taxId", "Tax ID"],
] as const;

/**
 * The New brand and Edit brand dialog: name, website, industry, notes and the contacts, added and removed in
 * the form; saved at once (the contacts replace the old ones). Stays open with the input on failure.
 */
export function BrandDialog({
  brand,
  trigger,
  onSaved,
}: {
  brand?: Brand;
  trigger: ReactNode;
  onSaved?: (brand: Brand) => void;
}) {
  const [open, setOpen] = useState(false);
  const action = useBrandAction();
  const form = useForm<Values>({ resolver: zodResolver(brandInputSchema), defaultValues: valuesOf(brand) });
  const contacts = useFieldArray({ control: form.control, name: "contacts" });
  const { errors, isSubmitting } = form.formState;
  const contactErrors = (errors.contacts ?? []) as FieldErrors<Values>["contacts"] & unknown[];

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body = brandInputSchema.parse(values);
      const saved = (await action.mutateAsync(
        brand ? { type: "update", id: brand.id, body } : { type: "create", body },
      )) as Brand;
      toast({ title: brand ? "Brand saved" : `${saved.name} added` });
      setOpen(false);
      onSaved?.(saved);
    } catch (error) {
      if (!setServerFieldErrors(form, error)) apiErrorToast("The brand was not saved", error);
    }
  });

  const id = brand ? `brand-${brand.id}` : "new-brand";
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) form.reset(valuesOf(brand));
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{brand ? "Edit brand" : "New brand"}</DialogTitle>
            <DialogDescription>
              {brand
                ? "Change the brand's details and its contacts."
                : "A brand the agency works with, and who to talk to there."}
            </DialogDescription>
          </DialogHeader>
          <FormField id={`${id}-name`} label="Name (required)" error={errors.name?.message}>
            <Input {...controlProps(`${id}-name`, errors.name?.message)} {...form.register("name")} />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id={`${id}-website`} label="Website" error={errors.website?.message}>
              <Input
                type="url"
                placeholder="https://"
                {...controlProps(`${id}-website`, errors.website?.message)}
                {...form.register("website")}
              />
            </FormField>
            <FormField id={`${id}-industry`} label="Industry" error={errors.industry?.message}>
              <Input
                {...controlProps(`${id}-industry`, errors.industry?.message)}
                {...form.register("industry")}
              />
            </FormField>
          </div>
          <FormField id={`${id}-notes`} label="Notes" error={errors.notes?.message}>
            <Textarea
              rows={3}
              {...controlProps(`${id}-notes`, errors.notes?.message)}
              {...form.register("notes")}
            />
          </FormField>
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-medium">Billing</legend>
            {BILLING_FIELDS.map(([field, label]) => {
              const error = errors.billing?.[field]?.message;
              return (
                <FormField key={field} id={`${id}-billing-${field}`} label={label} error={error}>
                  <Input
                    {...controlProps(`${id}-billing-${field}`, error)}
                    {...(field === "email" && { type: "email" })}
                    {...form.register(`billing.${field}`)}
                  />
                </FormField>
              );
            })}
            <FormField
              id={`${id}-billing-address`}
              label="Billing address"
              error={errors.billing?.address?.message}
              className="sm:col-span-2"
            >
              <Textarea
                rows={2}
                {...controlProps(`${id}-billing-address`, errors.billing?.address?.message)}
                {...form.register("billing.address")}
              />
            </FormField>
          </fieldset>
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">Contacts</legend>
            {contacts.fields.length === 0 && (
              <p className="text-sm text-muted-foreground">No contacts yet.</p>
            )}
            {contacts.fields.map((field, index) => {
              const error = contactErrors[index] as
                | Partial<Record<keyof typeof blankContact, { message?: string }>>
                | undefined;
              const at = `${id}-contact-${index}`;
              return (
                <div key={field.id} className="grid gap-3 rounded-md border p-3 sm:grid-cols-2">
                  <FormField
                    id={`${at}-name`}
                    label={`Contact ${index + 1} name`}
                    error={error?.name?.message}
                  >
                    <Input
                      {...controlProps(`${at}-name`, error?.name?.message)}
                      {...form.register(`contacts.${index}.name`)}
                    />
                  </FormField>
                  <FormField id={`${at}-role`} label="Role" error={error?.role?.message}>
                    <Input
                      {...controlProps(`${at}-role`, error?.role?.message)}
                      {...form.register(`contacts.${index}.role`)}
                    />
                  </FormField>
                  <FormField id={`${at}-email`} label="Email" error={error?.email?.message}>
                    <Input
                      type="email"
                      {...controlProps(`${at}-email`, error?.email?.message)}
                      {...form.register(`contacts.${index}.email`)}
                    />
                  </FormField>
                  <FormField id={`${at}-phone`} label="Phone" error={error?.phone?.message}>
                    <Input
                      type="tel"
                      {...controlProps(`${at}-phone`, error?.phone?.message)}
                      {...form.register(`contacts.${index}.phone`)}
                    />
                  </FormField>
                  <div className="sm:col-span-2">
                    <Button type="button" variant="ghost" size="sm" onClick={() => contacts.remove(index)}>
                      <Trash2 aria-hidden className="size-4" />
                      Remove contact {index + 1}
                    </Button>
                  </div>
                </div>
              );
            })}
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="justify-self-start"
              onClick={() => contacts.append(blankContact, { shouldFocus: true })}
            >
              <Plus aria-hidden className="size-4" />
              Add contact
            </Button>
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting && <Spinner className="size-4" label="Saving" />}
              {brand ? "Save brand" : "Add brand"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { type ReactNode, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  type Deal,
  type DealForm,
  dealFormSchema,
  formatRate,
  moneyInputValue,
  NEW_DEAL_STAGES,
  type NewDealStage,
} from "~/domain/deals";
import { useCurrentUser } from "~/web/components/session-guard";
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
import { Spinner } from "~/web/components/ui/spinner";
import { Textarea } from "~/web/components/ui/textarea";
import { apiErrorToast } from "~/web/lib/api-error-toast";
import { setServerFieldErrors } from "~/web/lib/form-errors";
import { toast } from "~/web/lib/toast";
import { useBrands, useCreatorTerms, useDealAction, useDealPeople } from "./api";
import { Picker } from "./picker";

type Option = { id: string; label: string };
type PickedField = "brandId" | "creatorId" | "ownerId";
/** The chosen brand, creator and owner as the pickers show them (their names may not be among the matches). */
type Chosen = Partial<Record<PickedField, Option>>;

const valuesOf = (deal: Deal | undefined, me: Option): DealForm => ({
  brandId: deal?.brand.id ?? "",
  creatorId: deal?.creator?.id ?? "",
  ownerId: deal ? (deal.owner?.id ?? "") : me.id,
  title: deal?.title ?? "",
  valueMinor: deal ? moneyInputValue(deal.valueMinor, deal.currency) : "",
  currency: deal?.currency ?? DEFAULT_CURRENCY,
  commissionBps: deal ? String(deal.commissionBps / 100) : "",
  expectedCloseDate: deal?.expectedCloseDate ?? "",
  notes: deal?.notes ?? "",
  stage: deal ? "" : "Lead",
});
const chosenOf = (deal: Deal | undefined, me: Option): Chosen => ({
  brandId: deal ? { id: deal.brand.id, label: deal.brand.name } : undefined,
  creatorId: deal?.creator ? { id: deal.creator.id, label: deal.creator.name } : undefined,
  ownerId: deal ? (deal.owner ? { id: deal.owner.id, label: deal.owner.name } : undefined) : me,
});

const useBrandOptions = (search: string) => {
  const brands = useBrands({ search, page: 1 });
  return {
    options: brands.data?.items.map((b) => ({ id: b.id, label: b.name })) ?? [],
    isFetching: brands.isFetching,
  };
};
const peopleOptions = (people: ReturnType<typeof useDealPeople>) => ({
  options: people.data?.items.map((p) => ({ id: p.id, label: p.name || p.email })) ?? [],
  isFetching: people.isFetching,
});
const useCreatorOptions = (search: string) => peopleOptions(useDealPeople("creator", search));
const useManagerOptions = (search: string) => peopleOptions(useDealPeople("manager", search));

/** Each picker: its element's id (after the dialog's), its label, what it searches. */
const PICKERS: Record<
  PickedField,
  { at: string; label: string; placeholder: string; hint?: string; useOptions: typeof useBrandOptions }
> = {
  brandId: {
    at: "brand",
    label: "Brand (required)",
    placeholder: "Search brands",
    useOptions: useBrandOptions,
  },
  creatorId: {
    at: "creator",
    label: "Creator (required)",
    placeholder: "Search creators",
    useOptions: useCreatorOptions,
  },
  ownerId: {
    at: "owner",
    label: "Owner",
    placeholder: "Search managers",
    hint: "The manager who looks after the deal.",
    useOptions: useManagerOptions,
  },
};

/**
 * The New deal and Edit deal dialog. The value is typed as people write amounts and read in minor units of
 * the chosen currency by parseMoney (never a float); the commission left blank is the creator's default,
 * shown as the placeholder. dealFormSchema reads the form into the body the server validates.
 */
export function DealDialog({
  deal,
  trigger,
  brand,
  stage,
  onSaved,
}: {
  deal?: Deal;
  trigger: ReactNode;
  /** the brand a new deal starts with (from the brand's page) */
  brand?: Option;
  /** the stage a new deal starts at (the board's column it is added in); Lead when not given */
  stage?: NewDealStage;
  onSaved?: (deal: Deal) => void;
}) {
  const me = useCurrentUser();
  const self = { id: me.id, label: me.name || me.email };
  const [open, setOpen] = useState(false);
  const form = useForm({ resolver: zodResolver(dealFormSchema), defaultValues: valuesOf(deal, self) });
  const [chosen, setChosen] = useState<Chosen>(() => chosenOf(deal, self));
  const { errors, isSubmitting } = form.formState;
  const action = useDealAction();
  const creatorId = form.watch("creatorId");
  const currency = form.watch("currency");
  const terms = useCreatorTerms(creatorId);
  const id = deal ? `deal-${deal.id}` : "new-deal";

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      // an edit never moves the deal: moves go through THE STAGE TABLE
      const { stage: _stage, ...changes } = body;
      const saved = (await action.mutateAsync(
        deal ? { type: "update", id: deal.id, body: changes } : { type: "create", body },
      )) as Deal;
      toast({ title: deal ? "Deal saved" : `Deal added: ${saved.title}` });
      setOpen(false);
      onSaved?.(saved);
    } catch (error) {
      if (!setServerFieldErrors(form, error)) apiErrorToast("The deal was not saved", error);
    }
  });

  /** A picker of the form: the chosen option's id in the form, its name beside it for the picker to show. */
  const picker = (name: PickedField) => {
    const { at, ...props } = PICKERS[name];
    return (
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Picker
            {...props}
            id={`${id}-${at}`}
            value={field.value}
            selected={chosen[name]}
            onChange={(option) => {
              field.onChange(option?.id ?? "");
              setChosen((current) => ({ ...current, [name]: option ?? undefined }));
            }}
            onBlur={field.onBlur}
            selectRef={field.ref}
            error={errors[name]?.message}
          />
        )}
      />
    );
  };

  const defaultRate = terms.data ? formatRate(terms.data.commissionBps) : formatRate(2000);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          const start = brand && !deal;
          form.reset({
            ...valuesOf(deal, self),
            ...(start ? { brandId: brand.id } : {}),
            ...(stage && !deal ? { stage } : {}),
          });
          setChosen({ ...chosenOf(deal, self), ...(start ? { brandId: brand } : {}) });
        }
      }}
    >
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{deal ? "Edit deal" : "New deal"}</DialogTitle>
            <DialogDescription>
              {deal
                ? "Change the deal's details; the commission and the payout are worked out again."
                : "A sponsorship between a brand and one of your creators, from the stage it has reached."}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            {picker("brandId")}
            {picker("creatorId")}
          </div>
          <FormField id={`${id}-title`} label="Title (required)" error={errors.title?.message}>
            <Input
              {...controlProps(`${id}-title`, errors.title?.message)}
              placeholder="e.g. Sponsored video, spring launch"
              {...form.register("title")}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
            <FormField id={`${id}-value`} label="Value (required)" error={errors.valueMinor?.message}>
              <Input
                {...controlProps(`${id}-value`, errors.valueMinor?.message)}
                inputMode="decimal"
                autoComplete="off"
                className="tabular-nums"
                placeholder={`e.g. ${moneyInputValue(500_000, currency)}`}
                {...form.register("valueMinor")}
              />
            </FormField>
            <FormField id={`${id}-currency`} label="Currency" error={errors.currency?.message}>
              <NativeSelect
                {...controlProps(`${id}-currency`, errors.currency?.message)}
                {...form.register("currency")}
              >
                {CURRENCIES.map((code) => (
                  <option key={code}>{code}</option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id={`${id}-commission`}
              label="Commission %"
              error={errors.commissionBps?.message}
              hint={
                creatorId
                  ? `Blank: the creator's default, ${defaultRate}.`
                  : "Blank: the creator's default commission."
              }
            >
              <Input
                {...controlProps(
                  `${id}-commission`,
                  errors.commissionBps?.message,
                  creatorId ? "Blank: the creator's default." : "Blank: the default.",
                )}
                inputMode="decimal"
                autoComplete="off"
                placeholder={`Default: ${defaultRate}`}
                {...form.register("commissionBps")}
              />
            </FormField>
            <FormField
              id={`${id}-expectedCloseDate`}
              label="Expected close date"
              error={errors.expectedCloseDate?.message}
            >
              <Input
                type="date"
                {...controlProps(`${id}-expectedCloseDate`, errors.expectedCloseDate?.message)}
                {...form.register("expectedCloseDate")}
              />
            </FormField>
          </div>
          {!deal && (
            <FormField
              id={`${id}-stage`}
              label="Stage"
              error={errors.stage?.message}
              hint="A deal that comes in further along starts there, up to Contracted."
            >
              <NativeSelect
                {...controlProps(`${id}-stage`, errors.stage?.message)}
                {...form.register("stage")}
              >
                {NEW_DEAL_STAGES.map((one) => (
                  <option key={one}>{one}</option>
                ))}
              </NativeSelect>
            </FormField>
          )}
          {picker("ownerId")}
          <FormField
            id={`${id}-notes`}
            label="Notes"
            error={errors.notes?.message}
            hint="For the agency only: the creator never sees them."
          >
            <Textarea
              rows={3}
              {...controlProps(`${id}-notes`, errors.notes?.message, "For the agency only")}
              {...form.register("notes")}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting && <Spinner className="size-4" label="Saving" />}
              {deal ? "Save deal" : "Add deal"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

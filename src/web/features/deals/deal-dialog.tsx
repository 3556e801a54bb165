import { type ReactNode, useState } from "react";
import {
  CURRENCIES,
  DEFAULT_CURRENCY,
  type Deal,
  dealInputSchema,
  formatRate,
  moneyInputValue,
  parseMoney,
  parseRate,
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
import { ApiError } from "~/web/lib/api";
import { apiErrorToast } from "~/web/lib/api-error-toast";
import { toast } from "~/web/lib/toast";
import { useBrands, useCreatorTerms, useDealAction, useDealPeople } from "./api";
import { Picker } from "./picker";

type Option = { id: string; label: string };
interface Values {
  brand: Option | null;
  creator: Option | null;
  owner: Option | null;
  title: string;
  value: string;
  currency: string;
  commission: string;
  expectedCloseDate: string;
  notes: string;
}
type Errors = Partial<Record<keyof Values, string>>;

const valuesOf = (deal: Deal | undefined, me: Option): Values => ({
  brand: deal ? { id: deal.brand.id, label: deal.brand.name } : null,
  creator: deal?.creator ? { id: deal.creator.id, label: deal.creator.name } : null,
  owner: deal ? (deal.owner ? { id: deal.owner.id, label: deal.owner.name } : null) : me,
  title: deal?.title ?? "",
  value: deal ? moneyInputValue(deal.valueMinor, deal.currency) : "",
  currency: deal?.currency ?? DEFAULT_CURRENCY,
  commission: deal ? String(deal.commissionBps / 100) : "",
  expectedCloseDate: deal?.expectedCloseDate ?? "",
  notes: deal?.notes ?? "",
});

/** The API's field names, as the form names them. */
const FIELD_OF: Record<string, keyof Values> = {
  brandId: "brand",
  creatorId: "creator",
  ownerId: "owner",
  valueMinor: "value",
  commissionBps: "commission",
  title: "title",
  currency: "currency",
  expectedCloseDate: "expectedCloseDate",
  notes: "notes",
};

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

/**
 * The New deal and Edit deal dialog. The value is typed as people write amounts and read in minor units of
 * the chosen currency by parseMoney (never a float); the commission left blank is the creator's default,
 * shown as the placeholder.
 */
export function DealDialog({
  deal,
  trigger,
  brand,
  onSaved,
}: {
  deal?: Deal;
  trigger: ReactNode;
  /** the brand a new deal starts with (from the brand's page) */
  brand?: Option;
  onSaved?: (deal: Deal) => void;
}) {
  const me = useCurrentUser();
  const self = { id: me.id, label: me.name || me.email };
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<Values>(() => valuesOf(deal, self));
  const [errors, setErrors] = useState<Errors>({});
  const action = useDealAction();
  const terms = useCreatorTerms(values.creator?.id ?? "");
  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const id = deal ? `deal-${deal.id}` : "new-deal";

  const focusFirst = (found: Errors) => {
    const first = (Object.keys(FIELD_OF) as string[])
      .map((name) => FIELD_OF[name]!)
      .find((field) => found[field]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    const valueMinor = parseMoney(values.value, values.currency);
    if (valueMinor === null)
      found.value = values.value.trim()
        ? `Enter an amount in ${values.currency}, like ${moneyInputValue(123_456, values.currency)}`
        : "Enter an amount";
    const commissionBps = values.commission.trim() ? parseRate(values.commission) : null;
    if (values.commission.trim() && commissionBps === null)
      found.commission = "Enter a percentage from 0 to 100, like 20 or 12.5";
    const body = {
      brandId: values.brand?.id ?? "",
      creatorId: values.creator?.id ?? "",
      title: values.title,
      valueMinor: valueMinor ?? 0,
      currency: values.currency,
      commissionBps,
      expectedCloseDate: values.expectedCloseDate || null,
      ownerId: values.owner?.id ?? null,
      notes: values.notes,
    };
    const parsed = dealInputSchema.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[String(issue.path[0])];
        if (field && !found[field]) found[field] = issue.message;
      }
    setErrors(found);
    if (Object.keys(found).length || !parsed.success) return focusFirst(found);
    try {
      const saved = (await action.mutateAsync(
        deal ? { type: "update", id: deal.id, body: parsed.data } : { type: "create", body: parsed.data },
      )) as Deal;
      toast({ title: deal ? "Deal saved" : `Deal added: ${saved.title}` });
      setOpen(false);
      onSaved?.(saved);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        const fromServer: Errors = {};
        for (const [name, message] of Object.entries(error.fields))
          if (FIELD_OF[name]) fromServer[FIELD_OF[name]!] = message;
        setErrors(fromServer);
        focusFirst(fromServer);
      } else apiErrorToast("The deal was not saved", error);
    }
  };

  const defaultRate = terms.data ? formatRate(terms.data.commissionBps) : formatRate(2000);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setValues({ ...valuesOf(deal, self), ...(brand && !deal ? { brand } : {}) });
          setErrors({});
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
                : "A sponsorship between a brand and one of your creators. It starts as a Lead."}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <Picker
              id={`${id}-brand`}
              label="Brand (required)"
              placeholder="Search brands"
              value={values.brand?.id ?? ""}
              selected={values.brand ?? undefined}
              onChange={(option) => set("brand", option)}
              useOptions={useBrandOptions}
              error={errors.brand}
            />
            <Picker
              id={`${id}-creator`}
              label="Creator (required)"
              placeholder="Search creators"
              value={values.creator?.id ?? ""}
              selected={values.creator ?? undefined}
              onChange={(option) => set("creator", option)}
              useOptions={useCreatorOptions}
              error={errors.creator}
            />
          </div>
          <FormField id={`${id}-title`} label="Title (required)" error={errors.title}>
            <Input
              {...controlProps(`${id}-title`, errors.title)}
              value={values.title}
              placeholder="Sponsored video, spring launch"
              onChange={(event) => set("title", event.target.value)}
            />
          </FormField>
          <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
            <FormField id={`${id}-value`} label="Value (required)" error={errors.value}>
              <Input
                {...controlProps(`${id}-value`, errors.value)}
                inputMode="decimal"
                autoComplete="off"
                className="tabular-nums"
                value={values.value}
                placeholder={moneyInputValue(500_000, values.currency)}
                onChange={(event) => set("value", event.target.value)}
              />
            </FormField>
            <FormField id={`${id}-currency`} label="Currency" error={errors.currency}>
              <NativeSelect
                {...controlProps(`${id}-currency`, errors.currency)}
                value={values.currency}
                onChange={(event) => set("currency", event.target.value)}
              >
                {CURRENCIES.map((currency) => (
                  <option key={currency}>{currency}</option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id={`${id}-commission`}
              label="Commission %"
              error={errors.commission}
              hint={
                values.creator
                  ? `Blank: the creator's default, ${defaultRate}.`
                  : "Blank: the creator's default commission."
              }
            >
              <Input
                {...controlProps(
                  `${id}-commission`,
                  errors.commission,
                  values.creator ? "Blank: the creator's default." : "Blank: the default.",
                )}
                inputMode="decimal"
                autoComplete="off"
                value={values.commission}
                placeholder={defaultRate.replace("%", "")}
                onChange={(event) => set("commission", event.target.value)}
              />
            </FormField>
            <FormField
              id={`${id}-expectedCloseDate`}
              label="Expected close date"
              error={errors.expectedCloseDate}
            >
              <Input
                type="date"
                {...controlProps(`${id}-expectedCloseDate`, errors.expectedCloseDate)}
                value={values.expectedCloseDate}
                onChange={(event) => set("expectedCloseDate", event.target.value)}
              />
            </FormField>
          </div>
          <Picker
            id={`${id}-owner`}
            label="Owner"
            placeholder="Search managers"
            hint="The manager who looks after the deal."
            value={values.owner?.id ?? ""}
            selected={values.owner ?? undefined}
            onChange={(option) => set("owner", option)}
            useOptions={useManagerOptions}
            error={errors.owner}
          />
          <FormField
            id={`${id}-notes`}
            label="Notes"
            error={errors.notes}
            hint="For the agency only: the creator never sees them."
          >
            <Textarea
              rows={3}
              {...controlProps(`${id}-notes`, errors.notes, "For the agency only")}
              value={values.notes}
              onChange={(event) => set("notes", event.target.value)}
            />
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={action.isPending}>
              {action.isPending && <Spinner className="size-4" label="Saving" />}
              {deal ? "Save deal" : "Add deal"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { Copy, Link2, Send } from "lucide-react";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import {
  AUTO_APPROVE_DAYS,
  BRAND_LINK_DAYS,
  type BrandLink,
  type BrandLinkCreated,
  type BrandLinkInput,
  brandLinkInputSchema,
} from "~/domain/brand-links";
import type { Deal } from "~/domain/deals";
import { PagedList } from "~/web/components/paged-list";
import { Badge } from "~/web/components/ui/badge";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/web/components/ui/card";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
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
import { Label } from "~/web/components/ui/label";
import { NativeSelect } from "~/web/components/ui/native-select";
import { Spinner } from "~/web/components/ui/spinner";
import { apiErrorToast } from "~/web/lib/api-error-toast";
import { setServerFieldErrors } from "~/web/lib/form-errors";
import { toast } from "~/web/lib/toast";
import { useBrand, useBrandLinkAction, useBrandLinks, useDealAction } from "./api";
import { useDeliverables } from "./work-api";

/*
 * Issue 36: the links a deal's brand is given. A manager shares a deliverable for review (the brand approves
 * or asks for changes at /review/{token}) or the deal's campaign report with a contact; the link is emailed,
 * and shown here once to copy; each can be revoked at once.
 */

const PAGE_SIZE = 10;

const STATE_LABEL: Record<BrandLink["state"], string> = {
  live: "Live",
  expired: "Expired",
  revoked: "Revoked",
};

export function BrandLinksPanel({ deal }: { deal: Deal }) {
  const [page, setPage] = useState(1);
  const links = useBrandLinks(deal.id, page, PAGE_SIZE);
  const deliverables = useDeliverables(deal.id, 1);
  const action = useBrandLinkAction(deal.id);
  const labelOf = (link: BrandLink) => {
    if (link.kind === "report") return "Campaign report";
    const one = deliverables.data?.items.find((d) => d.id === link.deliverableId);
    return one
      ? `Review of the ${one.kind.replaceAll("_", " ")} for ${one.platform}`
      : "Review of a deliverable";
  };
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <CardTitle className="flex items-center gap-2">
          <Link2 aria-hidden className="size-5" />
          Brand links
        </CardTitle>
        <ShareDialog deal={deal} />
      </CardHeader>
      <CardContent className="grid gap-4">
        <AutoApproval deal={deal} />
        <PagedList
          query={links}
          what="the brand links"
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
          pagerLabel="Brand links pages"
          isEmpty={(data) => data.total === 0}
          empty={{
            icon: Link2,
            title: "No links yet",
            description: "Share a deliverable with the brand for review, or the campaign report.",
          }}
        >
          {(data) => (
            <ul aria-label="Brand links" className="grid gap-2">
              {data.items.map((link) => (
                <li
                  key={link.id}
                  data-row-key={link.id}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border p-3 text-sm"
                >
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <span className="font-medium wrap-anywhere">{labelOf(link)}</span>
                    <span className="text-muted-foreground wrap-anywhere">
                      {link.contactName} · {link.contactEmail} · until{" "}
                      {new Date(link.expiresAt).toLocaleDateString()}
                      {link.lastOpenedAt
                        ? ` · opened ${new Date(link.lastOpenedAt).toLocaleString()}`
                        : " · not opened yet"}
                    </span>
                  </div>
                  <Badge variant={link.state === "live" ? "default" : "secondary"}>
                    {STATE_LABEL[link.state]}
                  </Badge>
                  {link.state === "live" && (
                    <ConfirmDialog
                      trigger={
                        <Button
                          size="sm"
                          variant="outline"
                          aria-label={`Revoke ${labelOf(link)} for ${link.contactName}`}
                        >
                          Revoke
                        </Button>
                      }
                      title="Revoke this link?"
                      description={`${link.contactName} can no longer open it. Share again to give them a new one.`}
                      confirmLabel="Revoke link"
                      destructive
                      onConfirm={() =>
                        action.mutate(
                          { type: "revoke", id: link.id },
                          {
                            onSuccess: () => toast({ title: "Link revoked" }),
                            onError: (error) => apiErrorToast("The link was not revoked", error),
                          },
                        )
                      }
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </CardContent>
    </Card>
  );
}

/** Issue 36: a brand's silence on a version approves it after N business days (off unless chosen). */
function AutoApproval({ deal }: { deal: Deal }) {
  const action = useDealAction();
  return (
    <div className="flex min-w-0 flex-wrap items-end gap-2">
      <div className="grid min-w-0 max-w-full gap-1.5">
        <Label htmlFor={`auto-approve-${deal.id}`}>When the brand does not answer</Label>
        <NativeSelect
          id={`auto-approve-${deal.id}`}
          value={deal.brandAutoApproveDays ?? ""}
          disabled={action.isPending}
          onChange={(event) => {
            const days = event.target.value ? Number(event.target.value) : null;
            action.mutate(
              { type: "update", id: deal.id, body: { brandAutoApproveDays: days as 2 | 3 | 5 | 10 | null } },
              {
                onSuccess: () =>
                  toast({
                    title: days
                      ? `Versions are approved after ${days} business days of silence`
                      : "Versions wait for the brand's answer",
                  }),
                onError: (error) => apiErrorToast("The setting was not saved", error),
              },
            );
          }}
          className="w-full max-w-full sm:w-auto"
        >
          <option value="">Wait for their answer</option>
          {AUTO_APPROVE_DAYS.map((days) => (
            <option key={days} value={days}>
              Approve after {days} business days
            </option>
          ))}
        </NativeSelect>
      </div>
      <p className="text-xs text-muted-foreground">
        The brand sees the date on the page and is reminded the day before.
      </p>
    </div>
  );
}

function ShareDialog({ deal }: { deal: Deal }) {
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState<BrandLinkCreated | null>(null);
  const deliverables = useDeliverables(deal.id, 1);
  const brand = useBrand(deal.brand.id);
  const contacts = (brand.data?.contacts ?? []).filter((c) => c.email);
  const action = useBrandLinkAction(deal.id);
  const blank: BrandLinkInput = {
    kind: "review",
    deliverableId: deliverables.data?.items[0]?.id,
    contactName: contacts[0]?.name ?? "",
    contactEmail: contacts[0]?.email ?? "",
    days: BRAND_LINK_DAYS.default,
    showMoney: false,
  };
  const form = useForm<BrandLinkInput>({ resolver: zodResolver(brandLinkInputSchema), defaultValues: blank });
  const { errors, isSubmitting } = form.formState;
  const kind = form.watch("kind");
  // the first deliverable is chosen once the list arrives (the dialog may open before it)
  const first = deliverables.data?.items[0]?.id;
  useEffect(() => {
    if (open && first && !form.getValues("deliverableId")) form.setValue("deliverableId", first);
  }, [open, first, form]);
  const onSubmit = form.handleSubmit(async (values) => {
    const body = {
      ...values,
      deliverableId: values.kind === "review" ? values.deliverableId || undefined : undefined,
    };
    try {
      const link = (await action.mutateAsync({ type: "create", body })) as BrandLinkCreated;
      setMade(link);
      toast({ title: `Link emailed to ${link.contactEmail}` });
    } catch (error) {
      if (!setServerFieldErrors(form, error)) apiErrorToast("The link was not shared", error);
    }
  });
  const id = `share-${deal.id}`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setMade(null);
          form.reset(blank);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button>
          <Send aria-hidden className="size-4" />
          Share with the brand
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        {made ? (
          <div className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Link emailed</DialogTitle>
              <DialogDescription>
                {made.contactName} has it by email. It is shown here this once: copy it if you want to send it
                another way.
              </DialogDescription>
            </DialogHeader>
            <FormField id={`${id}-url`} label="The link">
              <Input
                readOnly
                value={made.url}
                {...controlProps(`${id}-url`)}
                onFocus={(event) => event.currentTarget.select()}
              />
            </FormField>
            <DialogFooter>
              <Button
                variant="outline"
                onClick={() =>
                  void navigator.clipboard
                    ?.writeText(made.url)
                    .then(() => toast({ title: "Link copied" }))
                    .catch(() => undefined)
                }
              >
                <Copy aria-hidden className="size-4" />
                Copy the link
              </Button>
              <Button onClick={() => setOpen(false)}>Done</Button>
            </DialogFooter>
          </div>
        ) : (
          <form onSubmit={onSubmit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Share with the brand</DialogTitle>
              <DialogDescription>
                The contact gets a link by email and opens it without an account. They see only what it is
                for: never the agency's notes, money (unless a report shows it) or other deals.
              </DialogDescription>
            </DialogHeader>
            <FormField id={`${id}-kind`} label="What to share">
              <NativeSelect {...controlProps(`${id}-kind`)} {...form.register("kind")}>
                <option value="review">A deliverable, for review and approval</option>
                <option value="report">The campaign report</option>
              </NativeSelect>
            </FormField>
            {kind === "review" && (
              <FormField id={`${id}-deliverable`} label="Deliverable" error={errors.deliverableId?.message}>
                <NativeSelect
                  {...controlProps(`${id}-deliverable`, errors.deliverableId?.message)}
                  {...form.register("deliverableId", { setValueAs: (value) => value || undefined })}
                >
                  <option value="">Choose a deliverable</option>
                  {(deliverables.data?.items ?? []).map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.kind.replaceAll("_", " ")} for {d.platform}
                      {d.project ? ` (${d.project.title})` : ""}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
            {contacts.length > 0 && (
              <FormField id={`${id}-contact`} label="From the brand's contacts">
                <NativeSelect
                  {...controlProps(`${id}-contact`)}
                  defaultValue=""
                  onChange={(event) => {
                    const contact = contacts.find((c) => c.email === event.target.value);
                    if (contact) {
                      form.setValue("contactName", contact.name);
                      form.setValue("contactEmail", contact.email);
                    }
                  }}
                >
                  <option value="">Choose a contact, or type below</option>
                  {contacts.map((c) => (
                    <option key={c.email} value={c.email}>
                      {c.name} · {c.email}
                    </option>
                  ))}
                </NativeSelect>
              </FormField>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                id={`${id}-name`}
                label="Contact's name (required)"
                error={errors.contactName?.message}
              >
                <Input
                  {...controlProps(`${id}-name`, errors.contactName?.message)}
                  {...form.register("contactName")}
                />
              </FormField>
              <FormField
                id={`${id}-email`}
                label="Contact's email (required)"
                error={errors.contactEmail?.message}
              >
                <Input
                  type="email"
                  {...controlProps(`${id}-email`, errors.contactEmail?.message)}
                  {...form.register("contactEmail")}
                />
              </FormField>
            </div>
            <FormField
              id={`${id}-days`}
              label="Works for (days)"
              error={errors.days?.message}
              hint={`${BRAND_LINK_DAYS.min} to ${BRAND_LINK_DAYS.max} days; revoke it any time.`}
            >
              <Input
                type="number"
                inputMode="numeric"
                min={BRAND_LINK_DAYS.min}
                max={BRAND_LINK_DAYS.max}
                {...controlProps(`${id}-days`, errors.days?.message)}
                {...form.register("days", { valueAsNumber: true })}
              />
            </FormField>
            {kind === "report" && (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" className="size-6 accent-primary" {...form.register("showMoney")} />
                Show the deal's value in the report
              </label>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting && <Spinner className="size-4" label="Sharing" />}
                Email the link
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

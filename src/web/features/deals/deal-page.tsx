import { ArrowLeft, ArrowRight, ChevronDown, Pencil, Trash2 } from "lucide-react";
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import {
  BOOKED_STAGES,
  brandLink,
  DEAL_MOVES,
  DEAL_STAGES,
  type Deal,
  type DealStage,
  formatRate,
} from "~/domain/deals";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { QueryState } from "~/web/components/query-state";
import { StatusBadge } from "~/web/components/status-badge";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/web/components/ui/card";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "~/web/components/ui/dropdown-menu";
import { Timeline } from "~/web/features/activity";
import { DealInvoices, DealSplitCard } from "~/web/features/ledger";
import { formatCalendarDate } from "~/web/lib/calendar-date";
import { formatDateTime } from "~/web/lib/dates";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { cn } from "~/web/lib/utils";
import { useDeal, useDealAction, useDealsLive } from "./api";
import { BrandLinksPanel } from "./brand-links-panel";
import { ContractsPanel } from "./contracts-panel";
import { DealDialog } from "./deal-dialog";
import { DealDeliverables } from "./deliverables-panel";
import { DealDocuments } from "./documents-panel";
import { LostDialog } from "./lost-dialog";
import { Money } from "./money";
import { CreatorTermsDialog } from "./terms-dialog";
import { useMoveDeal } from "./use-move-deal";

/** One deal (managers): its fields, its stage and the moves the table allows, its history, deliverables and documents. */
export function DealPage({ id }: { id: string }) {
  const deal = useDeal(id);
  useDealsLive();
  return (
    <QueryState query={deal} what="this deal">
      {(data) => <DealView deal={data as Deal} />}
    </QueryState>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </div>
  );
}

/** Long text in a few lines, with "Show more" when there is more of it (issue 35: a deal's long notes). */
function ClampedText({ text }: { text: string }) {
  const box = useRef<HTMLParagraphElement>(null);
  const [open, setOpen] = useState(false);
  const [long, setLong] = useState(false);
  useLayoutEffect(() => {
    const element = box.current;
    if (element && !open) setLong(element.scrollHeight > element.clientHeight + 1);
  }, [open]);
  const id = useId();
  return (
    <>
      <p
        ref={box}
        id={id}
        className={cn(
          "text-sm whitespace-pre-wrap wrap-anywhere text-muted-foreground",
          !open && "line-clamp-4",
        )}
      >
        {text}
      </p>
      {(long || open) && (
        <Button
          variant="link"
          size="sm"
          className="h-auto justify-self-start p-0"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {open ? "Show less" : "Show more"}
        </Button>
      )}
    </>
  );
}

function DealView({ deal }: { deal: Deal }) {
  const navigate = useNavigate();
  const remove = useDealAction(failureToast("The deal was not deleted"));
  const { move, lost, pending } = useMoveDeal();
  const order = (stage: string) => DEAL_STAGES.indexOf(stage as never);
  const moves = DEAL_MOVES[deal.stage];
  // the next stage forward (a Lost deal's: the first it may reopen as); the rest go in the menu
  const primary =
    moves.find((to) => to !== "Lost" && (deal.stage === "Lost" || order(to) > order(deal.stage))) ?? null;
  const others = moves.filter((to) => to !== primary);
  const moveLabel = (to: DealStage) =>
    to === "Lost"
      ? "Mark as lost"
      : deal.stage === "Lost"
        ? `Reopen as ${to}`
        : order(to) < order(deal.stage)
          ? `Back to ${to}`
          : `Move to ${to}`;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title={deal.title}
        description={
          <>
            <Link to={brandLink(deal.brand.id)} className="hover:underline">
              {deal.brand.name}
            </Link>{" "}
            and {deal.creator?.name ?? "no creator"}
          </>
        }
        action={
          <>
            <Button asChild variant="outline">
              <Link to="/talent-dashboard/deals">
                <ArrowLeft aria-hidden className="size-4" />
                All deals
              </Link>
            </Button>
            <DealDialog
              deal={deal}
              trigger={
                <Button>
                  <Pencil aria-hidden className="size-4" />
                  Edit deal
                </Button>
              }
            />
          </>
        }
      />
      <Card>
        <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
          <CardTitle className="flex items-center gap-2">
            Stage <StatusBadge status={deal.stage} />
          </CardTitle>
          {moves.length > 0 && (
            <div className="flex flex-wrap gap-2">
              {/* one primary action: the next stage (issue 35); every other move the table allows in a menu */}
              {primary && (
                <Button
                  size="sm"
                  pending={pending}
                  pendingLabel="Moving"
                  onClick={() => move(deal, deal.stage, primary)}
                >
                  {moveLabel(primary)}
                  <ArrowRight aria-hidden className="size-4" />
                </Button>
              )}
              {others.length > 0 && (
                <DropdownMenu>
                  <DropdownMenuTrigger asChild>
                    <Button size="sm" variant="outline" disabled={pending}>
                      Other moves
                      <ChevronDown aria-hidden className="size-4" />
                    </Button>
                  </DropdownMenuTrigger>
                  <DropdownMenuContent align="end">
                    {others.map((to) => (
                      <DropdownMenuItem key={to} onSelect={() => move(deal, deal.stage, to)}>
                        {moveLabel(to)}
                      </DropdownMenuItem>
                    ))}
                  </DropdownMenuContent>
                </DropdownMenu>
              )}
            </div>
          )}
        </CardHeader>
        <CardContent className="grid gap-6">
          {deal.stage === "Lost" && deal.lostReason && (
            <p className="rounded-md border bg-muted/40 p-3 text-sm">
              <span className="font-medium">Why it was lost:</span> {deal.lostReason}
            </p>
          )}
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            <Field label="Value">
              <Money minor={deal.valueMinor} currency={deal.currency} className="font-medium" />
            </Field>
            <Field label={`Agency commission (${formatRate(deal.commissionBps)})`}>
              <Money minor={deal.commissionMinor} currency={deal.currency} />
            </Field>
            <Field label="Creator's payout">
              <Money minor={deal.payoutMinor} currency={deal.currency} />
            </Field>
            <Field label="Brand">
              <Link to={brandLink(deal.brand.id)} className="text-primary hover:underline">
                {deal.brand.name}
              </Link>
            </Field>
            <Field label="Creator">
              <div className="flex flex-wrap items-center gap-2">
                {deal.creator?.name ?? "—"}
                {deal.creator && <CreatorTermsDialog creator={deal.creator} />}
              </div>
            </Field>
            <Field label="Owner">{deal.owner?.name ?? "Nobody"}</Field>
            <Field label="Expected close">
              {deal.expectedCloseDate ? formatCalendarDate(deal.expectedCloseDate) : "Not set"}
            </Field>
            <Field label="Contracted">
              {deal.contractedAt ? formatDateTime(deal.contractedAt) : "Not yet"}
            </Field>
            <Field label="Paid">{deal.paidAt ? formatDateTime(deal.paidAt) : "Not yet"}</Field>
          </dl>
          <div className="grid gap-1">
            <h3 className="text-sm font-medium">Notes</h3>
            {/* new notes: measured afresh */}
            <ClampedText key={deal.notes} text={deal.notes || "No notes."} />
          </div>
        </CardContent>
      </Card>
      {/* issue 38: the deal's invoices and payments, and how its commission splits */}
      <DealInvoices deal={deal} />
      {(BOOKED_STAGES as readonly string[]).includes(deal.stage) && <DealSplitCard dealId={deal.id} />}
      <DealDeliverables deal={deal} />
      <DealDocuments deal={deal} />
      <ContractsPanel deal={deal} />
      <BrandLinksPanel deal={deal} />
      <Card>
        {/* a long name is one word: it breaks */}
        <CardContent className="pt-6 wrap-anywhere">
          <Timeline subjectType="deal" subjectId={deal.id} version={`${deal.stage} ${deal.updatedAt}`} />
        </CardContent>
      </Card>
      <div>
        <ConfirmDialog
          trigger={
            <Button variant="outline" className="text-destructive" disabled={remove.isPending}>
              <Trash2 aria-hidden className="size-4" />
              Delete deal
            </Button>
          }
          title={`Delete '${deal.title}'?`}
          description="The deal goes with its deliverables and documents. This cannot be undone."
          confirmLabel="Delete deal"
          pending={remove.isPending}
          onConfirm={() =>
            remove.mutate(
              { type: "delete", id: deal.id },
              {
                onSuccess: () => {
                  toast({ title: "Deal deleted" });
                  navigate("/talent-dashboard/deals", { replace: true });
                },
              },
            )
          }
        />
      </div>
      <LostDialog
        title={lost.deal?.title ?? ""}
        open={lost.deal !== null}
        onOpenChange={(open) => {
          if (!open) lost.close();
        }}
        onConfirm={lost.confirm}
      />
    </div>
  );
}

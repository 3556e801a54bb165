import { ChevronDown, Handshake } from "lucide-react";
import { useCallback, useState } from "react";
import { type CreatorDeal, DELIVERABLE_DONE, formatMoney, formatRate } from "~/domain/deals";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { PagedList } from "~/web/components/paged-list";
import { useCurrentUser } from "~/web/components/session-guard";
import { StatusBadge } from "~/web/components/status-badge";
import { Button } from "~/web/components/ui/button";
import { ContractsToSign } from "~/web/features/contracts";
import { StatementView, useStatementLive } from "~/web/features/ledger";
import { formatCalendarDate } from "~/web/lib/calendar-date";
import { useLiveSearchParams } from "~/web/lib/url-state";
import { DeliverablesTable } from "./deliverables-table";
import { DealDocuments } from "./documents-panel";
import { useCreatorDeals, useCreatorDealsLive } from "./work-api";

const PAGE_SIZE = 10;

/**
 * One deal as its creator sees it, compact (issue 35): its title and brand, the payout, the next deliverable
 * due; the money in full, the deliverables and the documents on "Details".
 */
function CreatorDealItem({ deal }: { deal: CreatorDeal }) {
  const user = useCurrentUser();
  const [open, setOpen] = useState(false);
  const headingId = `deal-${deal.id}-title`;
  const bodyId = `deal-${deal.id}-details`;
  const figures: [string, string][] = [
    ["Deal value", formatMoney(deal.valueMinor, deal.currency)],
    [
      "Agency commission",
      `${formatRate(deal.commissionBps)} · ${formatMoney(deal.commissionMinor, deal.currency)}`,
    ],
    ["Expected close", deal.expectedCloseDate ? formatCalendarDate(deal.expectedCloseDate) : "Not set"],
  ];
  const lost = deal.stage === "Lost";
  const next = deal.deliverables.find((item) => !DELIVERABLE_DONE.includes(item.status));
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-lg border bg-card" data-deal-id={deal.id}>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 sm:flex-nowrap">
          <div className="min-w-0 flex-1">
            <h3 id={headingId} className="font-semibold wrap-anywhere">
              {deal.title}
            </h3>
            <p className="text-sm text-muted-foreground wrap-anywhere">
              {deal.brand.name}
              {next &&
                ` · Next: ${next.kind}${next.dueDate ? `, due ${formatCalendarDate(next.dueDate)}` : ""}${next.overdue ? " (overdue)" : ""}`}
            </p>
          </div>
          {/* a lost deal pays nothing: its payout is struck through and says so, not highlighted */}
          <div className="text-right">
            <span className="sr-only">Your payout: </span>
            <span className={`font-semibold tabular-nums ${lost ? "text-muted-foreground" : ""}`} data-payout>
              {lost ? (
                <>
                  <s>{formatMoney(deal.payoutMinor, deal.currency)}</s>
                  <span className="block text-xs font-normal">Not paid: the deal was lost</span>
                </>
              ) : (
                formatMoney(deal.payoutMinor, deal.currency)
              )}
            </span>
          </div>
          <Button
            variant="outline"
            size="sm"
            aria-expanded={open}
            aria-controls={bodyId}
            aria-label={`${open ? "Hide the details" : "Details"} of ${deal.title}`}
            onClick={() => setOpen(!open)}
          >
            {open ? "Hide" : "Details"}
            <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? "rotate-180" : ""}`} />
          </Button>
        </div>
        {open && (
          <div id={bodyId} className="grid gap-4 border-t px-2 py-3 sm:p-3">
            <dl className="grid gap-3 sm:grid-cols-3">
              {figures.map(([label, value]) => (
                <div key={label} className="rounded-lg border p-3">
                  <dt className="text-sm text-muted-foreground">{label}</dt>
                  <dd className="font-medium tabular-nums wrap-anywhere">{value}</dd>
                </div>
              ))}
            </dl>
            <section aria-label={`Deliverables of ${deal.title}`} className="grid gap-2">
              <h4 className="text-base font-semibold">Deliverables</h4>
              {deal.deliverables.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  No deliverables yet. Your manager adds them here.
                </p>
              ) : (
                <DeliverablesTable dealId={deal.id} items={deal.deliverables} manager={false} creator />
              )}
              {deal.deliverableCount > deal.deliverables.length && (
                <p className="text-sm text-muted-foreground">
                  Showing the first {deal.deliverables.length} of {deal.deliverableCount} by due date.
                </p>
              )}
            </section>
            <DealDocuments deal={{ id: deal.id, creator: { id: user.id, name: user.name } }} />
          </div>
        )}
      </article>
    </li>
  );
}

/** A page's deals by stage, in the pipeline's order (the server sorts them so). */
function byStage(items: CreatorDeal[]): [string, CreatorDeal[]][] {
  const groups = new Map<string, CreatorDeal[]>();
  for (const deal of items) groups.set(deal.stage, [...(groups.get(deal.stage) ?? []), deal]);
  return [...groups];
}

/** The creator's brand deals (issue 19): read-only but for marking a deliverable submitted; live. */
export function CreatorDealsPage() {
  const user = useCurrentUser();
  const [params, setParams] = useLiveSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const query = useCreatorDeals(page);
  useCreatorDealsLive(user.id);
  useStatementLive(user.id);
  const onPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set("page", String(next));
        else updated.delete("page");
        return updated;
      }),
    [setParams],
  );
  return (
    <div className="flex min-w-0 flex-col">
      <PageHeader
        title="Deals"
        description="Your brand deals: what each pays you, what you deliver and when, and the papers."
      />
      <ContractsToSign userId={user.id} area="creator" />
      {/* issue 38: what the agency owes the creator, month by month, and the payouts made */}
      <div className="mb-6">
        <StatementView query={{}} canPay={false} title="Your statement" />
      </div>
      <PagedList
        query={query}
        what="your deals"
        page={page}
        pageSize={PAGE_SIZE}
        onPage={onPage}
        pagerLabel="Deal pages"
        summary={(total) => (total === 1 ? "1 deal" : `${total} deals`)}
        pagerClassName="mt-6"
        isEmpty={(data) => data.items.length === 0}
        empty={{
          icon: Handshake,
          title: "No deals yet",
          description: "When your manager signs a brand for you, the deal shows up here.",
        }}
      >
        {(data) => (
          <div className="grid gap-6">
            {byStage(data.items).map(([stage, deals]) => (
              <section key={stage} aria-labelledby={`stage-${stage}`} className="grid gap-2">
                <h2 id={`stage-${stage}`} className="flex items-center gap-2 text-sm font-semibold">
                  <StatusBadge status={stage} />
                  <span className="text-muted-foreground tabular-nums">
                    {deals.length} {deals.length === 1 ? "deal" : "deals"}
                  </span>
                </h2>
                <ul aria-label={`Your deals: ${stage}`} className="grid gap-2">
                  {deals.map((deal) => (
                    <CreatorDealItem key={deal.id} deal={deal} />
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </PagedList>
    </div>
  );
}

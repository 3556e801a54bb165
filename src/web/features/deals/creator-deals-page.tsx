import { Handshake } from "lucide-react";
import { useCallback } from "react";
import { type CreatorDeal, formatMoney, formatRate } from "~/domain/deals";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { PagedList } from "~/web/components/paged-list";
import { useCurrentUser } from "~/web/components/session-guard";
import { StatusBadge } from "~/web/components/status-badge";
import { formatCalendarDate } from "~/web/lib/calendar-date";
import { useLiveSearchParams } from "~/web/lib/url-state";
import { DeliverablesTable } from "./deliverables-table";
import { DealDocuments } from "./documents-panel";
import { useCreatorDeals, useCreatorDealsLive } from "./work-api";

const PAGE_SIZE = 10;

/** One deal as its creator sees it: the money, the deliverables (first ones by due date), the documents. */
function CreatorDealItem({ deal }: { deal: CreatorDeal }) {
  const user = useCurrentUser();
  const headingId = `deal-${deal.id}-title`;
  const figures: [string, string][] = [
    ["Deal value", formatMoney(deal.valueMinor, deal.currency)],
    [
      "Agency commission",
      `${formatRate(deal.commissionBps)} · ${formatMoney(deal.commissionMinor, deal.currency)}`,
    ],
    ["Expected close", deal.expectedCloseDate ? formatCalendarDate(deal.expectedCloseDate) : "Not set"],
  ];
  const lost = deal.stage === "Lost";
  return (
    <li>
      <article aria-labelledby={headingId} className="grid gap-4 border-b pb-8" data-deal-id={deal.id}>
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground wrap-anywhere">{deal.brand.name}</p>
            <h2 id={headingId} className="text-lg font-semibold wrap-anywhere">
              {deal.title}
            </h2>
          </div>
          <StatusBadge status={deal.stage} />
        </header>
        <dl className="grid gap-3 sm:grid-cols-4">
          {/* a lost deal pays nothing: its payout is struck through and says so, not highlighted */}
          <div className={lost ? "rounded-lg border p-3" : "rounded-lg border bg-accent/40 p-3"}>
            <dt className="text-sm text-muted-foreground">Your payout</dt>
            <dd
              className={`text-xl font-semibold tabular-nums ${lost ? "text-muted-foreground" : ""}`}
              data-payout
            >
              {lost ? (
                <>
                  <s>{formatMoney(deal.payoutMinor, deal.currency)}</s>
                  <span className="block text-sm font-normal">Not paid: the deal was lost</span>
                </>
              ) : (
                formatMoney(deal.payoutMinor, deal.currency)
              )}
            </dd>
          </div>
          {figures.map(([label, value]) => (
            <div key={label} className="rounded-lg border p-3">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="font-medium tabular-nums wrap-anywhere">{value}</dd>
            </div>
          ))}
        </dl>
        <section aria-label={`Deliverables of ${deal.title}`} className="grid gap-2">
          <h3 className="text-base font-semibold">Deliverables</h3>
          {deal.deliverables.length === 0 ? (
            <p className="text-sm text-muted-foreground">No deliverables yet. Your manager adds them here.</p>
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
      </article>
    </li>
  );
}

/** The creator's brand deals (issue 19): read-only but for marking a deliverable submitted; live. */
export function CreatorDealsPage() {
  const user = useCurrentUser();
  const [params, setParams] = useLiveSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const query = useCreatorDeals(page);
  useCreatorDealsLive(user.id);
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
          <ul aria-label="Your deals" className="grid gap-8">
            {data.items.map((deal) => (
              <CreatorDealItem key={deal.id} deal={deal} />
            ))}
          </ul>
        )}
      </PagedList>
    </div>
  );
}

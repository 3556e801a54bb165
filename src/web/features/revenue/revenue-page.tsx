import { Download, HandCoins, Users } from "lucide-react";
import { Link } from "react-router";
import { businessHours } from "~/content/contact";
import { CURRENCIES, type RevenueSummary } from "~/domain/deals";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { DataList } from "~/web/components/data-list";
import { PagedList } from "~/web/components/paged-list";
import { QueryState } from "~/web/components/query-state";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { REVENUE_CREATORS_PAGE_SIZE, REVENUE_CSV_URL, useRevenue } from "~/web/features/revenue/api";
import { MoneyLoopCard } from "~/web/features/revenue/money-loop";
import {
  creatorColumns,
  FiguresSkeleton,
  HeadlineFigures,
  MonthsChart,
  PipelineByStage,
} from "~/web/features/revenue/revenue-figures";
import { useQueryState } from "~/web/lib/url-state";
import { cn } from "~/web/lib/utils";

/** One link a currency: the figures of each are apart (amounts of different currencies are never added). */
function CurrencySwitch({ summary }: { summary: RevenueSummary }) {
  const options = summary.currencies.some((c) => c.currency === summary.currency)
    ? summary.currencies
    : [{ currency: summary.currency }, ...summary.currencies];
  return (
    <nav aria-label="Currency" className="flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted-foreground">Currency</span>
      {options.map(({ currency }) => {
        const current = currency === summary.currency;
        return (
          <Link
            key={currency}
            to={{ search: `?currency=${currency}` }}
            replace
            preventScrollReset
            aria-current={current ? "page" : undefined}
            className={cn(
              "inline-flex h-8 min-w-12 items-center justify-center rounded-md border px-3 text-sm font-medium tabular-nums focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
              current ? "border-primary bg-accent text-accent-foreground" : "hover:bg-muted",
            )}
          >
            {currency}
          </Link>
        );
      })}
    </nav>
  );
}

/**
 * Money at a glance (issue 19, item 5; managers): pipeline, forecast, booked and paid, commission, per
 * creator, in one currency at a time (in the URL), live as deals change; everything exportable as CSV.
 */
export function RevenuePage() {
  const [params, update] = useQueryState();
  const asked = params.get("currency");
  const currency = CURRENCIES.includes(asked as never) ? (asked ?? undefined) : undefined;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const revenue = useRevenue(currency, page);

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Revenue"
        description="The pipeline, the forecast, booked and paid deals and the agency's commission, one currency at a time."
        action={
          <Button asChild>
            {/* a plain link: the browser downloads the file, scripts or not */}
            <a href={REVENUE_CSV_URL} download>
              <Download aria-hidden className="size-4" />
              Export CSV
            </a>
          </Button>
        }
      />
      <QueryState
        query={revenue}
        what="the revenue figures"
        skeleton={<FiguresSkeleton />}
        isEmpty={(summary) => summary.currencies.length === 0}
        empty={{
          icon: HandCoins,
          title: "No deals yet.",
          description: "The figures appear here as deals are added to the pipeline.",
          action: (
            <Button asChild variant="outline">
              <Link to="/talent-dashboard/deals">Open the pipeline</Link>
            </Button>
          ),
        }}
      >
        {(summary) => (
          <div className="grid gap-6">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <CurrencySwitch summary={summary} />
              <p className="text-sm text-muted-foreground">
                Amounts in {summary.currency}; months and years in {businessHours.timeZoneLabel}.
              </p>
            </div>
            <HeadlineFigures summary={summary} />
            <PipelineByStage summary={summary} />
            <MonthsChart summary={summary} timeZoneLabel={businessHours.timeZoneLabel} />
            <MoneyLoopCard currency={summary.currency} />
            <Card>
              <CardHeader>
                <CardTitle>
                  Creators
                  <span className="text-muted-foreground tabular-nums"> ({summary.creators.total})</span>
                </CardTitle>
                <CardDescription>
                  Booked deals of each creator, all time, the most booked first.
                </CardDescription>
              </CardHeader>
              <CardContent>
                <PagedList
                  page={page}
                  pageSize={REVENUE_CREATORS_PAGE_SIZE}
                  onPage={(next) => update({ page: next > 1 ? String(next) : undefined })}
                  pagerLabel="Creator pages"
                  pagerClassName="mt-4"
                  summary={(total) => `${total} creators`}
                  query={{ ...revenue, data: summary.creators, isError: false }}
                  what="the creators' totals"
                  isEmpty={(creators) => creators.items.length === 0}
                  empty={{ icon: Users, title: `No booked deals in ${summary.currency} yet.` }}
                >
                  {(creators) => (
                    <DataList
                      label="Creators' totals"
                      rows={creators.items}
                      rowKey={(c) => c.id}
                      columns={creatorColumns(summary.currency)}
                      tableFrom="56rem"
                    />
                  )}
                </PagedList>
              </CardContent>
            </Card>
          </div>
        )}
      </QueryState>
    </div>
  );
}

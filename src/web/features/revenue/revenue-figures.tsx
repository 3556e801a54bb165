import { Suspense } from "react";
import { formatMoney, type RevenueSummary } from "~/domain/deals";
import { type Column, DataList } from "~/web/components/data-list";
import { ChunkBoundary } from "~/web/components/load-failed";
import { Truncate } from "~/web/components/truncate";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { Skeleton } from "~/web/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/web/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/web/components/ui/tabs";
import { lazyWithRetry } from "~/web/lib/chunk-load";
import { formatMonth } from "./format";

/* The revenue page's sections, each of one currency's figures (the page composes them with the URL state). */

// Its code loads with the chart (ADR 017): if it cannot, the chart's place says so and the page stays.
const RevenueChart = lazyWithRetry(() => import("./revenue-chart"));

type Stage = RevenueSummary["stages"][number];
type Creator = RevenueSummary["creators"]["items"][number];

function Figure({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="grid min-w-0 content-start gap-1 rounded-lg border p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums wrap-anywhere">{value}</dd>
      {detail && <dd className="text-xs text-muted-foreground">{detail}</dd>}
    </div>
  );
}

/** Pipeline, weighted forecast, this year's booked and paid value, and the agency's commission. */
export function HeadlineFigures({ summary }: { summary: RevenueSummary }) {
  const { totals, currency, year } = summary;
  const money = (minor: string) => formatMoney(minor, currency);
  const deals = (n: number) => `${n.toLocaleString("en-US")} open ${n === 1 ? "deal" : "deals"}`;
  return (
    <section aria-label="Headline figures">
      <dl className="grid gap-3 [grid-template-columns:repeat(auto-fit,minmax(min(100%,13rem),1fr))]">
        <Figure label="Pipeline" value={money(totals.pipelineMinor)} detail={deals(totals.openDeals)} />
        <Figure
          label="Weighted forecast"
          value={money(totals.weightedMinor)}
          detail="Each open deal × its stage's chance"
        />
        <Figure
          label={`Booked in ${year}`}
          value={money(totals.bookedThisYearMinor)}
          detail="Contracted or later"
        />
        <Figure label={`Paid in ${year}`} value={money(totals.paidThisYearMinor)} />
        <Figure
          label={`Commission earned in ${year}`}
          value={money(totals.commissionEarnedThisYearMinor)}
          detail={`All time: ${money(totals.commissionEarnedMinor)} earned, ${money(totals.commissionBookedMinor)} booked`}
        />
      </dl>
    </section>
  );
}

export function PipelineByStage({ summary }: { summary: RevenueSummary }) {
  const money = (minor: string) => formatMoney(minor, summary.currency);
  const columns: Column<Stage>[] = [
    { header: "Stage", cell: (s) => <span className="font-medium">{s.stage}</span> },
    { header: "Chance", cell: (s) => `${s.probability}%`, className: "text-right tabular-nums" },
    { header: "Deals", cell: (s) => s.deals.toLocaleString("en-US"), className: "text-right tabular-nums" },
    { header: "Value", cell: (s) => money(s.valueMinor), className: "text-right tabular-nums" },
    { header: "Weighted", cell: (s) => money(s.weightedMinor), className: "text-right tabular-nums" },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pipeline by stage</CardTitle>
        <CardDescription>Open deals, from first contact to invoiced.</CardDescription>
      </CardHeader>
      <CardContent>
        <DataList
          label="Pipeline by stage"
          rows={summary.stages}
          rowKey={(s) => s.stage}
          columns={columns}
          tableFrom="36rem"
        />
      </CardContent>
    </Card>
  );
}

/** Booked against paid for the 12 months, as a chart and as a table (for those who do not read charts). */
export function MonthsChart({ summary, timeZoneLabel }: { summary: RevenueSummary; timeZoneLabel: string }) {
  const money = (minor: string) => formatMoney(minor, summary.currency);
  const first = summary.months[0]?.month;
  const last = summary.months.at(-1)?.month;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Booked and paid, last 12 months</CardTitle>
        <CardDescription>
          Booked in the month a deal was contracted, paid in the month it was paid; months in {timeZoneLabel}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="chart">
          <TabsList aria-label="Show the months as">
            <TabsTrigger value="chart">Chart</TabsTrigger>
            <TabsTrigger value="table">Table</TabsTrigger>
          </TabsList>
          <TabsContent value="chart" className="mt-4">
            <figure
              aria-label={`Booked and paid by month${first && last ? `, ${formatMonth(first)} to ${formatMonth(last)}` : ""}; the Table tab lists them`}
            >
              <ChunkBoundary>
                <Suspense fallback={<Skeleton className="h-72 w-full" />}>
                  <RevenueChart summary={summary} />
                </Suspense>
              </ChunkBoundary>
            </figure>
          </TabsContent>
          <TabsContent value="table" className="mt-4">
            <Table aria-label="Booked and paid by month">
              <TableHeader>
                <TableRow>
                  <TableHead>Month</TableHead>
                  <TableHead className="text-right">Booked</TableHead>
                  <TableHead className="text-right">Paid</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {[...summary.months].reverse().map((m) => (
                  <TableRow key={m.month}>
                    <TableCell className="whitespace-nowrap">{formatMonth(m.month)}</TableCell>
                    <TableCell className="text-right tabular-nums">{money(m.bookedMinor)}</TableCell>
                    <TableCell className="text-right tabular-nums">{money(m.paidMinor)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}

export function creatorColumns(currency: string): Column<Creator>[] {
  const money = (minor: string) => formatMoney(minor, currency);
  const amount = (header: string, of: (c: Creator) => string): Column<Creator> => ({
    header,
    cell: (c) => money(of(c)),
    className: "text-right tabular-nums",
  });
  return [
    {
      header: "Creator",
      cell: (c) => <Truncate text={c.name} className="font-medium @4xl:max-w-[14rem]" />,
    },
    {
      header: "Booked deals",
      cell: (c) => c.bookedDeals.toLocaleString("en-US"),
      className: "text-right tabular-nums",
    },
    amount("Booked", (c) => c.bookedMinor),
    amount("Paid", (c) => c.paidMinor),
    amount("Commission earned", (c) => c.commissionEarnedMinor),
    amount("Creator payout", (c) => c.payoutMinor),
  ];
}

export function FiguresSkeleton() {
  return (
    <div className="grid gap-6" aria-hidden>
      <div className="grid gap-3 [grid-template-columns:repeat(auto-fit,minmax(min(100%,13rem),1fr))]">
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-64 w-full" />
      <Skeleton className="h-80 w-full" />
    </div>
  );
}

import { BarChart3, Upload } from "lucide-react";
import { Suspense, useState } from "react";
import { Link } from "react-router";
import {
  BUCKET_LABEL,
  BUCKETS,
  type Bucket,
  type Channel,
  type Chart,
  PERIOD_LABEL,
  PERIODS,
  type Period,
} from "~/domain/performance";
import { ChunkBoundary } from "~/web/components/load-failed";
import { QueryState } from "~/web/components/query-state";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/web/components/ui/card";
import { Skeleton } from "~/web/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/web/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/web/components/ui/tabs";
import { lazyWithRetry } from "~/web/lib/chunk-load";
import { useQueryState } from "~/web/lib/url-state";
import { cn } from "~/web/lib/utils";
import { type ChartSource, useChart } from "./api";
import { ChangeText } from "./change-text";
import { changeOf, formatBucket, formatCount, formatDay, formatHours, formatSigned } from "./format";
import type { ChartMetric } from "./performance-chart";
import { SelectField } from "./select-field";

// Its code loads with the chart (ADR 017): if it cannot, the chart's place says so and the page stays.
const PerformanceChart = lazyWithRetry(() => import("./performance-chart"));

const METRIC_TILES: { metric: ChartMetric; label: string; format: (value: number) => string }[] = [
  { metric: "views", label: "Views", format: formatCount },
  { metric: "watchHours", label: "Watch time (hours)", format: formatHours },
  { metric: "netSubscribers", label: "Net subscribers", format: formatSigned },
];

const pick = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/**
 * Views, watch time and net subscribers over a period, by day, week or month, with the change against the
 * period before: three figures that pick the chart's metric, the chart, and the same figures as a table.
 * The period, grouping and channel live in the URL query, so a reload or a shared link shows the same.
 */
export function PerformanceView({
  source,
  channels,
  emptyAction,
}: {
  source: ChartSource;
  channels: readonly Channel[];
  /** What fills an empty chart (the creator's Import button); managers have none. */
  emptyAction?: React.ReactNode;
}) {
  const [params, update] = useQueryState();
  const period = pick<Period>(params.get("period"), PERIODS, "28");
  const bucket = pick<Bucket>(params.get("bucket"), BUCKETS, "day");
  const channelParam = params.get("channel");
  const channelId = channels.some((c) => c.id === channelParam) ? (channelParam ?? undefined) : undefined;
  const [metric, setMetric] = useState<ChartMetric>("views");
  const chart = useChart(source, period, bucket, channelId);

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-4 space-y-0">
        <CardTitle>Channel performance</CardTitle>
        <div className="flex max-w-full min-w-0 flex-wrap items-end gap-3">
          {channels.length > 1 && (
            <SelectField
              id="performance-channel"
              label="Channel"
              value={channelId ?? ""}
              options={[
                { value: "", label: "All channels" },
                ...channels.map((c) => ({ value: c.id, label: c.name })),
              ]}
              onChange={(value) => update({ channel: value || undefined })}
            />
          )}
          <SelectField
            id="performance-period"
            label="Period"
            value={period}
            options={PERIODS.map((value) => ({ value, label: PERIOD_LABEL[value] }))}
            onChange={(value) => update({ period: value === "28" ? undefined : value })}
          />
          <SelectField
            id="performance-bucket"
            label="Group"
            value={bucket}
            options={BUCKETS.map((value) => ({ value, label: BUCKET_LABEL[value] }))}
            onChange={(value) => update({ bucket: value === "day" ? undefined : value })}
          />
        </div>
      </CardHeader>
      <CardContent>
        <QueryState
          query={chart}
          what="the performance figures"
          skeleton={<ChartSkeleton />}
          isEmpty={(data) => !data.hasData}
          empty={{
            icon: BarChart3,
            title:
              period === "all"
                ? "No figures yet."
                : `No figures for the ${PERIOD_LABEL[period].toLowerCase()}.`,
            description: emptyAction
              ? "Import your channel's analytics export (a CSV file) to see how it grows."
              : "This creator has not imported figures for this period.",
            action: emptyAction,
          }}
        >
          {(data) => <ChartBody chart={data} metric={metric} onMetric={setMetric} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function ChartBody({
  chart,
  metric,
  onMetric,
}: {
  chart: Chart;
  metric: ChartMetric;
  onMetric: (metric: ChartMetric) => void;
}) {
  const against = chart.period === "all" ? null : `vs the ${chart.period} days before`;
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">
        {chart.from ? `${formatDay(chart.from)} – ${formatDay(chart.to)}` : "No figures yet"}
        {against && <> · changes {against}</>}
      </p>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="sr-only">Figure shown in the chart</legend>
        {METRIC_TILES.map((tile) => {
          const total = chart.totals[tile.metric];
          const change = chart.previous
            ? changeOf(total, chart.previous[tile.metric], {
                days: chart.totals.days,
                previousDays: chart.previous.days,
              })
            : null;
          const selected = tile.metric === metric;
          return (
            <button
              key={tile.metric}
              type="button"
              aria-pressed={selected}
              onClick={() => onMetric(tile.metric)}
              className={cn(
                "grid gap-1 rounded-lg border p-4 text-left transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
                selected ? "border-primary bg-accent" : "hover:bg-muted/50",
              )}
            >
              <span className="text-sm text-muted-foreground">{tile.label}</span>
              <span className="text-2xl font-semibold tabular-nums">{tile.format(total)}</span>
              {change && <ChangeText change={change} />}
            </button>
          );
        })}
      </fieldset>
      <Tabs defaultValue="chart">
        <TabsList aria-label="Show the figures as">
          <TabsTrigger value="chart">Chart</TabsTrigger>
          <TabsTrigger value="table">Table</TabsTrigger>
        </TabsList>
        <TabsContent value="chart" className="mt-4">
          <figure
            aria-label={`${METRIC_TILES.find((t) => t.metric === metric)?.label} ${BUCKET_LABEL[chart.bucket].toLowerCase()}, ${chart.points.length} points; the Table tab lists them`}
          >
            <ChunkBoundary>
              <Suspense fallback={<Skeleton className="h-72 w-full" />}>
                <PerformanceChart chart={chart} metric={metric} />
              </Suspense>
            </ChunkBoundary>
          </figure>
        </TabsContent>
        <TabsContent value="table" className="mt-4">
          <FiguresTable chart={chart} />
        </TabsContent>
      </Tabs>
    </div>
  );
}

/** The chart's figures as a table, newest first (for people who do not read charts, and screen readers). */
function FiguresTable({ chart }: { chart: Chart }) {
  const rows = [...chart.points].reverse();
  return (
    // a scrolling box that keyboard users can reach and scroll (axe: scrollable-region-focusable)
    <section
      aria-label="Figures by period, scrollable"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard
      tabIndex={0}
      className="max-h-[28rem] overflow-auto rounded-md border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <Table aria-label="Figures by period">
        <TableHeader>
          <TableRow>
            <TableHead>
              {chart.bucket === "day" ? "Day" : chart.bucket === "week" ? "Week" : "Month"}
            </TableHead>
            <TableHead className="text-right">Views</TableHead>
            <TableHead className="text-right">Watch time (hours)</TableHead>
            <TableHead className="text-right">Net subscribers</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((point) => (
            <TableRow key={point.date}>
              <TableCell className="whitespace-nowrap">{formatBucket(point.date, chart.bucket)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatCount(point.views)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatHours(point.watchHours)}</TableCell>
              <TableCell className="text-right tabular-nums">{formatSigned(point.netSubscribers)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </section>
  );
}

function ChartSkeleton() {
  return (
    <div className="grid gap-6">
      <div className="grid gap-3 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-72 w-full" />
    </div>
  );
}

/**
 * The Import button of an empty chart: to the import section of the creator's page. Outlined: the import
 * card's own button is the page's filled one.
 */
export function ImportLink() {
  return (
    <Button asChild variant="outline">
      <Link to="#import">
        <Upload aria-hidden className="size-4" />
        Import a CSV
      </Link>
    </Button>
  );
}

import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { Bucket, Chart } from "~/domain/performance";
import { chartTick, chartTooltipStyle } from "~/web/components/chart-theme";
import { formatBucket, formatCompact, formatCount, formatDay, formatHours, formatSigned } from "./format";

/*
 * The chart itself: recharts, loaded only with the performance pages (this module is imported lazily), so
 * the public pages and the rest of the dashboard never download it.
 */

export type ChartMetric = "views" | "watchHours" | "netSubscribers";

const LABEL: Record<ChartMetric, string> = {
  views: "Views",
  watchHours: "Watch time (hours)",
  netSubscribers: "Net subscribers",
};

const format: Record<ChartMetric, (value: number) => string> = {
  views: formatCount,
  watchHours: formatHours,
  netSubscribers: formatSigned,
};

function axisDate(day: string, bucket: Bucket) {
  if (bucket === "month") return formatDay(day, { day: undefined, year: "2-digit" });
  return formatDay(day, { year: undefined });
}

export default function PerformanceChart({ chart, metric }: { chart: Chart; metric: ChartMetric }) {
  const data = chart.points;
  const common = {
    data,
    margin: { top: 8, right: 8, bottom: 0, left: 0 },
  };
  const axes = (
    <>
      <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-border)" />
      <XAxis
        dataKey="date"
        tickFormatter={(day: string) => axisDate(day, chart.bucket)}
        tick={chartTick}
        tickLine={false}
        axisLine={false}
        minTickGap={24}
      />
      <YAxis
        tickFormatter={(value: number) => formatCompact(value)}
        tick={chartTick}
        tickLine={false}
        axisLine={false}
        width={48}
        allowDecimals={metric === "watchHours"}
      />
      <Tooltip
        labelFormatter={(day) => formatBucket(String(day), chart.bucket)}
        formatter={(value) => [format[metric](Number(value)), LABEL[metric]]}
        contentStyle={chartTooltipStyle}
      />
    </>
  );
  return (
    <ResponsiveContainer width="100%" height={288}>
      {metric === "netSubscribers" ? (
        <BarChart {...common}>
          {axes}
          <ReferenceLine y={0} stroke="var(--color-border)" />
          <Bar dataKey={metric} name={LABEL[metric]} fill="var(--color-primary)" radius={[3, 3, 0, 0]} />
        </BarChart>
      ) : (
        <AreaChart {...common}>
          {axes}
          <Area
            type="monotone"
            dataKey={metric}
            name={LABEL[metric]}
            stroke="var(--color-primary)"
            strokeWidth={2}
            fill="var(--color-primary)"
            fillOpacity={0.12}
            isAnimationActive={false}
          />
        </AreaChart>
      )}
    </ResponsiveContainer>
  );
}

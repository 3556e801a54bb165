import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney, type RevenueSummary } from "~/domain/deals";
import { chartTick, chartTooltipStyle } from "~/web/components/chart-theme";
import { formatMoneyCompact, formatMonth } from "./format";

/*
 * The 12 months of booked and paid value: recharts, the library the performance pages already load; this
 * module is imported lazily, so only the revenue page downloads it.
 */

const LABEL = { bookedMinor: "Booked", paidMinor: "Paid" } as const;

type Month = RevenueSummary["months"][number];

export default function RevenueChart({ summary }: { summary: RevenueSummary }) {
  const { currency } = summary;
  // the bars' heights are numbers (a float is exact enough for a height); the tooltip shows the exact string
  const data = summary.months.map((m) => ({
    ...m,
    booked: Number(m.bookedMinor),
    paid: Number(m.paidMinor),
  }));
  const exact = (key: unknown, month: Month) => (key === "paid" ? month.paidMinor : month.bookedMinor);
  return (
    <ResponsiveContainer width="100%" height={288}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-border)" />
        <XAxis
          dataKey="month"
          tickFormatter={(month: string) => formatMonth(month, "short")}
          tick={chartTick}
          tickLine={false}
          axisLine={false}
          minTickGap={8}
        />
        <YAxis
          tickFormatter={(minor: number) => formatMoneyCompact(minor, currency)}
          tick={chartTick}
          tickLine={false}
          axisLine={false}
          width={64}
          allowDecimals={false}
        />
        <Tooltip
          labelFormatter={(month) => formatMonth(String(month))}
          formatter={(_value, name, item) => [
            formatMoney(exact(item.dataKey, item.payload as Month), currency),
            String(name),
          ]}
          contentStyle={chartTooltipStyle}
        />
        <Legend />
        <Bar
          dataKey="booked"
          name={LABEL.bookedMinor}
          fill="var(--color-primary)"
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
        <Bar
          dataKey="paid"
          name={LABEL.paidMinor}
          fill="#16a34a"
          radius={[3, 3, 0, 0]}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}

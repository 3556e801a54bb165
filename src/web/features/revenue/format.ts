import { moneyInputValue } from "~/domain/deals";

/** "$1.2M", "¥5K": an amount of minor units, short, for a chart's axis (formatted from the exact decimal). */
export const formatMoneyCompact = (minor: number, currency: string) =>
  new Intl.NumberFormat("en-US", {
    style: "currency",
    currency,
    notation: "compact",
    maximumFractionDigits: 1,
  }).format(moneyInputValue(minor, currency) as unknown as number);

/** "November 2026" of "2026-11". */
export function formatMonth(month: string, style: "long" | "short" = "long") {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat("en-US", {
    month: style,
    year: style === "long" ? "numeric" : "2-digit",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, monthNumber - 1, 15)));
}

import { formatDay } from "~/domain/clock";
import { changePercent, comparable, formatChange, NOT_ENOUGH_DATA } from "~/domain/performance";

const compact = new Intl.NumberFormat("en-US", { notation: "compact", maximumFractionDigits: 1 });

/** The figures' numbers (shared with the public documents, which load nothing else of this feature). */
export { formatCount, formatHours, formatSigned } from "~/web/lib/figures";
/** A count on an axis: "12.3K". */
export const formatCompact = (value: number) => compact.format(value);

/** A day as "Nov 22, 2026" (the figures are per calendar day; shared with the server's notices). */
export { formatDay };

/** How a point's date reads for its bucket: a day, "Week of Nov 16, 2026", or "Nov 2026". */
export function formatBucket(day: string, bucket: "day" | "week" | "month") {
  if (bucket === "month") return formatDay(day, { day: undefined });
  if (bucket === "week") return `Week of ${formatDay(day)}`;
  return formatDay(day);
}

export interface Change {
  text: string;
  direction: "up" | "down" | "flat" | "none";
}

/**
 * The change of a figure against the previous period, in words and a direction; "not enough data to
 * compare" when the previous period has figures but on too few days, or too many, against this one's.
 */
export function changeOf(
  current: number,
  previous: number | null | undefined,
  coverage: { days: number; previousDays: number },
): Change {
  if (coverage.previousDays > 0 && !comparable(coverage.days, coverage.previousDays))
    return { text: NOT_ENOUGH_DATA, direction: "none" };
  const percent = changePercent(current, previous);
  if (percent === null) {
    if (previous === 0 && current !== 0)
      return { text: "new activity", direction: current > 0 ? "up" : "down" };
    return { text: formatChange(null), direction: "none" };
  }
  const text = formatChange(percent);
  return { text, direction: text === "no change" ? "flat" : percent > 0 ? "up" : "down" };
}

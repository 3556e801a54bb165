import { formatDate } from "./dates";

/** A `YYYY-MM-DD` calendar date as "Nov 22, 2026", read in the local time zone (not shifted by UTC). */
export function formatCalendarDate(value: string): string {
  const [y, m, d] = value.split("-").map(Number);
  return formatDate(new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1));
}

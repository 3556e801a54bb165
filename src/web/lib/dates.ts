/* How the app writes dates and times (ui-guide): absolute dates as "Nov 22, 2026", recent moments relative
   ("5 min ago") with the exact time available. English, like the rest of the product's words. */

const dateFormat = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
const dateTimeFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

/** "Nov 22, 2026". */
export function formatDate(value: Date | string | number): string {
  return dateFormat.format(toDate(value));
}

/** "Nov 22, 2026, 3:04 PM UTC": the exact moment, time zone named. */
export function formatDateTime(value: Date | string | number): string {
  return dateTimeFormat.format(toDate(value));
}

/** "Dec 1, 2026, 3:00 – 3:30 PM GMT+1": a meeting's start and end, time zone named once. */
export function formatDateTimeRange(start: Date | string | number, end: Date | string | number): string {
  return dateTimeFormat.formatRange(toDate(start), toDate(end));
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;

/** How long since `value`: "under a minute", "5 min", "3 hours", "2 days". */
export function formatElapsed(value: Date | string | number, now: Date | number = Date.now()): string {
  const span = Math.max(0, toDate(now).getTime() - toDate(value).getTime());
  if (span < MINUTE) return "under a minute";
  if (span < HOUR) return `${Math.floor(span / MINUTE)} min`;
  if (span < DAY) return plural(Math.floor(span / HOUR), "hour");
  return plural(Math.floor(span / DAY), "day");
}

/**
 * "just now", "5 min ago", "3 hours ago", "yesterday", "4 days ago"; past a week, the date itself.
 * Future moments read "in 5 min", "in 3 hours", "tomorrow", "in 4 days".
 */
export function formatRelative(value: Date | string | number, now: Date | number = Date.now()): string {
  const diff = toDate(value).getTime() - toDate(now).getTime();
  const ago = diff <= 0;
  const span = Math.abs(diff);
  const say = (text: string) => (ago ? `${text} ago` : `in ${text}`);
  if (span < MINUTE) return "just now";
  if (span < HOUR) return say(`${Math.floor(span / MINUTE)} min`);
  if (span < DAY) return say(plural(Math.floor(span / HOUR), "hour"));
  const days = Math.floor(span / DAY);
  if (days === 1) return ago ? "yesterday" : "tomorrow";
  if (days < 7) return say(plural(days, "day"));
  return formatDate(value);
}

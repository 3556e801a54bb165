/*
 * The one clock (issue 33): which time zones exist, the agency's own, and what date it is in one of them.
 * Every "today" of the product comes from here: a deal's overdue deliverables and the revenue's months count
 * in the agency's calendar (`AGENCY_TIME_ZONE`), the performance charts in UTC days (the platforms' exports
 * are UTC days), a booking in the manager's and the visitor's zones.
 */

/**
 * The agency's time zone: its business hours (content/contact.ts), the deadlines agreed with brands, the
 * months of its revenue. US Eastern; the server's own zone (often UTC) never decides a date.
 */
export const AGENCY_TIME_ZONE = "America/New_York";

let zones: Set<string> | undefined;
/**
 * Whether `zone` is an IANA time zone this runtime knows ("Europe/Lisbon"): one of
 * `Intl.supportedValuesOf("timeZone")`, or a name the runtime accepts that is not in that list because the
 * list gives another name for it (Node and Chromium list Asia/Calcutta, not Asia/Kolkata; "Etc/GMT+5" and
 * "GMT+0" are links). Offsets such as "+05:30" are not zones.
 */
export function isTimeZone(zone: string): boolean {
  zones ??= new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]);
  if (zones.has(zone)) return true;
  if (zone.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// one formatter a zone: building one costs far more than formatting with it
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date in `zone` at the instant `at` (now by default), as YYYY-MM-DD. */
export function dateIn(zone: string, at: Date = new Date()): string {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    formatters.set(zone, format);
  }
  return format.format(at);
}

/** Today on the agency's calendar ("2026-11-24"), as the server's clock says it. */
export const agencyDateNow = (at: Date = new Date()) => dateIn(AGENCY_TIME_ZONE, at);

/** Today's date in UTC, as YYYY-MM-DD: the last day of every performance period. */
export const todayUtc = (at: Date = new Date()) => at.toISOString().slice(0, 10);

/** The calendar date `day` (YYYY-MM-DD) shifted by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The business day (Monday to Friday) `days` business days after the calendar day `day` (YYYY-MM-DD);
 * before it when `days` is negative.
 */
export function addBusinessDays(day: string, days: number): string {
  const step = days < 0 ? -1 : 1;
  let at = day;
  for (let left = Math.abs(days); left > 0; ) {
    at = addDays(at, step);
    const weekday = new Date(`${at}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return at;
}

/** A calendar day (`YYYY-MM-DD`) as people read it: "Jan 15, 2030" (the day itself, in no time zone). */
export function formatDay(day: string, options: Intl.DateTimeFormatOptions = {}) {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
    ...options,
  });
}

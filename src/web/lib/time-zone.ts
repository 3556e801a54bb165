/* Times are stored in UTC and shown in the viewer's own time zone, with the zone named (ui-guide). */

/** The viewer's IANA time zone, e.g. "Europe/Berlin". */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";

/** The value of a `datetime-local` input for a UTC ISO time, in the viewer's zone ("2026-12-01T15:00"). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value, read in the viewer's zone, as a UTC ISO time; empty gives null. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

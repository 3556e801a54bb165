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

/** "2026-12-01": the calendar day of a moment in a zone. */
export function dayKeyIn(zone: string): (at: Date) => string {
  const format = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  });
  return (at) => format.format(at);
}

/** The offset of a zone now, as people read it: "GMT+5:30", "GMT-5", "GMT". */
function zoneOffset(zone: string, at = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    timeZoneName: "shortOffset",
  }).formatToParts(at);
  return parts.find((part) => part.type === "timeZoneName")?.value ?? "GMT";
}

/** The zone's place: its city ("Kolkata", "New York") and, where the browser has one, its name ("India Standard Time"). */
function zonePlace(zone: string): { city: string; name: string | null } {
  const city = (zone.split("/").pop() ?? zone).replaceAll("_", " ");
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "longGeneric" })
      .formatToParts(new Date())
      .find((part) => part.type === "timeZoneName")?.value ?? null;
  // a zone without a name of its own reads as its offset ("GMT+03:00"): say nothing more than the offset
  return { city, name: name && !/^GMT/.test(name) ? name : null };
}

/** "Kolkata, GMT+5:30 (India Standard Time)": a zone as a place and its offset (the name last: it may be cut). */
export function zoneLabel(zone: string): string {
  const { city, name } = zonePlace(zone);
  return `${city}, ${zoneOffset(zone)}${name ? ` (${name})` : ""}`;
}

/** Every zone the browser knows (and `current`), by city: a select's options. */
export function zoneChoices(current: string): { zone: string; label: string }[] {
  const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  const zones = new Set([...known, current]);
  return [...zones]
    .map((zone) => ({ zone, label: zoneLabel(zone) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

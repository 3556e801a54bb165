// placeholder for the availability branch; replaced at merge
// (the booking branch needs the contract of src/domain/slots.ts to build against; the availability branch's
// own file, property-tested over time zones, takes its place)

export interface Availability {
  timeZone: string;
  weekly: { weekday: number; start: string; end: string }[];
  overrides: { date: string; ranges: { start: string; end: string }[] }[];
  lengths: number[];
  bufferMinutes: number;
  minNoticeMinutes: number;
}
export interface Busy {
  start: Date;
  end: Date;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function wallClock(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { y: get("year"), m: get("month"), d: get("day"), h: get("hour"), min: get("minute") };
}

const offsetAt = (t: number, timeZone: string) => {
  const w = wallClock(new Date(t), timeZone);
  return Date.UTC(w.y, w.m - 1, w.d, w.h, w.min) - Math.floor(t / MINUTE) * MINUTE;
};

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The UTC moment of a wall-clock time on a date in a zone. */
function zoned(date: string, minutes: number, timeZone: string): number {
  const [y, m, d] = date.split("-").map(Number);
  const guess = Date.UTC(y!, m! - 1, d!, 0, minutes);
  const first = guess - offsetAt(guess, timeZone);
  return guess - offsetAt(first, timeZone);
}

const dateOf = (t: number, timeZone: string) => {
  const w = wallClock(new Date(t), timeZone);
  return `${w.y}-${String(w.m).padStart(2, "0")}-${String(w.d).padStart(2, "0")}`;
};

function rangesOn(a: Availability, date: string) {
  const override = a.overrides.find((o) => o.date === date);
  if (override) return override.ranges;
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return a.weekly.filter((w) => w.weekday === weekday);
}

export function isBookable(a: Availability, busy: Busy[], slot: { start: Date; end: Date }, now: Date) {
  const start = slot.start.getTime();
  const end = slot.end.getTime();
  if (!a.lengths.includes((end - start) / MINUTE)) return false;
  if (start < now.getTime() + a.minNoticeMinutes * MINUTE) return false;
  const date = dateOf(start, a.timeZone);
  const inHours = rangesOn(a, date).some(
    (r) =>
      zoned(date, minutesOf(r.start), a.timeZone) <= start &&
      end <= zoned(date, minutesOf(r.end), a.timeZone),
  );
  if (!inHours) return false;
  const buffer = a.bufferMinutes * MINUTE;
  return !busy.some((b) => b.start.getTime() < end + buffer && b.end.getTime() > start - buffer);
}

export function freeSlots(
  a: Availability,
  busy: Busy[],
  opts: { from: Date; to: Date; length: number; now: Date; step?: number },
): { start: Date; end: Date }[] {
  const step = (opts.step ?? opts.length) * MINUTE;
  const slots: { start: Date; end: Date }[] = [];
  const seen = new Set<string>();
  for (let t = opts.from.getTime() - DAY; t <= opts.to.getTime() + DAY; t += DAY) {
    const date = dateOf(t, a.timeZone);
    if (seen.has(date)) continue;
    seen.add(date);
    for (const r of rangesOn(a, date)) {
      const rangeEnd = zoned(date, minutesOf(r.end), a.timeZone);
      for (
        let s = zoned(date, minutesOf(r.start), a.timeZone);
        s + opts.length * MINUTE <= rangeEnd;
        s += step
      ) {
        const slot = { start: new Date(s), end: new Date(s + opts.length * MINUTE) };
        if (s < opts.from.getTime() || slot.end > opts.to) continue;
        if (isBookable(a, busy, slot, opts.now)) slots.push(slot);
      }
    }
  }
  return slots.sort((x, y) => x.start.getTime() - y.start.getTime());
}

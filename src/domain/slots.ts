/*
 * A manager's free meeting times (issue 20): the weekly hours and date overrides of their availability, on the
 * wall clock of their own time zone, minus the busy meetings widened by the buffer on both sides, minus the
 * minimum notice. Pure: the server computes the slots, the booking checks one with `isBookable`.
 *
 * - Slots start on the local grid: every `step` minutes from local midnight (default 15, so that a meeting
 *   can start a quarter of an hour after a buffer ends whatever its length). Steps should be multiples of 15:
 *   `isBookable` accepts starts on the 15-minute grid.
 * - A slot lies wholly inside one working range of its local day: its start and its real end (start plus the
 *   length in real minutes) both read, on the local clock, within the range and on that day.
 * - Across daylight-saving changes: a local time that does not exist (the spring-forward gap) gives no slot; one
 *   that happens twice (fall back) gives each real instant once.
 * - Only slots starting in [from, to), at least `minNoticeMinutes` after `now` and within `horizonDays` of it
 *   (the bookable window); sorted, without duplicates.
 * - A length that the availability does not offer gives no slot.
 */

export interface Availability {
  timeZone: string;
  weekly: { weekday: number; start: string; end: string }[];
  overrides: { date: string; ranges: { start: string; end: string }[] }[];
  lengths: number[];
  bufferMinutes: number;
  minNoticeMinutes: number;
  /** the bookable window: only slots starting within this many days of `now` (none: no limit) */
  horizonDays?: number;
}
export interface Busy {
  start: Date;
  end: Date;
}
interface Slot {
  start: Date;
  end: Date;
}

const DEFAULT_STEP = 15;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const HOUR = 60 * MINUTE;

/** Minutes since local midnight of "HH:MM" ("24:00" is the end of the day). */
function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock of `timeZone` at instant `t`, as milliseconds of a UTC date with the same fields. */
export function wallOf(timeZone: string, t: number): number {
  const parts: Record<string, number> = {};
  for (const p of formatterOf(timeZone).formatToParts(t)) parts[p.type] = Number(p.value);
  // setUTCFullYear, not Date.UTC, which reads the years 0 to 99 as 1900 to 1999
  const wall = new Date(0);
  wall.setUTCFullYear(parts.year ?? 1970, (parts.month ?? 1) - 1, parts.day ?? 1);
  wall.setUTCHours(parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0, 0);
  return wall.getTime() + (((t % 1000) + 1000) % 1000);
}

/** The offset of `timeZone` from UTC at instant `t`, in milliseconds. */
const offsetAt = (timeZone: string, t: number) => wallOf(timeZone, t) - t;

/*
 * The offsets read around each local day are the same for every request (the instants are fixed by the
 * date), and reading one through Intl costs microseconds: they are kept, a bounded number of them.
 */
const dayOffsets = new Map<string, number>();
function cachedOffsetAt(timeZone: string, t: number) {
  const key = `${timeZone} ${t}`;
  let offset = dayOffsets.get(key);
  if (offset === undefined) {
    offset = offsetAt(timeZone, t);
    if (dayOffsets.size >= 20_000) dayOffsets.clear();
    dayOffsets.set(key, offset);
  }
  return offset;
}

/** "YYYY-MM-DD" of a wall-clock day (milliseconds of its midnight as if UTC). */
const dateKey = (wallMidnight: number) => new Date(wallMidnight).toISOString().slice(0, 10);

/**
 * The real instants of the wall time `wall` in a day whose offsets are `offsets` (one, or the two around a
 * change): none in a gap, two when the clock goes back, else one.
 */
function instantsOf(timeZone: string, wall: number, offsets: readonly number[]): number[] {
  if (offsets.length === 1) return [wall - (offsets[0] ?? 0)];
  const found: number[] = [];
  for (const offset of offsets) {
    const t = wall - offset;
    if (offsetAt(timeZone, t) === offset && !found.includes(t)) found.push(t);
  }
  return found.sort((x, y) => x - y);
}

/** The working ranges of one local day, in minutes, sorted: the date's override, else the weekday's hours. */
function rangesOf(a: Availability, overrides: Map<string, Availability["overrides"][number]>, day: number) {
  const override = overrides.get(dateKey(day));
  const weekday = new Date(day).getUTCDay();
  const ranges = override ? override.ranges : a.weekly.filter((r) => r.weekday === weekday);
  return ranges
    .map((r) => ({ start: minutesOf(r.start), end: minutesOf(r.end) }))
    .filter((r) => r.end > r.start)
    .sort((x, y) => x.start - y.start);
}

/** The busy intervals widened by `buffer` on both sides, merged and sorted. */
function blocked(busy: readonly Busy[], buffer: number): [number, number][] {
  const spans = busy
    .map((b): [number, number] => [b.start.getTime() - buffer * MINUTE, b.end.getTime() + buffer * MINUTE])
    .filter(([s, e]) => e > s)
    .sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push(span);
  }
  return merged;
}

/** Whether [start, end) meets a blocked span (binary search over the merged spans). */
function overlaps(spans: readonly [number, number][], start: number, end: number): boolean {
  let lo = 0;
  let hi = spans.length;
  // the first span that ends after `start`
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((spans[mid]?.[1] ?? 0) <= start) lo = mid + 1;
    else hi = mid;
  }
  const span = spans[lo];
  return span !== undefined && span[0] < end;
}

export function freeSlots(
  a: Availability,
  busy: Busy[],
  opts: { from: Date; to: Date; length: number; now: Date; step?: number },
): Slot[] {
  const { length } = opts;
  const step = opts.step ?? DEFAULT_STEP;
  const from = opts.from.getTime();
  const to =
    a.horizonDays === undefined
      ? opts.to.getTime()
      : Math.min(opts.to.getTime(), opts.now.getTime() + a.horizonDays * DAY);
  if (!a.lengths.includes(length) || !(length > 0) || !(step > 0) || !(to > from)) return [];
  const earliest = Math.max(from, opts.now.getTime() + a.minNoticeMinutes * MINUTE);
  const spans = blocked(busy, a.bufferMinutes);
  const overrides = new Map(a.overrides.map((o) => [o.date, o]));
  const tz = a.timeZone;
  const floorDay = (wall: number) => Math.floor(wall / DAY) * DAY;
  const firstDay = floorDay(wallOf(tz, from)) - DAY;
  // never more days than the window holds, whatever the clock reads (dates before the common era, say)
  const lastDay = Math.min(
    floorDay(wallOf(tz, to)) + DAY,
    firstDay + (Math.ceil((to - from) / DAY) + 3) * DAY,
  );
  const slots: number[] = [];

  for (let day = firstDay; day <= lastDay; day += DAY) {
    const ranges = rangesOf(a, overrides, day);
    if (ranges.length === 0) continue;
    // every real instant of this local day lies within 14 hours before its midnight and 14 after its end
    const before = cachedOffsetAt(tz, day - 15 * HOUR);
    const after = cachedOffsetAt(tz, day + DAY + 15 * HOUR);
    const offsets = before === after ? [before] : [before, after];
    for (const range of ranges) {
      for (let m = Math.ceil(range.start / step) * step; m < range.end; m += step) {
        const wall = day + m * MINUTE;
        // a wall time is within 15 hours of its instants: skip the ones far outside the window unread
        if (wall - 15 * HOUR >= to || wall + 15 * HOUR < earliest) continue;
        for (const start of instantsOf(tz, wall, offsets)) {
          const end = start + length * MINUTE;
          if (start < earliest || start >= to) continue;
          // a day without a change: the end is as far on the wall clock as in real time
          const endWall = offsets.length === 1 ? m + length : (wallOf(tz, end) - day) / MINUTE;
          if (endWall > range.end || endWall < range.start) continue;
          if (overlaps(spans, start, end)) continue;
          slots.push(start);
        }
      }
    }
  }
  slots.sort((x, y) => x - y);
  return slots
    .filter((start, i) => i === 0 || slots[i - 1] !== start)
    .map((start) => ({ start: new Date(start), end: new Date(start + length * MINUTE) }));
}

/**
 * Whether `slot` is one of the free slots (on the 15-minute grid, of a length offered, inside the hours,
 * clear of the busy meetings and their buffers, and far enough ahead of `now`).
 */
export function isBookable(a: Availability, busy: Busy[], slot: Slot, now: Date): boolean {
  const start = slot.start.getTime();
  const length = (slot.end.getTime() - start) / MINUTE;
  if (!Number.isInteger(length)) return false;
  const found = freeSlots(a, busy, { from: slot.start, to: new Date(start + 1), length, now });
  return found.length === 1 && found[0]?.start.getTime() === start;
}

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Availability, type Busy, freeSlots, isBookable } from "./slots";

const MINUTE = 60_000;
const ZONES = ["Europe/London", "America/New_York", "Australia/Lord_Howe", "Asia/Kolkata"] as const;

/** The 2026 daylight-saving changes of the zones (Kolkata has none): the instants, in UTC. */
const CHANGES = [
  "2026-03-29T01:00:00Z", // London forward
  "2026-10-25T01:00:00Z", // London back
  "2026-03-08T07:00:00Z", // New York forward
  "2026-11-01T06:00:00Z", // New York back
  "2026-04-04T15:00:00Z", // Lord Howe back (02:00 +11 to 01:30 +10:30)
  "2026-10-03T15:30:00Z", // Lord Howe forward (02:00 +10:30 to 02:30 +11)
].map((iso) => Date.parse(iso));

/** The local date and minutes of an instant, read independently of the module (Swedish dates are ISO). */
const clocks = new Map<string, Intl.DateTimeFormat>();
function local(timeZone: string, t: Date) {
  const clock =
    clocks.get(timeZone) ??
    new Intl.DateTimeFormat("sv-SE", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
  clocks.set(timeZone, clock);
  const [date = "", time = ""] = clock.format(t).split(" ");
  const [h, m] = time.split(":").map(Number);
  return { date, minutes: (h ?? 0) * 60 + (m ?? 0) };
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

function rangesOn(a: Availability, date: string) {
  const override = a.overrides.find((o) => o.date === date);
  if (override) return override.ranges;
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return a.weekly.filter((r) => r.weekday === weekday);
}

const range = fc
  .tuple(fc.integer({ min: 0, max: 287 }), fc.integer({ min: 1, max: 144 }))
  .map(([s, d]) => ({ start: hhmm(s * 5), end: hhmm(Math.min(288, s + d) * 5) }));

const dayNear = (change: number) =>
  fc.integer({ min: -3, max: 3 }).map((d) => new Date(change + d * 86_400_000).toISOString().slice(0, 10));

const scenario = fc
  .record({
    timeZone: fc.constantFrom(...ZONES),
    change: fc.constantFrom(...CHANGES),
    weekly: fc.array(fc.record({ weekday: fc.integer({ min: 0, max: 6 }), range }), { maxLength: 14 }),
    lengths: fc.subarray([15, 30, 45, 60, 90], { minLength: 1 }),
    bufferMinutes: fc.integer({ min: 0, max: 60 }),
    minNoticeMinutes: fc.integer({ min: 0, max: 48 * 60 }),
    nowShift: fc.integer({ min: -4 * 24 * 60, max: 2 * 24 * 60 }),
    fromShift: fc.integer({ min: -24 * 60, max: 24 * 60 }),
    days: fc.integer({ min: 1, max: 8 }),
    step: fc.constantFrom(undefined, 15, 30, 60),
    lengthIndex: fc.nat(),
    busyShifts: fc.array(
      fc.tuple(fc.integer({ min: -2 * 24 * 60, max: 9 * 24 * 60 }), fc.integer({ min: 1, max: 240 })),
      {
        maxLength: 12,
      },
    ),
  })
  .chain((s) =>
    fc
      .array(fc.record({ date: dayNear(s.change), ranges: fc.array(range, { maxLength: 3 }) }), {
        maxLength: 4,
      })
      .map((overrides) => ({ ...s, overrides })),
  );

describe("free slots: properties over time zones and daylight-saving changes", () => {
  it("gives only slots of the length, inside the hours, clear of busy times and notice, sorted and bookable", () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const a: Availability = {
          timeZone: s.timeZone,
          weekly: s.weekly.map((w) => ({ weekday: w.weekday, ...w.range })),
          // one override per date, as the settings allow
          overrides: s.overrides.filter((o, i) => s.overrides.findIndex((x) => x.date === o.date) === i),
          lengths: s.lengths,
          bufferMinutes: s.bufferMinutes,
          minNoticeMinutes: s.minNoticeMinutes,
        };
        const now = new Date(s.change + s.nowShift * MINUTE);
        const from = new Date(s.change + s.fromShift * MINUTE - 2 * 86_400_000);
        const to = new Date(from.getTime() + s.days * 86_400_000);
        const busy: Busy[] = s.busyShifts.map(([shift, len]) => ({
          start: new Date(from.getTime() + shift * MINUTE),
          end: new Date(from.getTime() + (shift + len) * MINUTE),
        }));
        const length = s.lengths[s.lengthIndex % s.lengths.length] ?? 30;
        const slots = freeSlots(a, busy, { from, to, length, now, step: s.step });

        for (const [i, slot] of slots.entries()) {
          expect(slot.end.getTime() - slot.start.getTime()).toBe(length * MINUTE);
          expect(slot.start >= from && slot.start < to).toBe(true);
          expect(slot.start.getTime()).toBeGreaterThanOrEqual(now.getTime() + a.minNoticeMinutes * MINUTE);
          if (i > 0) expect(slot.start.getTime()).toBeGreaterThan(slots[i - 1]?.start.getTime() ?? 0);

          const start = local(a.timeZone, slot.start);
          const end = local(a.timeZone, slot.end);
          expect(start.minutes % (s.step ?? 15)).toBe(0);
          const endMinutes = end.date === start.date ? end.minutes : end.minutes === 0 ? 1440 : -1;
          const inside = rangesOn(a, start.date).some(
            (r) =>
              start.minutes >= toMinutes(r.start) &&
              endMinutes <= toMinutes(r.end) &&
              endMinutes >= toMinutes(r.start),
          );
          expect(inside).toBe(true);

          const buffer = a.bufferMinutes * MINUTE;
          for (const b of busy) {
            const clear =
              slot.end.getTime() <= b.start.getTime() - buffer ||
              slot.start.getTime() >= b.end.getTime() + buffer;
            expect(clear).toBe(true);
          }
          expect(isBookable(a, busy, slot, now)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("leaves out no free time: on a clock without changes (Kolkata), every start is bookable exactly when it should be", () => {
    fc.assert(
      fc.property(
        scenario,
        fc.integer({ min: 0, max: 8 * 24 * 12 }),
        fc.constantFrom(15, 30, 45, 60, 90),
        (s, fiveMinutes, length) => {
          const a: Availability = {
            timeZone: "Asia/Kolkata",
            weekly: s.weekly.map((w) => ({ weekday: w.weekday, ...w.range })),
            overrides: [],
            lengths: s.lengths,
            bufferMinutes: s.bufferMinutes,
            minNoticeMinutes: s.minNoticeMinutes,
          };
          const now = new Date(s.change + s.nowShift * MINUTE);
          const start = new Date(Math.floor(s.change / (5 * MINUTE)) * 5 * MINUTE + fiveMinutes * 5 * MINUTE);
          const end = new Date(start.getTime() + length * MINUTE);
          const busy: Busy[] = s.busyShifts.map(([shift, len]) => ({
            start: new Date(s.change + shift * MINUTE),
            end: new Date(s.change + (shift + len) * MINUTE),
          }));
          // the oracle: +05:30 all year, so the wall clock is the instant plus 330 minutes
          const wall = new Date(start.getTime() + 330 * MINUTE);
          const minutes = wall.getUTCHours() * 60 + wall.getUTCMinutes();
          const buffer = a.bufferMinutes * MINUTE;
          const expected =
            a.lengths.includes(length) &&
            minutes % 15 === 0 &&
            a.weekly.some(
              (r) =>
                r.weekday === wall.getUTCDay() &&
                toMinutes(r.start) <= minutes &&
                minutes + length <= toMinutes(r.end),
            ) &&
            start.getTime() >= now.getTime() + a.minNoticeMinutes * MINUTE &&
            busy.every(
              (b) =>
                end.getTime() <= b.start.getTime() - buffer || start.getTime() >= b.end.getTime() + buffer,
            );
          expect(isBookable(a, busy, { start, end }, now)).toBe(expected);
        },
      ),
      { numRuns: 500 },
    );
  });
});

/** One date's hours from `start` to `end`, no buffer, no notice: the slots of that local date. */
function onDate(timeZone: string, date: string, start: string, end: string, length: number) {
  const a: Availability = {
    timeZone,
    weekly: [],
    overrides: [{ date, ranges: [{ start, end }] }],
    lengths: [length],
    bufferMinutes: 0,
    minNoticeMinutes: 0,
  };
  const day = Date.parse(`${date}T00:00:00Z`);
  const slots = freeSlots(a, [], {
    from: new Date(day - 86_400_000),
    to: new Date(day + 2 * 86_400_000),
    length,
    now: new Date(day - 10 * 86_400_000),
  });
  return slots.map((slot) => ({
    start: slot.start.toISOString(),
    local: hhmm(local(timeZone, slot.start).minutes),
  }));
}

describe("free slots on the 2026 daylight-saving dates", () => {
  it("London, 29 March: nothing in the missing hour, 30 real minutes across it", () => {
    const slots = onDate("Europe/London", "2026-03-29", "00:00", "04:00", 30);
    expect(slots.map((s) => s.local)).toEqual([
      "00:00",
      "00:15",
      "00:30",
      "00:45",
      "02:00",
      "02:15",
      "02:30",
      "02:45",
      "03:00",
      "03:15",
      "03:30",
    ]);
    expect(slots[3]?.start).toBe("2026-03-29T00:45:00.000Z");
    expect(slots[4]?.start).toBe("2026-03-29T01:00:00.000Z");
  });

  it("London, 25 October: the repeated hour twice, each instant once", () => {
    const slots = onDate("Europe/London", "2026-10-25", "00:00", "03:00", 30);
    expect(slots).toHaveLength(15);
    expect(new Set(slots.map((s) => s.start)).size).toBe(15);
    expect(slots.filter((s) => s.local === "01:30").map((s) => s.start)).toEqual([
      "2026-10-25T00:30:00.000Z",
      "2026-10-25T01:30:00.000Z",
    ]);
  });

  it("New York, 8 March and 1 November", () => {
    expect(onDate("America/New_York", "2026-03-08", "01:00", "04:00", 60).map((s) => s.local)).toEqual([
      "01:00",
      "01:15",
      "01:30",
      "01:45",
      "03:00",
    ]);
    const back = onDate("America/New_York", "2026-11-01", "00:00", "03:00", 60);
    expect(back).toHaveLength(13);
    expect(back.filter((s) => s.local === "01:00").map((s) => s.start)).toEqual([
      "2026-11-01T05:00:00.000Z",
      "2026-11-01T06:00:00.000Z",
    ]);
  });

  it("Lord Howe, 5 April and 4 October: a half-hour change", () => {
    const back = onDate("Australia/Lord_Howe", "2026-04-05", "01:00", "03:00", 30);
    expect(back.map((s) => s.local)).toEqual([
      "01:00",
      "01:15",
      "01:30",
      "01:45",
      "01:30",
      "01:45",
      "02:00",
      "02:15",
      "02:30",
    ]);
    const forward = onDate("Australia/Lord_Howe", "2026-10-04", "01:00", "04:00", 30);
    expect(forward.map((s) => s.local)).toEqual([
      "01:00",
      "01:15",
      "01:30",
      "01:45",
      "02:30",
      "02:45",
      "03:00",
      "03:15",
      "03:30",
    ]);
  });

  it("Kolkata: +05:30 all year", () => {
    expect(onDate("Asia/Kolkata", "2026-03-29", "09:00", "10:00", 30).map((s) => s.start)).toEqual([
      "2026-03-29T03:30:00.000Z",
      "2026-03-29T03:45:00.000Z",
      "2026-03-29T04:00:00.000Z",
    ]);
  });

  it("keeps the buffer around a meeting and the notice before now", () => {
    const a: Availability = {
      timeZone: "Europe/London",
      weekly: [{ weekday: 1, start: "09:00", end: "12:00" }],
      overrides: [],
      lengths: [30],
      bufferMinutes: 15,
      minNoticeMinutes: 60,
    };
    // Monday 2 November 2026, GMT
    const busy = [{ start: new Date("2026-11-02T10:00:00Z"), end: new Date("2026-11-02T10:30:00Z") }];
    const slots = freeSlots(a, busy, {
      from: new Date("2026-11-02T00:00:00Z"),
      to: new Date("2026-11-03T00:00:00Z"),
      length: 30,
      now: new Date("2026-11-02T08:10:00Z"),
    });
    expect(slots.map((s) => s.start.toISOString().slice(11, 16))).toEqual([
      "09:15",
      "10:45",
      "11:00",
      "11:15",
      "11:30",
    ]);
    expect(
      freeSlots(a, busy, {
        from: new Date("2026-11-02T00:00:00Z"),
        to: new Date("2026-11-03T00:00:00Z"),
        length: 60,
        now: new Date(0),
      }),
    ).toEqual([]);
  });
});

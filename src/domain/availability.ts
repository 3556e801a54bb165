import { z } from "zod";
import { isTimeZone } from "./clock";

/* A manager's availability (issue 20): the weekly hours on their own clock, date overrides (no ranges: a day
   off), the meeting lengths offered, the buffer between meetings and the minimum notice. The free slots are
   computed from it by `slots.ts`. */

export const MEETING_LENGTHS = [15, 30, 45, 60, 90] as const;
export const BUFFER_CHOICES = [0, 5, 10, 15, 30, 45, 60] as const;
export const WEEKDAY_NAMES = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;
/** Minimum notice choices, in minutes: none to a week. */
export const NOTICE_CHOICES = [0, 60, 120, 240, 720, 1440, 2880, 10080] as const;
/** How far ahead creators may book (the bookable window), in days: a week to a year; 4 weeks by default. */
export const HORIZON_CHOICES = [7, 14, 28, 42, 56, 91, 182, 365] as const;
export const DEFAULT_HORIZON_DAYS = 28;
/** Upcoming booked meetings a creator may hold with one manager at once; 3 by default. */
export const MAX_BOOKINGS_CHOICES = [1, 2, 3, 4, 5, 6, 8, 10, 15, 20] as const;
export const DEFAULT_MAX_BOOKINGS = 3;
/** Ranges a day can hold, and date overrides a manager can keep. */
const MAX_RANGES = 8;
const MAX_OVERRIDES = 400;

const time = z
  .string()
  .regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, "Enter a time such as 09:00")
  .meta({ description: "A wall-clock time, HH:MM (24:00 is the end of the day)" });

const minutes = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3));

const endsAfterStart = {
  check: (r: { start: string; end: string }) => minutes(r.end) > minutes(r.start),
  error: { message: "End after the start, on the same day (not past midnight)", path: ["end"] },
};

const timeRangeSchema = z
  .object({ start: time, end: time })
  .refine(endsAfterStart.check, endsAfterStart.error);

const weeklyRangeSchema = z
  .object({ weekday: z.number().int().min(0).max(6), start: time, end: time })
  .refine(endsAfterStart.check, endsAfterStart.error);

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date")
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    "Choose a date",
  );

/** Whether some of `ranges` overlap. */
function overlapping(ranges: readonly { start: string; end: string }[]) {
  const sorted = [...ranges].sort((a, b) => minutes(a.start) - minutes(b.start));
  return sorted.some((r, i) => i > 0 && minutes(r.start) < minutes(sorted[i - 1]?.end ?? "00:00"));
}

const overrideSchema = z.object({
  date: isoDate,
  ranges: z
    .array(timeRangeSchema)
    .max(MAX_RANGES, `At most ${MAX_RANGES} ranges a day`)
    .refine((r) => !overlapping(r), "The ranges of this date overlap: make them apart"),
});

export const availabilitySchema = z
  .object({
    timeZone: z.string().refine(isTimeZone, "Choose a time zone from the list"),
    weekly: z.array(weeklyRangeSchema).max(7 * MAX_RANGES, `At most ${MAX_RANGES} ranges a day`),
    overrides: z
      .array(overrideSchema)
      .max(MAX_OVERRIDES, `At most ${MAX_OVERRIDES} dates`)
      .refine((o) => new Set(o.map((d) => d.date)).size === o.length, "Each date once"),
    lengths: z
      .array(
        // one literal each: a literal of several values is documented as its first value only
        z.union(
          [z.literal(15), z.literal(30), z.literal(45), z.literal(60), z.literal(90)],
          "Choose 15, 30, 45, 60 or 90 minutes",
        ),
      )
      .min(1, "Offer at least one meeting length")
      .refine((l) => new Set(l).size === l.length, "Each length once"),
    bufferMinutes: z.number().int().min(0).max(240),
    minNoticeMinutes: z
      .number()
      .int()
      .min(0)
      .max(30 * 1440),
    /** creators book only slots starting within this many days (omitted: the default, 4 weeks) */
    horizonDays: z
      .number()
      .int()
      .min(1, "At least 1 day")
      .max(3650, "At most ten years")
      .default(DEFAULT_HORIZON_DAYS),
    /** upcoming booked meetings a creator may hold with this manager at once (omitted: the default, 3) */
    maxUpcomingBookings: z
      .number()
      .int()
      .min(1, "At least 1 meeting")
      .max(50, "At most 50 meetings")
      .default(DEFAULT_MAX_BOOKINGS),
  })
  .superRefine((a, ctx) => {
    for (let weekday = 0; weekday < 7; weekday++) {
      const day = a.weekly.filter((r) => r.weekday === weekday);
      const name = WEEKDAY_NAMES[weekday];
      if (day.length > MAX_RANGES)
        ctx.addIssue({
          code: "custom",
          path: ["weekly"],
          message: `At most ${MAX_RANGES} ranges on ${name}`,
        });
      if (overlapping(day))
        ctx.addIssue({
          code: "custom",
          path: ["weekly"],
          message: `The ranges on ${name} overlap: make them apart`,
        });
    }
  })
  .meta({ id: "Availability" });
export type AvailabilityInput = z.infer<typeof availabilitySchema>;
/** What a form or a client sends: the bookable window and the bookings limit may be left to their defaults. */
export type AvailabilityValues = z.input<typeof availabilitySchema>;

export const availabilitySettingsSchema = z
  .object({
    availability: availabilitySchema,
    /** true while the manager has saved nothing: the defaults are shown */
    isDefault: z.boolean(),
  })
  .meta({ id: "AvailabilitySettings" });

/** At most this much of a manager's time is read at once. */
const MAX_SLOT_DAYS = 35;

export const slotsQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true, message: "Enter a valid date and time" }),
    to: z.iso.datetime({ offset: true, message: "Enter a valid date and time" }),
    length: z.coerce.number().int().positive().optional(),
  })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { message: "End after the start", path: ["to"] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= MAX_SLOT_DAYS * 86_400_000, {
    message: `At most ${MAX_SLOT_DAYS} days at once`,
    path: ["to"],
  });

export const managerParamsSchema = z.object({ id: z.string().min(1).max(200) });

export const slotsSchema = z
  .object({
    /** the manager's own time zone */
    timeZone: z.string(),
    lengths: z.array(z.number().int()),
    length: z.number().int(),
    slots: z.array(z.object({ start: z.string(), end: z.string() })),
  })
  .meta({ id: "FreeSlots" });

/**
 * A manager's free times changed (issue 20): their availability was saved, or one of their meetings was
 * booked, moved or cancelled. An open booking calendar refetches on it; the event says nothing of why.
 */
export const slotsTopic = (managerId: string) => `slots:${managerId}`;

import { integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * A manager's availability (issue 20), one row a manager who has saved theirs (no row: the defaults of
 * features/availability/defaults.ts). The weekly ranges and the date overrides are small documents that are
 * always read and written whole, validated by the shared zod schema, so they are jsonb, not rows.
 */
export const managerAvailability = pgTable("manager_availability", {
  managerId: text("manager_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** IANA time zone of the hours, e.g. Europe/London */
  timeZone: text("time_zone").notNull(),
  weekly: jsonb("weekly").$type<{ weekday: number; start: string; end: string }[]>().notNull(),
  overrides: jsonb("overrides")
    .$type<{ date: string; ranges: { start: string; end: string }[] }[]>()
    .notNull(),
  lengths: jsonb("lengths").$type<number[]>().notNull(),
  bufferMinutes: integer("buffer_minutes").notNull(),
  minNoticeMinutes: integer("min_notice_minutes").notNull(),
  /** the bookable window: creators book slots starting within this many days */
  horizonDays: integer("horizon_days").notNull().default(28),
  /** upcoming booked meetings a creator may hold with this manager at once */
  maxUpcomingBookings: integer("max_upcoming_bookings").notNull().default(3),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { emailOutbox } from "./mail";
import { appointments } from "./meetings";

/**
 * The reminders of a scheduled meeting (issue 20, item 4): one row a side and kind ('24h' | '1h'), due that
 * long before the meeting. Written in the transaction of every change of the meeting
 * (features/reminders/schedule.ts), so a reschedule moves them and a cancel removes them together with the
 * change. When due, a worker turns the row into an outbox email (`email_id`) and marks it `queued_at`, once
 * across instances (FOR UPDATE SKIP LOCKED); the outbox then sends it once. ADR 053.
 */
export const meetingReminders = pgTable(
  "meeting_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    appointmentId: uuid("appointment_id")
      .notNull()
      .references(() => appointments.id, { onDelete: "cascade" }),
    recipientId: text("recipient_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** a ReminderKind of src/domain/reminders.ts */
    kind: text("kind").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** when the worker took it: its email queued, or closed unsent (stale, mail off, email not wanted) */
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    emailId: uuid("email_id").references(() => emailOutbox.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("meeting_reminders_one_idx").on(t.appointmentId, t.recipientId, t.kind),
    index("meeting_reminders_due_idx").on(t.dueAt).where(sql`${t.queuedAt} is null`),
  ],
);

/**
 * Each user's private calendar subscription (issue 20, item 5): `/api/calendar/<token>.ics`. The token is kept
 * as it is, so that Settings can show the address again (ADR 054: the feed holds nothing the database does
 * not); regenerating replaces it, and the old address answers 404 at once.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique("calendar_feeds_token_key"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

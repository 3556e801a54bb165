import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

/**
 * Domain events (issue 33, ADR 076): a use case writes its own rows and its events (`deal.moved`,
 * `meeting.changed`, ...; their payloads are the zod schemas of `src/domain/events.ts`) in the same
 * transaction, and nothing else. Its side effects (notifications, the history, the roster's last contact,
 * meeting reminders) are the subscribers' business, after the commit (`db/events.ts`).
 */
export const events = pgTable("events", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  type: text("type").notNull(),
  payload: jsonb("payload").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per event and subscriber that has yet to handle it: made with the event, deleted in the transaction
 * of the handler that succeeds (so a handler that only writes the database takes effect once). A failure is
 * retried with back-off; after `MAX_ATTEMPTS` the delivery is `dead` and waits for a manager's Retry in the
 * Admin Panel. `next_at` starts a little ahead: the request that wrote the event handles it itself right after
 * its commit, and the background runner of any instance takes what a crash or a failure left.
 */
export const eventDeliveries = pgTable(
  "event_deliveries",
  {
    eventId: bigint("event_id", { mode: "number" })
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    subscriber: text("subscriber").notNull(),
    state: text("state", { enum: ["pending", "dead"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAt: timestamp("next_at", { withTimezone: true })
      .notNull()
      .default(sql`now() + interval '10 seconds'`),
    lastError: text("last_error"),
    failedAt: timestamp("failed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.subscriber] }),
    index("event_deliveries_due_idx").on(t.nextAt).where(sql`${t.state} = 'pending'`),
    index("event_deliveries_dead_idx").on(t.failedAt, t.eventId).where(sql`${t.state} = 'dead'`),
    check("event_deliveries_state_check", sql`${t.state} in ('pending', 'dead')`),
  ],
);

/**
 * The periodic jobs (the outbox, meeting reminders, digests, sweeps): one row each, whose `next_run_at` an
 * instance moves forward in the statement that claims the run, so one instance runs each job each period.
 */
export const scheduledJobs = pgTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
  lastError: text("last_error"),
});

import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Outgoing email. A row is sent by at most one worker at a time (claimed with FOR UPDATE SKIP LOCKED). */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    /** An HTML version beside the text (a chat transcript), or null for text only. */
    html: text("html"),
    /** pending | sent | failed (gave up after the last attempt) | expired (its time passed before it could go) */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * After this it is no longer worth sending (a meeting's reminder once the meeting has started): a pending
     * row past it is dropped, with a log line, instead of sent late. Null: it never expires.
     */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [index("email_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";

/** A user's request to delete their account, recorded for managers to process by hand. */
export const accountDeletionRequests = pgTable(
  "account_deletion_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    name: text("name"),
    /** pending | done */
    status: text("status").notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("account_deletion_requests_status_idx").on(t.status),
    // at most one pending request a user, so asking twice never duplicates it (even when racing)
    uniqueIndex("account_deletion_requests_one_pending_idx").on(t.userId).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Every role change and user deletion: who did it (null actor: the command line), to whom, from which
 * role to which, and when. Append-only; emails are copied so the entry outlives the accounts.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** role_changed | user_deleted */
    action: text("action").notNull(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    actorEmail: text("actor_email"),
    targetId: text("target_id").references(() => user.id, { onDelete: "set null" }),
    targetEmail: text("target_email").notNull(),
    fromRole: text("from_role"),
    toRole: text("to_role"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_at_idx").on(t.createdAt)],
);

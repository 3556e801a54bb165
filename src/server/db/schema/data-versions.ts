import { sql } from "drizzle-orm";
import { bigint, check, pgTable, smallint } from "drizzle-orm/pg-core";

/**
 * One row of counters, one per table (named as the table) that cached reads depend on (`lib/page-cache.ts`). A deferred trigger
 * (migrations 0009 and 0010) raises a table's counter once in every transaction that changes the table, at commit, so
 * the new counter and the new rows become visible together. All counters share one row on purpose: a
 * transaction takes its lock last, just before it commits, and two writers can never wait on each other
 * for two counters in opposite orders.
 */
export const dataVersions = pgTable(
  "data_versions",
  {
    id: smallint("id").primaryKey().default(1),
    projects: bigint("projects", { mode: "number" }).notNull().default(0),
    user: bigint("user", { mode: "number" }).notNull().default(0),
    // migration 0010
    scripts: bigint("scripts", { mode: "number" }).notNull().default(0),
    script_assignments: bigint("script_assignments", { mode: "number" }).notNull().default(0),
    appointments: bigint("appointments", { mode: "number" }).notNull().default(0),
    notifications: bigint("notifications", { mode: "number" }).notNull().default(0),
    channels: bigint("channels", { mode: "number" }).notNull().default(0),
    channel_daily_stats: bigint("channel_daily_stats", { mode: "number" }).notNull().default(0),
    audit_log: bigint("audit_log", { mode: "number" }).notNull().default(0),
    contact_messages: bigint("contact_messages", { mode: "number" }).notNull().default(0),
    todos: bigint("todos", { mode: "number" }).notNull().default(0),
    status_changes: bigint("status_changes", { mode: "number" }).notNull().default(0),
    /** not a table: changes to which chat sessions are open (a new message does not count) */
    open_chats: bigint("open_chats", { mode: "number" }).notNull().default(0),
  },
  (t) => [check("data_versions_one_row", sql`${t.id} = 1`)],
);

export type DataVersions = typeof dataVersions.$inferSelect;
/** The tables whose changes are counted (and `open_chats`). */
export type VersionedTable = Exclude<keyof DataVersions, "id">;

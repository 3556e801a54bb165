import { sql } from "drizzle-orm";
import { bigint, check, pgTable, smallint } from "drizzle-orm/pg-core";

/**
 * One row of counters, one per table that cached reads depend on (`lib/page-cache.ts`). A deferred trigger
 * (migration 0009) raises a table's counter once in every transaction that changes the table, at commit, so
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
  },
  (t) => [check("data_versions_one_row", sql`${t.id} = 1`)],
);

export type DataVersions = typeof dataVersions.$inferSelect;
/** The tables whose changes are counted. */
export type VersionedTable = Exclude<keyof DataVersions, "id">;

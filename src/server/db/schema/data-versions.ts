import { sql } from "drizzle-orm";
import { bigint, pgTable, primaryKey, smallint, text } from "drizzle-orm/pg-core";

/** The tables whose changes are counted for the cached reads (`lib/page-cache.ts`). */
export const VERSIONED_TABLES = [
  // the production lists (and their triage counts), per kind
  "projects:editing",
  "projects:design",
  "projects:promotion",
  // the names, emails and roles the lists show
  "people",
  // the triage
  "script_assignments",
  "appointments",
  "contact_messages",
  "talent_assignments",
  // the deals board (deliverables and documents count as deals)
  "brands",
  "deals",
  // a project's approved version, in the production lists
  "project_files",
  // the public media kit page
  "media_kits",
  "channels",
  "channel_daily_stats",
] as const;
export type VersionedTable = (typeof VERSIONED_TABLES)[number];

/**
 * The table whose rows a counter counts. Most counters are named as their table; some count a scope of it
 * (migration 0014): `projects:<kind>` the projects of one kind, `people` the users' names, emails and roles
 * as other lists show them (not sign-ups, sign-ins or settings), `own:<table>` the caller's own rows.
 */
export function tableOfSource(source: VersionedSource): string {
  if (source === "people") return "user";
  return source.replace(/^own:/, "").replace(/:.*$/, "");
}

/**
 * Tables whose changes raise another table's counter (migration 0017): a cached read of them declares that
 * counter (a deal's deliverables and documents are counted as `deals`, a brand's contacts as `brands`).
 */
export const COUNTED_UNDER: Readonly<Record<string, VersionedTable>> = {
  deal_deliverables: "deals",
  deal_documents: "deals",
  brand_contacts: "brands",
};

/** Rows a table's counter is spread over (migration 0012): writers on different connections rarely share one. */
export const VERSION_STRIPES = 16;

/**
 * The change counters of the tables that cached reads depend on (`lib/page-cache.ts`). A deferred trigger
 * (migrations 0009, 0010, 0012) raises a table's counter once in every transaction that changes the table,
 * at commit, so the new counter and the new rows become visible together. A table's counter is the sum of
 * VERSION_STRIPES rows, and a transaction raises the stripe of its connection (backend pid modulo the
 * stripes): writers of different tables never wait on each other, and writers of one table seldom do
 * (issue 17). A sum of counters that only grow changes with every commit, as a single counter did.
 */
export const tableVersions = pgTable(
  "table_versions",
  {
    name: text("name").notNull(),
    stripe: smallint("stripe").notNull(),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ name: "table_versions_pk", columns: [t.name, t.stripe] })],
);

/**
 * Tables of per-user rows whose changes are counted per user (migrations 0013, 0015): a list of the caller's
 * own reads `own:<table>`, which only the caller's own rows move (a project's are its creator's). The
 * notifications are only ever read so, and have no table-wide counter; projects also have theirs per kind,
 * for the staff's lists. (To-dos and scripts had theirs until migration 0033: they are read fresh now.)
 */
export const USER_SCOPED_TABLES = ["notifications", "projects"] as const;
export type UserScopedTable = (typeof USER_SCOPED_TABLES)[number];
/** What a cached read may depend on: a table, or the caller's own rows of a table. */
export type VersionedSource = VersionedTable | `own:${UserScopedTable}`;

/**
 * A user's own counters, one row per table (made by its first change): only that user's writes raise it,
 * so one creator's new to-do does not empty another's cached list.
 */
export const userVersions = pgTable(
  "user_versions",
  {
    userId: text("user_id").notNull(),
    name: text("name").notNull(),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ name: "user_versions_pk", columns: [t.userId, t.name] })],
);

/**
 * The counters as read with a session (or on their own): `name → version` for tables, `own:name → version`
 * for the caller's own rows (absent: none changed yet, which is version 0).
 */
export type DataVersions = Partial<Record<VersionedSource, number>>;

/** Every table's counter as one JSON object (`name → version`), summed over its stripes. */
export const tableVersionsQuery = sql`select json_object_agg(v.name, v.version) from (
  select ${tableVersions.name} as name, sum(${tableVersions.version}) as version
  from ${tableVersions} group by ${tableVersions.name}) v`;

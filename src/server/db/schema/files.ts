import { customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * The old store of avatars and deal documents on a PostgreSQL server (DATABASE_URL), before issue 33: nothing
 * writes here any more, and every start-up moves what is left into the blob store (storage/old-files.ts,
 * ADR 074). Kept for one release, for instances of the previous one during a rolling update; the next
 * release drops the table.
 */
export const storedFiles = pgTable("stored_files", {
  key: text("key").primaryKey(),
  data: bytea("data").notNull(),
  size: integer("size").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

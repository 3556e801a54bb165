import { customType, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => "bytea" });

/**
 * Uploaded files when the app runs on a PostgreSQL server (DATABASE_URL): every instance reads the same
 * rows, so a file uploaded through one instance is served by all. The embedded database keeps files in
 * DATA_DIR/uploads instead (see storage/files.ts).
 */
export const storedFiles = pgTable("stored_files", {
  key: text("key").primaryKey(),
  data: bytea("data").notNull(),
  size: integer("size").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

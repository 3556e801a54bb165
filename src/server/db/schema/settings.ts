import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Small key/value settings the app makes for itself, e.g. the generated auth secret when AUTH_SECRET is
 * unset. Written insert-if-absent so that several instances starting at once agree on one value.
 */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

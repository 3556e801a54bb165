import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Fixed-window counters for our own rate limits (better-auth keeps its own in `rate_limit`). */
export const rateLimitWindows = pgTable("rate_limit_windows", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
});

/**
 * Failed sign-ins, per account (`account:<email>`) and per IP (`ip:<address>`), shared by every instance.
 * An attempt counts as a failure until it succeeds, so concurrent guesses cannot slip past the limit.
 */
export const signInFailures = pgTable("sign_in_failures", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull(),
  windowEndsAt: timestamp("window_ends_at", { withTimezone: true }).notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

import { sql } from "drizzle-orm";
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";

/** A creator's channel on a platform (issue 12). Its statistics go with it. */
export const channels = pgTable(
  "channels",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    platform: text("platform", { enum: ["youtube", "twitch", "tiktok", "other"] }).notNull(),
    url: text("url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("channels_user_idx").on(t.userId, t.createdAt)],
);

/**
 * One day of a channel's figures, as imported from the platform's export. (channel, date) is the key: a
 * new import of the same days replaces them. A metric the export did not carry is null.
 */
export const channelDailyStats = pgTable(
  "channel_daily_stats",
  {
    channelId: uuid("channel_id")
      .notNull()
      .references(() => channels.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    views: bigint("views", { mode: "number" }),
    watchHours: doublePrecision("watch_hours"),
    subscribersGained: integer("subscribers_gained"),
    subscribersLost: integer("subscribers_lost"),
    netSubscribers: integer("net_subscribers"),
    impressions: bigint("impressions", { mode: "number" }),
    ctr: doublePrecision("ctr"),
    importedAt: timestamp("imported_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ name: "channel_daily_stats_pk", columns: [t.channelId, t.date] })],
);

/**
 * A creator's days across all their channels (issue 17): the chart of every channel and the home card read
 * a row a day instead of a row a day per channel. Kept by triggers on `channel_daily_stats` and `channels`
 * (migration 0014), as sums of the channels' figures, so an import or a deleted channel updates it in the
 * same transaction, by deltas (concurrent imports of one creator add up instead of overwriting each other).
 * `days` counts the channels' rows behind a day: a day whose rows are all gone (0) is no day.
 */
export const creatorDailyStats = pgTable(
  "creator_daily_stats",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
    days: integer("days").notNull().default(0),
    views: bigint("views", { mode: "number" }).notNull().default(0),
    // exact decimals: added and taken away again without drifting
    watchHours: numeric("watch_hours", { mode: "number" }).notNull().default(0),
    netSubscribers: bigint("net_subscribers", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ name: "creator_daily_stats_pk", columns: [t.userId, t.date] })],
);

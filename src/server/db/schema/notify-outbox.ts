import { bigserial, pgTable, text } from "drizzle-orm/pg-core";

/**
 * NOTIFYs that wait for their transaction to commit (ADR 073). A writing transaction never calls `pg_notify`:
 * PostgreSQL takes one cluster-wide lock at the commit of every transaction that notified, so every write that
 * announces something would queue behind every other. It adds a row here instead; after the commit the relay
 * (`db/notify-relay.ts`) sends the rows in id order, in one short statement of its own, and deletes them.
 */
export const notifyOutbox = pgTable("notify_outbox", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  channel: text("channel").notNull(),
  payload: text("payload").notNull(),
});

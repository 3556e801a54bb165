import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

/**
 * Bytes to remove once the rows that named them are gone (issue 31, ADR 069): a row is written in the same
 * transaction as the deletion (by triggers on `project_files`, `file_uploads` and `deal_documents`, so a
 * cascade from a project, a deal or an account queues too; by code for keys no row names, such as avatars),
 * and a worker removes the bytes after the commit, at start-up and periodically, claimed with
 * FOR UPDATE SKIP LOCKED and a lease, retried with back-off. `store` said where the key lived: `blobs` (the
 * blob store) or `files` (the old store of avatars and deal documents). Since issue 33 (ADR 074) every key is
 * the blob store's and `store` is not read; the next release drops it with `stored_files`.
 */
export const blobDeletions = pgTable(
  "blob_deletions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    store: text("store", { enum: ["blobs", "files"] }).notNull(),
    key: text("key").notNull(),
    /** whose quota the bytes still count against until they are gone (null: nobody's) */
    ownerId: text("owner_id"),
    size: bigint("size", { mode: "number" }).notNull().default(0),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("blob_deletions_key_idx").on(t.store, t.key),
    index("blob_deletions_due_idx").on(t.nextAttemptAt),
    index("blob_deletions_owner_idx").on(t.ownerId).where(sql`${t.ownerId} is not null`),
    check("blob_deletions_store_check", sql`${t.store} in ('blobs', 'files')`),
  ],
);

import { and, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { AppDeps } from "../context";
import type { Db } from "../db/client";
import { blobDeletions } from "../db/schema";
import { runPeriodically } from "../events/jobs";
import { backoffSeconds } from "../mail/outbox";
import { blobsOf } from "./blobs";

/*
 * Bytes follow their rows (issue 31, ADR 069). A deletion queues the bytes of what it deletes in
 * `blob_deletions` in its own transaction (triggers do it for files, uploads and deal documents, whatever
 * deleted them; `queueDeletions` for keys no row names); after the commit the deleting request drains the
 * queue, and so does every instance at start-up and every minute, so a crash between the commit and the
 * removal loses nothing and leaves nothing. Removing a missing key is success: a row may be drained twice.
 */

type DeletionDeps = Pick<AppDeps, "db" | "env" | "logger"> & Partial<Pick<AppDeps, "availability">>;
type Row = typeof blobDeletions.$inferSelect;

/** A claimed row belongs to its drainer this long; other instances skip it meanwhile. */
const LEASE_SECONDS = 120;
/** Rows one pass claims at once (and the most a deleting request waits for). */
const BATCH = 50;
const DRAIN_EVERY_MS = 60_000;
/** From this many failed attempts on, a failure is logged as an error rather than a warning. */
const LOUD_AFTER = 5;

/** Queues keys to remove once the caller's transaction commits (use the transaction as `db`). */
export async function queueDeletions(db: Db, keys: readonly string[]) {
  if (keys.length === 0) return;
  await db
    .insert(blobDeletions)
    .values(keys.map((key) => ({ store: "blobs" as const, key })))
    .onConflictDoNothing();
}

/**
 * Claims up to `limit` due rows in one statement: locked with SKIP LOCKED (concurrent drainers pass over
 * them) and leased in the same update, so two instances never take the same row at once.
 */
async function claim(db: Db, limit: number): Promise<Row[]> {
  const due = db
    .select({ id: blobDeletions.id })
    .from(blobDeletions)
    .where(
      and(
        lte(blobDeletions.nextAttemptAt, sql`now()`),
        or(isNull(blobDeletions.lockedUntil), lte(blobDeletions.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(blobDeletions.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(blobDeletions)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      attempts: sql`${blobDeletions.attempts} + 1`,
    })
    .where(inArray(blobDeletions.id, due))
    .returning();
}

/**
 * Every key is the blob store's (issue 33, ADR 074): a row's `store` is no longer read. Rows of the old store
 * (`files`: avatars, deal documents, still queued so by the deal documents' trigger of migration 0029) name
 * keys the start-up mover put into the blob store under the same name.
 */
const remove = (deps: DeletionDeps, row: Row) => blobsOf(deps).remove(row.key);

/**
 * Removes the bytes of up to `limit` due rows, and the rows once their bytes are gone; a failure waits with
 * back-off (30 s doubling, at most an hour) and is tried again, however often. Returns how many were removed.
 */
export async function drainDeletions(deps: DeletionDeps, limit = BATCH): Promise<number> {
  return (await drainBatch(deps, limit)).removed;
}

async function drainBatch(deps: DeletionDeps, limit: number) {
  const rows = await claim(deps.db, limit);
  const done: number[] = [];
  for (const row of rows) {
    try {
      await remove(deps, row);
      done.push(row.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await deps.db
        .update(blobDeletions)
        .set({
          lockedUntil: null,
          lastError: message.slice(0, 1000),
          nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(row.attempts)})`,
        })
        .where(inArray(blobDeletions.id, [row.id]));
      const log = { err: message, store: row.store, key: row.key, attempt: row.attempts };
      if (row.attempts >= LOUD_AFTER) deps.logger.error(log, "removing deleted bytes keeps failing");
      else deps.logger.warn(log, "removing deleted bytes failed; will retry");
    }
  }
  if (done.length > 0) {
    await deps.db.delete(blobDeletions).where(inArray(blobDeletions.id, done));
    deps.logger.info({ removed: done.length }, "removed the bytes of deleted rows");
  }
  return { claimed: rows.length, removed: done.length };
}

/**
 * After a deletion commits: its bytes go now (a batch; the worker takes the rest). Never fails the request
 * that deleted: what could not be removed stays queued.
 */
export async function removeDeletedBytes(deps: DeletionDeps) {
  try {
    await drainDeletions(deps);
  } catch (err) {
    if (!deps.availability?.report(err)) deps.logger.warn({ err }, "draining deleted bytes failed");
  }
}

/** Drains the whole queue: what a crash or a restart left, then every minute what failed before. */
async function drainAll(deps: DeletionDeps) {
  while ((await drainBatch(deps, BATCH)).claimed === BATCH) {}
}

/**
 * The background worker: a pass at start-up (what a crash between a commit and its removal left: `firstPass`
 * settles when it is done), then every minute.
 */
export function startDeletionWorker(deps: DeletionDeps, intervalMs = DRAIN_EVERY_MS) {
  const firstPass = drainAll(deps).catch((err) => {
    if (!deps.availability?.report(err)) deps.logger.error({ err }, "draining deleted bytes failed");
  });
  const periodic = runPeriodically(deps, intervalMs, "draining deleted bytes", () => drainAll(deps));
  return { firstPass, stop: periodic.stop };
}

/** Bytes of `userId`'s deleted files and uploads not yet removed: they still count against the quota. */
export const bytesAwaitingRemoval = (userId: string) =>
  sql<number>`(select coalesce(sum(${blobDeletions.size}), 0) from ${blobDeletions} where ${blobDeletions.ownerId} = ${userId})`;

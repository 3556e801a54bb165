import { readdir, readFile, rm, rmdir } from "node:fs/promises";
import path from "node:path";
import { asc, eq, gt } from "drizzle-orm";
import type { Database, Db } from "../db/client";
import { storedFiles } from "../db/schema";
import type { Env } from "../env";
import type { Logger } from "../lib/logger";
import { type BlobStore, blobsOf, walk } from "./blobs";

/*
 * The old store of the app's small files (avatars, deal documents) before issue 33 (ADR 074): DATA_DIR/uploads
 * with the embedded database, the `stored_files` table (bytea) on a PostgreSQL server. Nothing writes there
 * any more; what is left of it is what the mover needs to empty it into the blob store (storage/blobs.ts) at
 * start-up: a listing, a read, a removal.
 *
 * The `stored_files` table is not dropped in this release: an instance of the previous release still running
 * during a rolling update may write to it, and the next start of any instance moves what it wrote. A later
 * release drops it (and this module) once every instance has moved.
 */

/** Rows read from `stored_files` at once (keys only; the bytes are read one row at a time). */
const PAGE = 100;
/** A temporary file of a whole write, left by a crash: half a file, never moved. */
const TEMP = /\.[0-9a-f-]{36}\.tmp$/;

/** Moves the files under DATA_DIR/uploads: copied, then removed; their folders too once empty. */
async function moveUploads(root: string, blobs: BlobStore, logger: Logger) {
  let moved = 0;
  let failed = 0;
  for await (const page of walk(root)) {
    for (const { key } of page) {
      const file = path.join(root, key);
      try {
        if (!TEMP.test(key)) {
          const data = await readFile(file).catch((error: NodeJS.ErrnoException) => {
            if (error.code === "ENOENT") return null; // moved meanwhile by another pass
            throw error;
          });
          if (!data) continue;
          await blobs.put(key, data);
          moved++;
        }
        await rm(file, { force: true });
      } catch (err) {
        failed++;
        logger.error({ err, key }, "moving a file from DATA_DIR/uploads to the blob store failed");
      }
    }
  }
  await removeEmptyFolders(root);
  return { moved, failed };
}

/** Removes the empty folders under `root`, `root` included (a folder still holding a file stays). */
async function removeEmptyFolders(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []); // absent: nothing

  for (const entry of entries) if (entry.isDirectory()) await removeEmptyFolders(path.join(dir, entry.name));
  await rmdir(dir).catch(() => undefined);
}

/**
 * Moves the rows of `stored_files`, one at a time: the row locked (FOR UPDATE) while its bytes are copied, then
 * deleted in the same transaction. Another instance moving at the same time waits for the lock and then finds
 * the row gone; an instance of the previous release rewriting the row waits too, and its write is a new row
 * the next start moves.
 */
async function moveStoredFiles(db: Db, blobs: BlobStore, logger: Logger) {
  let moved = 0;
  let failed = 0;
  let after = "";
  for (;;) {
    const keys = await db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(gt(storedFiles.key, after))
      .orderBy(asc(storedFiles.key))
      .limit(PAGE);
    for (const { key } of keys) {
      try {
        const done = await db.transaction(async (tx) => {
          const [row] = await tx
            .select({ data: storedFiles.data })
            .from(storedFiles)
            .where(eq(storedFiles.key, key))
            .for("update");
          if (!row) return false; // moved by another instance meanwhile
          await blobs.put(key, Buffer.from(row.data));
          await tx.delete(storedFiles).where(eq(storedFiles.key, key));
          return true;
        });
        if (done) moved++;
      } catch (err) {
        failed++;
        logger.error({ err, key }, "moving a stored file to the blob store failed");
      }
    }
    if (keys.length < PAGE) break;
    after = keys.at(-1)!.key;
  }
  return { moved, failed };
}

/**
 * Empties the old store into the blob store under the same keys (issue 33, ADR 074): run at every start-up,
 * after the migrations and before serving. Idempotent (an empty old store is a listing and nothing more) and
 * safe on several instances at once (a copy, then the removal; a key copied twice is the same bytes
 * overwritten). A file that cannot be moved is logged and left where it is, for the next start.
 */
export async function moveOldFiles(deps: { env: Env; database: Database; logger: Logger }) {
  const blobs = blobsOf(deps);
  const { moved, failed } =
    deps.database.kind === "postgres"
      ? await moveStoredFiles(deps.database.db, blobs, deps.logger)
      : await moveUploads(path.resolve(deps.env.DATA_DIR, "uploads"), blobs, deps.logger);
  if (moved > 0 || failed > 0)
    deps.logger.info({ moved, failed }, "moved the old store's files into the blob store (ADR 074)");
  return { moved, failed };
}

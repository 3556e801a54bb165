import { lt, sql } from "drizzle-orm";
import type { AppDeps } from "../../context";
import { fileUploads } from "../../db/schema";
import { runPeriodically } from "../../events/jobs";
import { removeDeletedBytes } from "../../storage/deletions";

/** An upload no PATCH has moved for this long is abandoned (issue 22: 24 hours). */
const UPLOAD_IDLE_MS = 24 * 60 * 60_000;
const CLEANUP_EVERY_MS = 15 * 60_000;

/**
 * Removes the uploads idle for UPLOAD_IDLE_MS: their rows, then their bytes (a row is taken before its
 * bytes go, so a resumed PATCH finds no upload rather than a half-deleted one; the rows' deletion queues the
 * bytes, ADR 069). Returns how many.
 */
export async function removeIdleUploads(deps: Pick<AppDeps, "db" | "env" | "logger">): Promise<number> {
  const removed = await deps.db
    .delete(fileUploads)
    .where(lt(fileUploads.updatedAt, sql`now() - make_interval(secs => ${UPLOAD_IDLE_MS / 1000})`))
    .returning({ id: fileUploads.id });
  if (removed.length > 0) await removeDeletedBytes(deps);
  return removed.length;
}

/** Runs the cleanup of idle uploads in the background. */
export function startUploadCleanup(deps: AppDeps, intervalMs = CLEANUP_EVERY_MS) {
  return runPeriodically(deps, intervalMs, "idle uploads cleanup", () => removeIdleUploads(deps));
}

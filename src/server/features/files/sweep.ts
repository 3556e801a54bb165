import { inArray, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { dealDocuments, fileUploads, projectFiles, user } from "../../db/schema";
import { runPeriodically } from "../../lib/periodic";
import { blobsOf } from "../../storage/blobs";

/** Objects younger than this are never swept: an upload in flight may not have its row yet (ADR 069). */
const SWEEP_MIN_AGE_MS = 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 24 * 60 * 60_000;

type SweepDeps = Pick<AppDeps, "db" | "env" | "storage" | "logger"> & Partial<Pick<AppDeps, "availability">>;

/** A temporary file of a whole write (`storage/files.ts` writeWhole), left by a crash: no row names it. */
const TEMP = /\.[0-9a-f-]{36}\.tmp$/;
/** tus's files beside an upload's bytes: its info on disk (`.json`) or on S3 (`.info`), a part on S3. */
const TUS_COMPANION = /\.(json|info|part)$/;
const PREVIEW = ".preview.webp";

/** The key whose row would name this object: an upload's or a file's key, or null for a leftover. */
function ownerKeyOf(key: string): string | null {
  if (TEMP.test(key)) return null;
  const base = key.replace(TUS_COMPANION, "");
  return base.endsWith(PREVIEW) ? base.slice(0, -PREVIEW.length) : base;
}

/** Which of `keys` a file or an upload names, in one statement (one snapshot: a registration moves a key). */
async function namedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await unionAll(
    db
      .select({ key: projectFiles.storageKey })
      .from(projectFiles)
      .where(inArray(projectFiles.storageKey, keys)),
    db.select({ key: fileUploads.id }).from(fileUploads).where(inArray(fileUploads.id, keys)),
  );
  return new Set(rows.map((r) => r.key));
}

/**
 * Removes from the blob store what no row names (a file, its preview, an upload under way) and is older than
 * `minAgeMs`: bytes a crash left behind before their deletion was queued, or that were never registered.
 * Goes through the listing a page at a time. Returns how many objects were removed.
 */
export async function sweepOrphanBlobs(deps: SweepDeps, minAgeMs = SWEEP_MIN_AGE_MS): Promise<number> {
  const blobs = blobsOf(deps);
  const before = Date.now() - minAgeMs;
  let removed = 0;
  for await (const page of blobs.list()) {
    const old = page.filter((o) => o.modifiedAt.getTime() < before);
    const owners = [...new Set(old.flatMap((o) => ownerKeyOf(o.key) ?? []))];
    const named = await namedKeys(deps.db, owners);
    for (const object of old) {
      const owner = ownerKeyOf(object.key);
      if (owner !== null && named.has(owner)) continue;
      try {
        // the object itself, not its owner's key: a preview orphan never takes a named file's bytes with it
        await blobs.remove(object.key.replace(TUS_COMPANION, ""));
        removed++;
      } catch (err) {
        deps.logger.warn({ err, key: object.key }, "removing an orphan blob failed");
      }
    }
  }
  if (removed > 0) deps.logger.info({ removed }, "removed orphan blobs no row names");
  return removed;
}

/** An avatar's key names its user (`avatars/<userId>.<ext>`, features/avatars). */
const AVATAR_KEY = /^avatars\/([^/]+)\.[a-z]+$/;
/** A deal document's key (`deals/<dealId>/<uuid>`, features/deals/documents.ts): its row names it. */
const DOCUMENT_KEY = /^deals\/[^/]+\/[^/]+$/;

/**
 * Which of the app's stored files (avatars, deal documents: `storage/files.ts`) a row names, in one
 * statement. A key of another shape counts as named: the sweep removes only what it knows to be an orphan.
 */
async function namedStoredFiles(db: Db, keys: string[]): Promise<Set<string>> {
  const userIds = keys.flatMap((key) => AVATAR_KEY.exec(key)?.[1] ?? []);
  const documents = keys.filter((key) => DOCUMENT_KEY.test(key));
  const rows =
    userIds.length + documents.length === 0
      ? []
      : await unionAll(
          db
            .select({ key: sql<string>`'avatars/' || ${user.id}`.as("key") })
            .from(user)
            .where(inArray(user.id, userIds.length ? userIds : [""])),
          db
            .select({ key: dealDocuments.storageKey })
            .from(dealDocuments)
            .where(inArray(dealDocuments.storageKey, documents.length ? documents : [""])),
        );
  const found = new Set(rows.map((r) => r.key));
  return new Set(
    keys.filter((key) => {
      const owner = AVATAR_KEY.exec(key)?.[1];
      if (owner !== undefined) return found.has(`avatars/${owner}`);
      return DOCUMENT_KEY.test(key) ? found.has(key) : true;
    }),
  );
}

/**
 * The same sweep over the app's stored files (avatars and deal documents, on disk or in `stored_files`):
 * what a crash left between a write and its row, or before the queue of deletions existed (ADR 069).
 */
export async function sweepOrphanStoredFiles(
  deps: Pick<AppDeps, "db" | "storage" | "logger">,
  minAgeMs = SWEEP_MIN_AGE_MS,
): Promise<number> {
  const before = Date.now() - minAgeMs;
  let removed = 0;
  for await (const page of deps.storage.list()) {
    const old = page.filter((o) => o.modifiedAt.getTime() < before);
    const named = await namedStoredFiles(
      deps.db,
      old.filter((o) => !TEMP.test(o.key)).map((o) => o.key),
    );
    for (const object of old) {
      if (named.has(object.key)) continue;
      try {
        await deps.storage.remove(object.key);
        removed++;
      } catch (err) {
        deps.logger.warn({ err, key: object.key }, "removing an orphan stored file failed");
      }
    }
  }
  if (removed > 0) deps.logger.info({ removed }, "removed orphan stored files no row names");
  return removed;
}

/** Both sweeps, one after the other. */
async function sweepOrphans(deps: SweepDeps) {
  return (await sweepOrphanBlobs(deps)) + (await sweepOrphanStoredFiles(deps));
}

/** The daily sweep of orphan blobs and stored files (and one at start-up). */
export function startOrphanSweep(deps: SweepDeps, intervalMs = SWEEP_EVERY_MS) {
  sweepOrphans(deps).catch((err) => {
    if (!deps.availability?.report(err)) deps.logger.error({ err }, "sweeping orphan blobs failed");
  });
  return runPeriodically(deps, intervalMs, "sweeping orphan blobs", () => sweepOrphans(deps));
}

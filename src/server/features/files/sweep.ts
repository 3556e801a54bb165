import { inArray, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { contracts, dealDocuments, fileUploads, projectFiles, user } from "../../db/schema";
import { runPeriodically } from "../../events/jobs";
import { blobsOf } from "../../storage/blobs";

/** Objects younger than this are never swept: an upload in flight may not have its row yet (ADR 069). */
const SWEEP_MIN_AGE_MS = 24 * 60 * 60_000;
const SWEEP_EVERY_MS = 24 * 60 * 60_000;

type SweepDeps = Pick<AppDeps, "db" | "env" | "logger"> & Partial<Pick<AppDeps, "availability">>;

/** A temporary file of a whole write (`storage/blobs.ts` writeWhole), left by a crash: no row names it. */
const TEMP = /\.[0-9a-f-]{36}\.tmp$/;
/** tus's files beside an upload's bytes: its info on disk (`.json`) or on S3 (`.info`), a part on S3. */
const TUS_COMPANION = /\.(json|info|part)$/;
const PREVIEW = ".preview.webp";
/** An avatar's key names its user (`avatars/<userId>.<ext>`, features/avatars). */
const AVATAR_KEY = /^avatars\/([^/]+)\.[a-z]+$/;
/** A deal document's key (`deals/<dealId>/<uuid>`, features/deals/documents.ts): its row names it. */
const DOCUMENT_KEY = /^deals\/[^/]+\/[^/]+$/;
/** A contract's PDF to sign (`contracts/<uuid>.pdf`, features/contracts, issue 37): its row names it. */
const CONTRACT_KEY = /^contracts\/[^/]+\.pdf$/;

/**
 * The key whose row would name this object, or null for a leftover: an avatar's user (`user:<id>`), a deal
 * document's key, or an upload's or a project file's key (its preview and tus's files beside it included).
 */
function ownerKeyOf(key: string): string | null {
  if (TEMP.test(key)) return null;
  const avatarOf = AVATAR_KEY.exec(key)?.[1];
  if (avatarOf !== undefined) return `user:${avatarOf}`;
  if (DOCUMENT_KEY.test(key) || CONTRACT_KEY.test(key)) return key;
  const base = key.replace(TUS_COMPANION, "");
  return base.endsWith(PREVIEW) ? base.slice(0, -PREVIEW.length) : base;
}

/**
 * Which of `keys` (owner keys, above) a row names, in one statement (one snapshot: a registration moves a key):
 * a project file, an upload, an existing user (its avatar), a deal document, a contract's PDF.
 */
async function namedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const userIds = keys.flatMap((key) => (key.startsWith("user:") ? [key.slice("user:".length)] : []));
  const documents = keys.filter((key) => DOCUMENT_KEY.test(key));
  const contractKeys = keys.filter((key) => CONTRACT_KEY.test(key));
  const others = keys.filter(
    (key) => !key.startsWith("user:") && !DOCUMENT_KEY.test(key) && !CONTRACT_KEY.test(key),
  );
  const orNothing = (list: string[]) => (list.length > 0 ? list : [""]);
  const rows = await unionAll(
    db
      .select({ key: projectFiles.storageKey })
      .from(projectFiles)
      .where(inArray(projectFiles.storageKey, orNothing(others))),
    db
      .select({ key: fileUploads.id })
      .from(fileUploads)
      .where(inArray(fileUploads.id, orNothing(others))),
    db
      .select({ key: sql<string>`'user:' || ${user.id}`.as("key") })
      .from(user)
      .where(inArray(user.id, orNothing(userIds))),
    db
      .select({ key: dealDocuments.storageKey })
      .from(dealDocuments)
      .where(inArray(dealDocuments.storageKey, orNothing(documents))),
    db
      .select({ key: contracts.documentKey })
      .from(contracts)
      .where(inArray(contracts.documentKey, orNothing(contractKeys))),
  );
  return new Set(rows.map((r) => r.key));
}

/**
 * Removes from the blob store what no row names and is older than `minAgeMs`: a project's file, its preview,
 * an upload under way, an avatar whose user is gone, a deal's document without its row (issue 33: one sweep
 * for every byte, ADR 074). Bytes a crash left behind before their deletion was queued, or that were never
 * registered. Goes through the listing a page at a time. Returns how many objects were removed.
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

/** The daily sweep of orphan blobs (and one at start-up). */
export function startOrphanSweep(deps: SweepDeps, intervalMs = SWEEP_EVERY_MS) {
  sweepOrphanBlobs(deps).catch((err) => {
    if (!deps.availability?.report(err)) deps.logger.error({ err }, "sweeping orphan blobs failed");
  });
  return runPeriodically(deps, intervalMs, "sweeping orphan blobs", () => sweepOrphanBlobs(deps));
}

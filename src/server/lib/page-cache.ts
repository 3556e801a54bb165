import { eq } from "drizzle-orm";
import type { Context, TypedResponse } from "hono";
import { LRUCache } from "lru-cache";
import type { AppEnv } from "../context";
import type { Db } from "../db/client";
import { type DataVersions, dataVersions, type VersionedTable } from "../db/schema";

/*
 * Cached answers of the busiest reads (ADR 025). A list is read far more often than its tables change, and
 * most of a page's cost is the database building it and Node parsing and serialising it. So the serialised
 * answer is kept under the change counters of the tables it was read from (`data_versions`, raised by a
 * trigger when a transaction that changed the table commits), and served again while they are unchanged.
 *
 * The counters come with the session lookup (one statement, before anything else of the request), or from
 * a query of their own for a request without one. They are always read before the page: a page cached
 * under counters `v` is at least as new as `v`, and a change commits its rows and its counter together,
 * on every instance. Nothing is served that a fresh read at the start of the request would not give.
 */

/** Room for the cached answers of one database: about a thousand pages of 20 projects. */
const MAX_BYTES = 16 * 1024 * 1024;
const MAX_ENTRIES = 5000;

interface Entry {
  version: string;
  body: Uint8Array<ArrayBuffer>;
}

function createCache(db: Db) {
  const versions = db.select().from(dataVersions).where(eq(dataVersions.id, 1)).prepare("data_versions");
  const entries = new LRUCache<string, Entry>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (entry, key) => entry.body.byteLength + key.length + 64,
  });
  // the loads under way, so that a burst of requests after a change reads the page once
  const loading = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

  return async function read(
    known: DataVersions | null | undefined,
    tables: readonly VersionedTable[],
    key: string,
    load: () => Promise<unknown>,
  ): Promise<Uint8Array<ArrayBuffer>> {
    const row = known ?? (await versions.execute())[0];
    if (!row) return serialise(await load()); // the row is made by the migration; never cache without it
    const version = tables.map((table) => row[table]).join(".");
    const hit = entries.get(key);
    if (hit?.version === version) return hit.body;
    const loadKey = `${version} ${key}`;
    let body = loading.get(loadKey);
    if (!body) {
      body = load().then(serialise);
      loading.set(loadKey, body);
      body
        .then((text) => {
          // a load of older counters finishing late must not replace a newer answer
          const current = entries.get(key);
          if (!current || atLeast(version, current.version)) entries.set(key, { version, body: text });
        })
        .catch(() => {}) // the request that waits on `body` reports the failure
        .finally(() => loading.delete(loadKey));
    }
    return body;
  };
}

const encoder = new TextEncoder();
/** Kept as bytes: the answer is encoded once, not on every request. */
const serialise = (value: unknown) => encoder.encode(JSON.stringify(value)) as Uint8Array<ArrayBuffer>;

/** Whether counters `a` are each at least those of `b` (of the same tables, in the same order). */
function atLeast(a: string, b: string) {
  const bs = b.split(".");
  return a.split(".").every((value, i) => Number(value) >= Number(bs[i]));
}

const caches = new WeakMap<Db, ReturnType<typeof createCache>>();

/**
 * The JSON of `load()` as the route's 200 answer, from the cache while none of `tables` has changed since it
 * was read. `key` names everything else the answer depends on: the route, the query and, for a list of the
 * caller's own, the caller. `load` must read nothing but `tables`.
 */
export async function cachedJson<T>(
  c: Context<AppEnv>,
  tables: readonly VersionedTable[],
  key: string,
  load: () => Promise<T>,
): Promise<TypedResponse<T, 200, "json">> {
  const db = c.var.deps.db;
  let read = caches.get(db);
  if (!read) {
    read = createCache(db);
    caches.set(db, read);
  }
  const body = await read(c.var.session?.versions, tables, key, load);
  c.header("Content-Type", "application/json");
  return c.body(body, 200) as unknown as TypedResponse<T, 200, "json">;
}

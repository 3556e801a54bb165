import { createHash } from "node:crypto";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Context, TypedResponse } from "hono";
import type { JSONParsed } from "hono/utils/types";
import { LRUCache } from "lru-cache";
import type { AppEnv } from "../context";
import { type Db, loggingStatements } from "../db/client";
import * as schema from "../db/schema";
import {
  COUNTED_UNDER,
  type DataVersions,
  tableOfSource,
  tableVersions,
  tableVersionsQuery,
  userVersions,
  type VersionedSource,
} from "../db/schema";

/*
 * Cached answers of the busiest reads (ADR 025). A list is read far more often than its tables change, and
 * most of a page's cost is the database building it and Node parsing and serialising it. So the serialised
 * answer is kept under the change counters of the tables it was read from (`table_versions`, a row per table,
 * raised by a trigger when a transaction that changed the table commits), and served again while they are
 * unchanged.
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
  /** an encoded page, or a value of `cachedValue` */
  value: unknown;
}

const sizeOf = (value: unknown) => (value instanceof Uint8Array ? value.byteLength : 64);

function createCache(db: Db) {
  const versions = db
    .select({ versions: sql<DataVersions | null>`(${tableVersionsQuery})` })
    .from(sql`(select 1) one`)
    .prepare("table_versions");
  const entries = new LRUCache<string, Entry>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (entry, key) => sizeOf(entry.value) + key.length + 64,
  });
  // the loads under way, so that a burst of requests after a change reads the page once
  const loading = new Map<string, Promise<unknown>>();

  return {
    /** The counters of `tables`, joined, or null when they cannot be read (then nothing is cached). */
    async version(known: DataVersions | null | undefined, tables: readonly VersionedSource[]) {
      const row = known ?? (await versions.execute())[0]?.versions;
      // the rows are made by the migrations; never cache without a table's counter
      if (!row || tables.some((table) => row[table] === undefined)) return null;
      return tables.map((table) => row[table]).join(".");
    },

    read<V>(version: string | null, key: string, load: () => Promise<V>): Promise<V> {
      if (version === null) return load();
      const hit = entries.get(key);
      if (hit?.version === version) {
        if (cacheCheck.on) return compareWithFresh(key, hit.value, load).then(() => hit.value as V);
        return Promise.resolve(hit.value as V);
      }
      const loadKey = `${version} ${key}`;
      let value = loading.get(loadKey) as Promise<V> | undefined;
      if (!value) {
        const loaded = load();
        value = loaded;
        loading.set(loadKey, loaded);
        loaded
          .then((result) => {
            // a load of older counters finishing late must not replace a newer answer
            const current = entries.get(key);
            if (!current || atLeast(version, current.version)) entries.set(key, { version, value: result });
          })
          .catch(() => {}) // the request that waits on it reports the failure
          .finally(() => loading.delete(loadKey));
      }
      return value;
    },
  };
}

async function compareWithFresh<V>(key: string, cached: unknown, load: () => Promise<V>) {
  const fresh = await load();
  cacheCheck.checked++;
  const same =
    cached instanceof Uint8Array && fresh instanceof Uint8Array
      ? Buffer.from(cached).equals(Buffer.from(fresh))
      : JSON.stringify(cached) === JSON.stringify(fresh);
  if (!same) cacheCheck.mismatches.push({ key });
}

/** The tables are part of the key: the same name read from other tables is another answer. */
const keyOf = (tables: readonly VersionedSource[], name: readonly unknown[]) =>
  JSON.stringify([tables, ...name]);

/**
 * The answer's entity tag: the key (which names the caller where the answer is the caller's own) and the
 * counters it was read under. Weak: equal answers, not byte-for-byte promises.
 */
const entityTag = (key: string, version: string) =>
  `W/"${createHash("sha256").update(`${version} ${key}`).digest("base64url").slice(0, 27)}"`;

/** Whether the request's If-None-Match names `tag` (or is `*`). */
function notModified(c: Context<AppEnv>, tag: string) {
  const header = c.req.header("if-none-match");
  if (!header) return false;
  return header === "*" || header.split(",").some((candidate) => candidate.trim() === tag);
}

const encoder = new TextEncoder();

/** The UTF-8 bytes of the JSON of a `T`; the type remembers what they encode (it exists only for the checker). */
type Encoded<T> = Uint8Array<ArrayBuffer> & { readonly encodes?: T };

/** Kept as bytes: a page is encoded once, not on every request. */
const serialise = <T>(value: T): Encoded<T> =>
  encoder.encode(JSON.stringify(value)) as Uint8Array<ArrayBuffer>;

/**
 * The 200 answer of encoded JSON, typed as `c.json(value)` would type the value it was encoded from: so a route
 * answering with it is checked against its documented response schema, and the bytes go out as they are.
 */
function jsonBytes<T>(
  c: Context<AppEnv>,
  body: Encoded<T>,
): Response & TypedResponse<JSONParsed<T>, 200, "json">;
function jsonBytes(c: Context<AppEnv>, body: Uint8Array<ArrayBuffer>): Response {
  c.header("Content-Type", "application/json");
  return c.body(body, 200);
}

/** Whether counters `a` are each at least those of `b` (of the same tables, in the same order). */
function atLeast(a: string, b: string) {
  const bs = b.split(".");
  return a.split(".").every((value, i) => Number(value) >= Number(bs[i]));
}

/**
 * Tests only (`page-cache-keys.test.ts`): when on, every cache hit also loads afresh and compares, and a
 * difference (two callers' answers under one key) is recorded here; and every load runs with its statements
 * logged, and a table it reads but did not declare is recorded too (once for each key).
 */
export const cacheCheck = {
  on: false,
  /** cache hits compared with a fresh load */
  checked: 0,
  mismatches: [] as { key: string }[],
  /** loads whose statements were read, and those statements */
  loads: 0,
  statements: 0,
  undeclared: [] as { key: string; table: string }[],
};

/**
 * `load`, which (while `cacheCheck` is on) records each table its statements read that `tables` do not name.
 * Its statements are logged on a database opened with `logStatements` (the tests'); statements of a load
 * shared with another request count for the request that began it.
 */
function checkedLoad<V>(tables: readonly VersionedSource[], key: string, load: () => Promise<V>) {
  if (!cacheCheck.on) return load;
  return async () => {
    const statements: string[] = [];
    const value = await loggingStatements(statements, load);
    cacheCheck.loads++;
    cacheCheck.statements += statements.length;
    const declared = new Set(tables.map(tableOfSource));
    for (const table of tablesRead(statements))
      if (
        !declared.has(COUNTED_UNDER[table] ?? table) &&
        !cacheCheck.undeclared.some((found) => found.key === key && found.table === table)
      )
        cacheCheck.undeclared.push({ key, table });
    return value;
  };
}

let schemaTables: Set<string> | undefined;

/** The tables of the schema but the counters (the cache reads those itself, in a load too: `cachedValue`). */
function tableNames() {
  if (!schemaTables) {
    schemaTables = new Set(
      Object.values(schema)
        .filter((value) => is(value, PgTable))
        .map((table) => getTableName(table)),
    );
    schemaTables.delete(getTableName(tableVersions));
    schemaTables.delete(getTableName(userVersions));
  }
  return schemaTables;
}

/** An SQL name, quoted (as Drizzle writes them: `"user"`) or not (`chat_sessions` in a raw template). */
const NAME = String.raw`(?:"(?:[^"]|"")+"|[a-z_][\w$]*)`;
/** Where a table may be named: after `from` or `join` (`lateral` and `only` are not names). */
const TABLE_PLACE = /\b(?:from|join)\s+(?:(?:lateral|only)\s+)?/gi;
/**
 * One item of a `from` list: a name (perhaps qualified, `"s"."t"`: the last part is the table's; it is a
 * column's in `extract(day from "t"."c")`), perhaps an alias, perhaps a comma before the next item.
 */
const FROM_ITEM = new RegExp(
  String.raw`(?:${NAME}\s*\.\s*)*(${NAME})(?:\s+(?:as\s+)?${NAME})?\s*(,)?\s*`,
  "iy",
);

const unquote = (name: string) =>
  name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name.toLowerCase();

/**
 * The tables the statements read: a name after `from` or `join` (or after a comma in a `from` list) that is
 * a table of the schema. Aliases (`join "user" "creator"`), subqueries, functions and columns are not.
 */
function tablesRead(statements: readonly string[]) {
  const tables = tableNames();
  const read = new Set<string>();
  for (const statement of statements)
    for (const place of statement.matchAll(TABLE_PLACE)) {
      FROM_ITEM.lastIndex = place.index + place[0].length;
      for (let item = FROM_ITEM.exec(statement); item; item = item[2] ? FROM_ITEM.exec(statement) : null) {
        const name = unquote(item[1] ?? "");
        if (tables.has(name)) read.add(name);
      }
    }
  return read;
}

const caches = new WeakMap<Db, ReturnType<typeof createCache>>();

function cacheOf(db: Db) {
  let read = caches.get(db);
  if (!read) {
    read = createCache(db);
    caches.set(db, read);
  }
  return read;
}

/**
 * The JSON of `load()` as the route's 200 answer, from the cache while none of `tables` has changed since it
 * was read. `key` names everything else the answer depends on (JSON values): the route, the query and, for
 * a list of the caller's own, the caller. `load` must read nothing but `tables`.
 *
 * The answer carries an `ETag` (of the key and the counters) and `Cache-Control: private, no-cache`: a
 * browser asks again with `If-None-Match` and, while nothing it depends on has changed, gets `304 Not
 * Modified` without a body, decided from the counters alone (read with the session: no query of its own).
 */
export async function cachedJson<T>(
  c: Context<AppEnv>,
  tables: readonly VersionedSource[],
  key: readonly unknown[],
  load: () => Promise<T>,
): Promise<Response & TypedResponse<JSONParsed<T>, 200, "json">> {
  const cache = cacheOf(c.var.deps.db);
  const name = keyOf(tables, key);
  const version = await cache.version(c.var.session?.versions, tables);
  if (version !== null) {
    const tag = entityTag(name, version);
    c.header("ETag", tag);
    c.header("Cache-Control", "private, no-cache");
    c.header("Vary", "Cookie");
    // typed as the 200 it stands for: the browser answers the script with the body it kept
    if (notModified(c, tag)) return c.body(null, 304) as never;
  }
  const body = await cache.read(
    version,
    name,
    checkedLoad(tables, name, () => load().then(serialise<T>)),
  );
  return jsonBytes(c, body);
}

/**
 * The JSON of `load()` as the route's 200 answer, read afresh (ADR 025: the counters' cache is kept for the few
 * hot shared lists; every other read is served fresh). It carries an `ETag` of its bytes and
 * `Cache-Control: private, no-cache`: a browser that asks again with `If-None-Match` gets `304 Not Modified`
 * without a body when the answer is the same (the read is made either way; the bytes are not sent).
 */
export async function freshJson<T>(
  c: Context<AppEnv>,
  load: () => Promise<T>,
): Promise<Response & TypedResponse<JSONParsed<T>, 200, "json">> {
  const body = serialise<T>(await load());
  const tag = `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  c.header("ETag", tag);
  c.header("Cache-Control", "private, no-cache");
  c.header("Vary", "Cookie");
  if (notModified(c, tag)) return c.body(null, 304) as never;
  return jsonBytes(c, body);
}

/**
 * The value of `load()`, from the cache while none of `tables` has changed since it was read: for a part
 * of an answer (one of the triage counts). The value is shared: never change it.
 */
export async function cachedValue<V>(
  c: Context<AppEnv>,
  tables: readonly VersionedSource[],
  key: readonly unknown[],
  load: () => Promise<V>,
): Promise<V> {
  const cache = cacheOf(c.var.deps.db);
  const version = await cache.version(c.var.session?.versions, tables);
  const name = keyOf(tables, ["value", ...key]);
  return cache.read(version, name, checkedLoad(tables, name, load));
}

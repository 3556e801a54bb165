import { AsyncLocalStorage } from "node:async_hooks";
import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gist } from "@electric-sql/pglite/contrib/btree_gist";
import { type Logger, type SQL, sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { DatabaseAvailability } from "./availability";
import type { Bus } from "./bus";
import { notifyOn, postgresBus } from "./bus-postgres";
import { redisBus } from "./bus-redis";
import { relayNotifies } from "./notify-relay";
import { SharedRedis, shareThrough } from "./redis";
import * as schema from "./schema";

type Schema = typeof schema;
/** The one database type the app sees, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The embedded instance (pglite only): the realtime hub listens through it. */
  pglite?: PGlite;
  /** The server's connection string (postgres only): another instance, or the realtime listener, connects with it. */
  url?: string;
  /**
   * The server's own address when `url` goes through a pooler in transaction mode (DATABASE_DIRECT_URL): what
   * needs a session of its own (the migrations' lock; LISTEN and the upload lock without Redis) connects here.
   */
  directUrl?: string;
  /** How the instances hear each other's events (ADR 085): LISTEN/NOTIFY, or Redis when REDIS_URL is set. */
  bus: Bus;
  /** The shared store of the instances (REDIS_URL): limits, upload locks, the bus. */
  redis?: SharedRedis;
  /** Applies the committed SQL migrations (serialised by an advisory lock on a server). */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Runs raw SQL and returns its rows, the same way on both drivers. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/*
 * The SQL of the statements run within `loggingStatements` (tests only: the cache check of `lib/page-cache.ts`
 * reads which tables a cached load reads). Only a database opened with `logStatements` tells it; then a
 * statement is added to the log of every `loggingStatements` it runs within (one inside another too).
 */
const statementLogs = new AsyncLocalStorage<string[][]>();

/** Runs `run`, adding to `statements` the SQL of each statement it runs (on a database opened with `logStatements`). */
export function loggingStatements<T>(statements: string[], run: () => Promise<T>): Promise<T> {
  return statementLogs.run([...(statementLogs.getStore() ?? []), statements], run);
}

const statementLogger: Logger = {
  logQuery(query) {
    for (const log of statementLogs.getStore() ?? []) log.push(query);
  },
};

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
const MIGRATION_LOCK = 4_201_101;

export type DatabaseOptions = (
  | {
      url: string;
      poolSize?: number;
      /** DATABASE_DIRECT_URL: the server itself, when `url` is a pooler's. */
      directUrl?: string;
      /** False behind a pooler in transaction mode that keeps no prepared statements (PgBouncer before 1.21). */
      preparedStatements?: boolean;
    }
  | { dataDir: string }
  | { pglite: PGlite }
) & {
  /** REDIS_URL: the instances share the bus, the limits and the upload locks through it (ADR 085). */
  redisUrl?: string;
  /** The namespace of the keys and the channel in Redis (REDIS_PREFIX). */
  redisPrefix?: string;
  /** Told of connection errors and of new connections, so an outage is noticed (and logged) once. */
  availability?: DatabaseAvailability;
  /** Tell `loggingStatements` what runs (tests only): otherwise Drizzle is given no logger at all. */
  logStatements?: boolean;
};

/**
 * The extensions every PGlite instance loads: btree_gist, for the constraint that keeps a manager's meetings
 * apart (issue 20). Only loaded, the migration creates it.
 */
export const pgliteExtensions = { btree_gist };

/** Postgres when a URL is given; otherwise embedded PGlite in `dataDir` (or an instance made by the caller). */
export function openDatabase(options: DatabaseOptions): Database {
  const logger = options.logStatements ? statementLogger : undefined;
  const redis = options.redisUrl ? new SharedRedis(options.redisUrl, options.redisPrefix) : undefined;
  if ("url" in options) return openPostgres(options, options.availability, logger, redis);
  if ("dataDir" in options) mkdirSync(options.dataDir, { recursive: true });
  const client =
    "pglite" in options ? options.pglite : new PGlite(options.dataDir, { extensions: pgliteExtensions });
  const root = drizzlePglite(client, { schema, logger }) as unknown as Db;
  const bus = redis ? redisBus(redis) : postgresBus({ pglite: client }, notifyOn(root));
  const { db, relay } = relayNotifies(root, bus);
  if (redis) shareThrough(db, redis);
  return {
    db,
    kind: "pglite",
    pglite: client,
    bus,
    redis,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      await relay.stop();
      await redis?.close();
      await client.close();
    },
  };
}

/** How long a request waits for a connection before it is told the database is unavailable. */
const CONNECT_TIMEOUT_MS = 5000;

function openPostgres(
  options: { url: string; poolSize?: number; directUrl?: string; preparedStatements?: boolean },
  availability?: DatabaseAvailability,
  logger?: Logger,
  redis?: SharedRedis,
): Database {
  const { url, directUrl } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
  });
  // A connection the server closes (a restart, pg_terminate_backend, idle_session_timeout) emits 'error' on
  // its client; unhandled, that ends the process. pg-pool listens only while the client is idle (and then
  // emits it again on the pool), not while it is checked out: inside a transaction, or while the migrations
  // hold it. So every client has a listener of its own for its whole life (ADR 068). The statement running,
  // or the next one, rejects with the connection's error (a 503, the transaction rolled back by the server),
  // and the pool drops the client when it is released. Losing a connection says nothing yet about the
  // database: the next query tells.
  pool.on("connect", (client) => {
    client.on("error", (error) => availability?.connectionLost(error));
    if (options.preparedStatements === false) unnamedStatements(client);
    availability?.up();
  });
  // an idle client's error, once more: told above already
  pool.on("error", () => {});
  const root = drizzlePg(pool, { schema, logger }) as unknown as Db;
  const bus = redis ? redisBus(redis) : postgresBus({ listenUrl: directUrl ?? url }, notifyOn(root));
  const { db, relay } = relayNotifies(root, bus);
  if (redis) shareThrough(db, redis);
  return {
    db,
    kind: "postgres",
    url,
    directUrl,
    bus,
    redis,
    async migrate() {
      // the lock is a session's: through a pooler in transaction mode it would stay on whichever server
      // connection took it, so the migrations go to the server itself when it is named
      const direct = directUrl ? new pg.Client({ connectionString: directUrl }) : null;
      if (direct) await direct.connect();
      const conn = direct ?? (await pool.connect());
      try {
        await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await migratePg(drizzlePg(conn), { migrationsFolder });
      } finally {
        await conn.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
        if (direct) await direct.end();
        else (conn as pg.PoolClient).release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await relay.stop();
      await redis?.close();
      await pool.end();
    },
  };
}

/**
 * Has a connection send every statement unnamed: Drizzle's `.prepare(name)` makes node-postgres name its
 * statements, which a pooler in transaction mode without prepared-statement support (PgBouncer before 1.21)
 * cannot keep (the next transaction may run on another server connection, which never saw it).
 * DATABASE_PREPARED_STATEMENTS=false.
 */
function unnamedStatements(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest) => {
    if (config && typeof config === "object" && "name" in config) {
      const { name: _name, ...unnamed } = config as Record<string, unknown>;
      return query(unnamed, ...rest);
    }
    return query(config, ...rest);
  };
}

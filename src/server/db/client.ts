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
import { relayNotifies } from "./notify-relay";
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
  | { url: string; poolSize?: number }
  | { dataDir: string }
  | { pglite: PGlite }
) & {
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
  if ("url" in options)
    return openPostgres(options.url, options.poolSize ?? 10, options.availability, logger);
  if ("dataDir" in options) mkdirSync(options.dataDir, { recursive: true });
  const client =
    "pglite" in options ? options.pglite : new PGlite(options.dataDir, { extensions: pgliteExtensions });
  const { db, relay } = relayNotifies(drizzlePglite(client, { schema, logger }) as unknown as Db);
  return {
    db,
    kind: "pglite",
    pglite: client,
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    close: async () => {
      await relay.stop();
      await client.close();
    },
  };
}

/** How long a request waits for a connection before it is told the database is unavailable. */
const CONNECT_TIMEOUT_MS = 5000;

function openPostgres(
  url: string,
  max: number,
  availability?: DatabaseAvailability,
  logger?: Logger,
): Database {
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  // A connection the server closes (a restart, pg_terminate_backend, idle_session_timeout) emits 'error' on
  // its client; unhandled, that ends the process. pg-pool listens only while the client is idle (and then
  // emits it again on the pool), not while it is checked out: inside a transaction, or while the migrations
  // hold it. So every client has a listener of its own for its whole life (ADR 068). The statement running,
  // or the next one, rejects with the connection's error (a 503, the transaction rolled back by the server),
  // and the pool drops the client when it is released. Losing a connection says nothing yet about the
  // database: the next query tells.
  pool.on("connect", (client) => {
    client.on("error", (error) => availability?.connectionLost(error));
    availability?.up();
  });
  // an idle client's error, once more: told above already
  pool.on("error", () => {});
  const { db, relay } = relayNotifies(drizzlePg(pool, { schema, logger }) as unknown as Db);
  return {
    db,
    kind: "postgres",
    url,
    async migrate() {
      const conn = await pool.connect();
      try {
        await conn.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
        await migratePg(drizzlePg(conn), { migrationsFolder });
      } finally {
        await conn.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
        conn.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await relay.stop();
      await pool.end();
    },
  };
}

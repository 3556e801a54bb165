import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { createApp } from "../app";
import type { AppDeps } from "../context";
import { DatabaseAvailability } from "../db/availability";
import { type Database, openDatabase, pgliteExtensions } from "../db/client";
import { type Env, loadEnv } from "../env";
import { createLogger } from "../lib/logger";
import { createMailer } from "../mail/mailer";
import { RealtimeHub } from "../realtime/hub";
import { createTopics } from "../realtime-topics";
import { fastPasswordHasher } from "./fast-password";

/**
 * A fresh, migrated PostgreSQL database (TEST_DB=postgres), a copy of the run's template: its URL. Dropped all
 * together when the run ends (global-setup.ts), not one by one.
 */
export async function copyOfTemplateDatabase(): Promise<string> {
  const templateUrl = new URL(inject("templateDatabaseUrl"));
  const template = templateUrl.pathname.slice(1);
  const name = `${template}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({
    connectionString: templateUrl.toString().replace(/\/[^/]*$/, "/postgres"),
  });
  await admin.connect();
  await admin.query(`create database "${name}" template "${template}"`);
  await admin.end();
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh, migrated database of the kind this Vitest project tests (TEST_DB=pglite|postgres). */
async function createTestDatabase(env: Env, availability?: DatabaseAvailability): Promise<Database> {
  const shared = { redisUrl: env.REDIS_URL, redisPrefix: env.REDIS_PREFIX };
  if (process.env.TEST_DB === "postgres") {
    const url = await copyOfTemplateDatabase();
    return openDatabase({ url, poolSize: 4, availability, logStatements: true, ...shared });
  }
  const dump = readFileSync(inject("pgliteTemplate"));
  const pglite = new PGlite({ loadDataDir: new Blob([dump]), extensions: pgliteExtensions });
  // PGlite starts on its first statement (the dump unpacked, PostgreSQL booted in WebAssembly: 1.5-2 s on the
  // two-core machine): started here, in the caller's beforeAll, it is not counted in the first test's 5 s
  await pglite.waitReady;
  return openDatabase({ pglite, logStatements: true, ...shared });
}

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  close(): Promise<void>;
}

/** Another connection pool to the database of `other` (PostgreSQL only): a second server instance. */
function sameDatabase(other: Database, env: Env, availability: DatabaseAvailability): Database {
  if (!other.url) throw new Error("a second instance on one database needs PostgreSQL (TEST_DB=postgres)");
  return openDatabase({
    url: env.DATABASE_URL ?? other.url,
    directUrl: env.DATABASE_DIRECT_URL,
    preparedStatements: env.DATABASE_PREPARED_STATEMENTS,
    poolSize: 4,
    availability,
    logStatements: true,
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
  });
}

export interface TestContextOptions {
  /** Share the database of this context, as a second instance of the app would. */
  sameDatabaseAs?: TestContext;
  /** The realtime heartbeat's period and pong timeout, shortened for tests of the heartbeat. */
  heartbeat?: { interval: number; timeout: number };
  /** better-auth's real scrypt instead of the fast test hasher (the auth tests). */
  realPasswordHashing?: boolean;
}

/** The whole API on its own fresh database, for requests through `app.request()` (or `startTestServer`). */
export async function createTestContext(
  envOverrides: Record<string, string> = {},
  options: TestContextOptions = {},
): Promise<TestContext> {
  const env: Env = loadEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    TRUST_PROXY: "true",
    AUTH_SECRET: "test-secret-test-secret-test-secret-0123",
    PUBLIC_URL: "http://localhost:3000",
    // uploads of this context only, removed by close()
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "creatordesk-data-")),
    ...envOverrides,
  });
  const logger = createLogger("silent");
  const availability = new DatabaseAvailability(logger);
  const database = options.sameDatabaseAs
    ? sameDatabase(options.sameDatabaseAs.deps.database, env, availability)
    : await createTestDatabase(env, availability);
  const mailer = createMailer(env.SMTP_URL, env.MAIL_FROM);
  const deps: AppDeps = {
    env,
    database,
    db: database.db,
    availability,
    logger,
    mailer,
    kickOutbox: () => {},
    realtime: new RealtimeHub(database, logger, createTopics(), options.heartbeat),
    passwordHasher: options.realPasswordHashing ? undefined : fastPasswordHasher,
  };
  return {
    app: createApp(deps),
    deps,
    async close() {
      await deps.realtime.close();
      mailer.close();
      await database.close();
      if (!envOverrides.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
    },
  };
}

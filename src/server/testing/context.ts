import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { createApp } from "../app";
import type { AppDeps } from "../context";
import { type Database, openDatabase } from "../db/client";
import { type Env, loadEnv } from "../env";
import { createLogger } from "../lib/logger";
import { createMailer } from "../mail/mailer";

/** A fresh, migrated database of the kind this Vitest project tests (TEST_DB=pglite|postgres). */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === "postgres") {
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
    const database = openDatabase({ url: url.toString(), poolSize: 4 });
    return {
      ...database,
      async close() {
        await database.close();
        const dropper = new pg.Client({
          connectionString: templateUrl.toString().replace(/\/[^/]*$/, "/postgres"),
        });
        await dropper.connect();
        await dropper.query(`drop database if exists "${name}" with (force)`);
        await dropper.end();
      },
    };
  }
  const dump = readFileSync(inject("pgliteTemplate"));
  const pglite = new PGlite({ loadDataDir: new Blob([dump]) });
  return openDatabase({ pglite });
}

export interface TestContext {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  close(): Promise<void>;
}

/** The whole API on its own fresh database, for requests through `app.request()`. */
export async function createTestContext(envOverrides: Record<string, string> = {}): Promise<TestContext> {
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
  const database = await createTestDatabase();
  const mailer = createMailer(env.SMTP_URL, env.MAIL_FROM);
  const deps: AppDeps = {
    env,
    database,
    db: database.db,
    logger: createLogger("silent"),
    mailer,
    kickOutbox: () => {},
  };
  return {
    app: createApp(deps),
    deps,
    async close() {
      mailer.close();
      await database.close();
      if (!envOverrides.DATA_DIR) rmSync(env.DATA_DIR, { recursive: true, force: true });
    },
  };
}

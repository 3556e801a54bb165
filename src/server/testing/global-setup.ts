import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase, pgliteExtensions } from "../db/client";

/**
 * Migrates one database per run: a PGlite data directory dumped to a file that each test file loads
 * (fast: no initdb per file), or the TEST_DATABASE_URL database, used as a template for each file's own.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === "postgres") {
    const url = process.env.TEST_DATABASE_URL!;
    const database = openDatabase({ url, poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide("templateDatabaseUrl", url);
    // each test file's database (testing/context.ts names them after the template), dropped once at the end
    return () => dropFileDatabases(url);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), "creatordesk-test-"));
  const pglite = new PGlite({ extensions: pgliteExtensions });
  const database = openDatabase({ pglite });
  await database.migrate();
  const dump = await pglite.dumpDataDir("none");
  await pglite.close();
  const file = path.join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function dropFileDatabases(templateUrl: string) {
  const template = new URL(templateUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: templateUrl.replace(/\/[^/]*$/, "/postgres") });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string }>(
      "select datname as name from pg_database where starts_with(datname, $1)",
      [`${template}_`],
    );
    for (const { name } of rows) await admin.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await admin.end();
  }
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    templateDatabaseUrl: string;
  }
}

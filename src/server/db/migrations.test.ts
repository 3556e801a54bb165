import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, pgliteExtensions } from "./client";
import * as schema from "./schema";

/*
 * The embedded database as `npm start` makes it (ADR 028, lane `pglite`): the committed migrations applied to an
 * empty data directory, and applied over a database the previous release left, with its rows in it.
 */

const folder = fileURLToPath(new URL("./migrations", import.meta.url));
const journal: { entries: { tag: string }[] } = JSON.parse(
  readFileSync(path.join(folder, "meta/_journal.json"), "utf8"),
);
/**
 * The newest migration of the previous release (issue 31's landing); move it forward when a release lands. While
 * this release adds no migration, the upgrade starts one migration earlier, so that it always applies one.
 */
const PREVIOUS_RELEASE = "0031_chat-transcript-proof";

const dirs: string[] = [];
const scratch = (prefix: string) => {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  dirs.push(dir);
  return dir;
};
/** Each test makes a PGlite data directory on disk (initdb) and applies every migration: 3 to 8 s here. */
const MIGRATING = 30_000;

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** Every table of the Drizzle schema with its columns' names and nullability. */
function expectedColumns() {
  const tables: PgTable[] = [];
  for (const value of Object.values(schema) as unknown[]) if (is(value, PgTable)) tables.push(value);
  return Object.fromEntries(
    tables.map((table) => {
      const config = getTableConfig(table);
      return [config.name, Object.fromEntries(config.columns.map((c) => [c.name, c.notNull ? "NO" : "YES"]))];
    }),
  );
}

async function actualColumns(pglite: PGlite) {
  const { rows } = await pglite.query<{ table: string; column: string; nullable: string }>(
    `select table_name as table, column_name as column, is_nullable as nullable
       from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  );
  const tables: Record<string, Record<string, string>> = {};
  for (const row of rows) {
    tables[row.table] ??= {};
    tables[row.table]![row.column] = row.nullable;
  }
  return tables;
}

describe("the migrations on the embedded database", () => {
  it(
    "make, from an empty data directory, the schema the code declares, and the data directory opens again",
    async () => {
      const dataDir = scratch("creatordesk-migrate-empty-");
      const first = openDatabase({ dataDir });
      await first.migrate();
      const applied = await first.pglite!.query<{ n: number }>(
        "select count(*)::int as n from drizzle.__drizzle_migrations",
      );
      expect(applied.rows[0]!.n).toBe(journal.entries.length);
      const actual = await actualColumns(first.pglite!);
      const expected = expectedColumns();
      expect(Object.keys(expected).length).toBeGreaterThan(20);
      for (const [table, columns] of Object.entries(expected)) expect(actual[table], table).toEqual(columns);
      await first.close();

      // as the next `npm start` does: the same directory, migrated again (nothing to do), the tables there
      const again = openDatabase({ dataDir });
      await again.migrate();
      const counted = await again.pglite!.query<{ n: number }>(
        "select count(*)::int as n from drizzle.__drizzle_migrations",
      );
      expect(counted.rows[0]!.n).toBe(journal.entries.length);
      await again.close();
    },
    MIGRATING,
  );

  it(
    "upgrade a database of the previous release and keep its rows",
    async () => {
      const release = journal.entries.findIndex((e) => e.tag === PREVIOUS_RELEASE);
      expect(release, `${PREVIOUS_RELEASE} is in the journal`).toBeGreaterThanOrEqual(0);
      const last = Math.min(release, journal.entries.length - 2);
      // the previous release's migrations: the same files, its journal ending at PREVIOUS_RELEASE
      const previous = scratch("creatordesk-previous-release-");
      cpSync(folder, previous, { recursive: true });
      writeFileSync(
        path.join(previous, "meta/_journal.json"),
        JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }),
      );
      const dataDir = scratch("creatordesk-migrate-upgrade-");
      const old = new PGlite(dataDir, { extensions: pgliteExtensions });
      await migrate(drizzle(old), { migrationsFolder: previous });
      // what people had in it
      await old.exec(`
      insert into "user" (id, name, email, role) values ('u-before', 'Ana Before', 'ana@example.test', 'creator');
      insert into todos (user_id, task, priority, due_date) values ('u-before', 'Film the intro', 'High', '2026-12-01');
      insert into contact_messages (name, email, subject, message) values ('Bo', 'bo@example.test', 'Hello', 'A brand deal');
    `);
      await old.close();

      // this release's `npm start` on that directory
      const upgraded = openDatabase({ dataDir });
      await upgraded.migrate();
      const applied = await upgraded.pglite!.query<{ n: number }>(
        "select count(*)::int as n from drizzle.__drizzle_migrations",
      );
      expect(applied.rows[0]!.n).toBe(journal.entries.length);
      // read through the current schema: every column it declares is there, the rows with it
      const [ana] = await upgraded.db.select().from(schema.user);
      expect(ana).toMatchObject({ id: "u-before", name: "Ana Before", role: "creator", timeZone: null });
      const tasks = await upgraded.db.select().from(schema.todos);
      expect(tasks).toEqual([
        expect.objectContaining({
          userId: "u-before",
          task: "Film the intro",
          priority: "High",
          isCompleted: false,
        }),
      ]);
      const messages = await upgraded.db.select().from(schema.contactMessages);
      expect(messages).toEqual([expect.objectContaining({ subject: "Hello", readAt: null })]);
      await upgraded.close();
    },
    MIGRATING,
  );
});

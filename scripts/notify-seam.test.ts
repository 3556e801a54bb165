import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * No writing transaction calls pg_notify (issue 33, ADR 073): the app's code calls it only where no write is
 * made (db/bus-postgres.ts, the NOTIFY transport of the bus: a signal outside a transaction, a probe), and of the database's functions, as the
 * migrations leave them, only the relay's sends.
 */

const root = path.resolve(import.meta.dirname, "..");
const migrations = path.join(root, "src/server/db/migrations");

/** The code's lines that call pg_notify (comments left out), as `file:line`. */
function callsInCode(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, i) => {
        if (/pg_notify\(/.test(line) && !/^\s*(\*|\/\/|\/\*)/.test(line))
          found.push(`${path.relative(root, file)}:${i + 1}`);
      });
  }
  return found;
}

/** The functions whose last definition in `sql` (the migrations in order) calls pg_notify. */
function notifyingFunctions(sql: string): string[] {
  const last = new Map<string, string>();
  for (const match of sql.matchAll(/CREATE (?:OR REPLACE )?FUNCTION "(\w+)"[\s\S]*?\$\$([\s\S]*?)\$\$/g))
    last.set(match[1]!, match[2]!);
  return [...last].filter(([, body]) => /pg_notify\s*\(/.test(body)).map(([name]) => name);
}

describe("NOTIFY only after the commit", () => {
  it("is called by the app's code only outside a transaction (db/bus-postgres.ts)", () => {
    const calls = callsInCode(path.join(root, "src/server")).filter((at) => !at.includes("/migrations/"));
    expect(calls.map((at) => at.replace(/:\d+$/, ""))).toEqual(["src/server/db/bus-postgres.ts"]);
  });

  it("is sent by no database function but the relay's", () => {
    const sql = readdirSync(migrations)
      .filter((name) => name.endsWith(".sql"))
      .sort()
      .map((name) => readFileSync(path.join(migrations, name), "utf8"))
      .join("\n");
    expect(notifyingFunctions(sql)).toEqual(["relay_notify_outbox"]);
  });

  it("finds a trigger function that notifies, and forgets one replaced by a later migration (the check can fail)", () => {
    const older = `CREATE FUNCTION "tell"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_notify('c', 'x'); END $$;`;
    const newer = `CREATE OR REPLACE FUNCTION "tell"() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO t VALUES (1); END $$;`;
    expect(notifyingFunctions(older)).toEqual(["tell"]);
    expect(notifyingFunctions(`${older}\n${newer}`)).toEqual([]);
  });
});

import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import pg from "pg";

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * A new empty database `name` on the PostgreSQL server of `serverUrl` (dropped first if a crashed run left
 * it): its URL, and how to drop it (with force: a server still connected is cut off).
 */
export async function scratchDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists "${name}"`);
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/**
 * The Node flags the server runs with, as `npm start` and `npm run serve` give them (package.json is the one
 * place they are written): the benches start their servers with these, so they measure the server as it runs.
 * V8's old space is capped at SERVER_HEAP_MB (ADR 066): without a cap V8 sizes the heap for the machine's
 * memory and lets garbage reach three or four times the live set before it collects.
 */
export function serverNodeFlags(env: NodeJS.ProcessEnv = process.env): string[] {
  const start = (JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> })
    .scripts.start!;
  const match = /--max-old-space-size=\$\{SERVER_HEAP_MB:-(\d+)\}/.exec(start);
  if (!match) throw new Error("package.json's start script does not set --max-old-space-size");
  return [`--max-old-space-size=${env.SERVER_HEAP_MB || match[1]}`];
}

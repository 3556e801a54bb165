import { fileURLToPath } from "node:url";

/*
 * How the server starts: the one definition (ADR 066) of its command, its Node flags and NODE_ENV. `npm start`
 * and `npm run serve` run this file (`node src/server/launch.ts start|serve`), which replaces itself with the
 * server's process (same pid: a signal or a `kill -9` reaches the server itself); the Playwright run starts
 * `npm start`; the benches and the tests that spawn a server (testing/server-process.ts) spawn `serverCommand`.
 * Plain Node runs this file (its types stripped): it imports nothing but Node's own modules.
 */

/** V8's old space in MB, unless SERVER_HEAP_MB says otherwise (ADR 066). */
const DEFAULT_HEAP_MB = 256;

/** What the server runs: `start` builds the web client first when it is missing or stale (scripts/start.ts). */
const ENTRIES = {
  start: fileURLToPath(new URL("../../scripts/start.ts", import.meta.url)),
  serve: fileURLToPath(new URL("./index.ts", import.meta.url)),
};

/**
 * The cap of V8's old space in MB: SERVER_HEAP_MB from the process environment (not `.env`: it is a Node
 * flag, given before anything reads `.env`), else 256. The server's worker threads get the same cap
 * (lib/cpu-pool.ts).
 */
export function serverHeapMb(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env.SERVER_HEAP_MB?.trim();
  if (!raw) return DEFAULT_HEAP_MB;
  const mb = Number(raw);
  if (!Number.isInteger(mb) || mb <= 0)
    throw new Error(`SERVER_HEAP_MB must be a whole number of MB (got "${raw}")`);
  return mb;
}

/**
 * The server's Node flags: the heap cap (without it V8 sizes the heap for the machine's memory and lets
 * garbage reach three or four times the live set before it collects), and tsx's loader (ADR 003).
 */
function serverNodeFlags(env: NodeJS.ProcessEnv = process.env): string[] {
  return [`--max-old-space-size=${serverHeapMb(env)}`, "--import", "tsx"];
}

/** The server's process: the Node binary, its flags and entry, and the environment it adds (NODE_ENV). */
export function serverCommand(entry: keyof typeof ENTRIES, env: NodeJS.ProcessEnv = process.env) {
  return {
    command: process.execPath,
    args: [...serverNodeFlags(env), ENTRIES[entry]],
    env: { NODE_ENV: "production" },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const entry = process.argv[2];
  if (entry !== "start" && entry !== "serve") {
    console.error("usage: node src/server/launch.ts start|serve");
    process.exit(2);
  }
  const { command, args, env } = serverCommand(entry);
  process.execve!(command, [command, ...args], { ...process.env, ...env });
}

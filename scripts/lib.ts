import { spawn } from "node:child_process";
import path from "node:path";
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
 * `command args` run with its file descriptors raised (issue 39: 10,000 sockets through a balancer take
 * 20,000 of an instance's and the balancer's own): 65,536, or the hard limit when that cannot be had.
 */
export const ulimited = (command: string, args: string[]) => ({
  command: "sh",
  args: ["-c", 'ulimit -n 65536 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$0" "$@"', command, ...args],
});

/** The benches' TCP balancer (scripts/balancer.ts) on 127.0.0.1:`port`, round robin over `upstreams`. */
export async function startBalancer(port: number, upstreams: number[]) {
  const run = ulimited(process.execPath, [
    path.join(import.meta.dirname, "balancer.ts"),
    String(port),
    ...upstreams.map(String),
  ]);
  const child = spawn(run.command, run.args, { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`the balancer ended (${code})`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    ws: `ws://127.0.0.1:${port}/api/realtime`,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}

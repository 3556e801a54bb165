import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "./server-process";

/*
 * Redis and PgBouncer for the tests of several instances (issue 39, ADR 085). The shared Redis of the machine
 * (TEST_REDIS_URL, else 127.0.0.1:6379: CI runs one) is used with a namespace of the test's own; a Redis
 * the test stops and starts again, and a PgBouncer, are started from their binaries on free ports.
 */

/** Where a program is, or null: on PATH, or at one of `also`. */
export function programPath(name: string, also: string[] = []): string | null {
  for (const candidate of also) if (existsSync(candidate)) return candidate;
  try {
    return execFileSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}

/** The shared Redis of the tests. */
const testRedisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/** Why the Redis tests cannot run here, or null: only when neither a TEST_REDIS_URL nor Redis is installed. */
export const noRedis =
  process.env.TEST_REDIS_URL || programPath("redis-server") || programPath("redis-cli")
    ? null
    : "Redis is not installed here (no redis-server, no TEST_REDIS_URL): the Redis transport is not tested";

/** The env of an instance on the shared Redis, in a namespace of its own (the same for its other instances). */
export function redisEnv(url = testRedisUrl): Record<string, string> {
  return { REDIS_URL: url, REDIS_PREFIX: `cdtest:${randomBytes(6).toString("hex")}` };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves once something accepts TCP connections on 127.0.0.1:`port`. */
async function listening(port: number, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (up) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on port ${port}`);
    await sleep(50);
  }
}

async function ended(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((resolve) => child.once("exit", resolve));
}

/** A redis-server of the test's own (no persistence), which it may stop and start again on the same port. */
export async function startOwnRedis() {
  const binary = programPath("redis-server");
  if (!binary) throw new Error("redis-server is not installed");
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(
      binary,
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      {
        stdio: "ignore",
      },
    );
    await listening(port);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running) return;
    running.kill("SIGKILL");
    await ended(running);
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop };
}

/** Debian's pgbouncer (or one on PATH), or null. */
export const pgbouncerBinary = programPath("pgbouncer", ["/usr/sbin/pgbouncer"]);

/**
 * A PgBouncer in transaction mode in front of the database of `databaseUrl` (trust authentication, as the
 * tests' server): the URL to reach that database through it.
 */
export async function startPgBouncer(databaseUrl: string, poolSize = 8) {
  if (!pgbouncerBinary) throw new Error("pgbouncer is not installed");
  const target = new URL(databaseUrl);
  const database = target.pathname.slice(1);
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), "creatordesk-pgbouncer-"));
  const user = decodeURIComponent(target.username || "postgres");
  writeFileSync(path.join(dir, "users.txt"), `"${user}" ""\n`);
  writeFileSync(
    path.join(dir, "pgbouncer.ini"),
    [
      "[databases]",
      `${database} = host=${target.hostname} port=${target.port || 5432} dbname=${database}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      `unix_socket_dir = ${dir}`,
      "auth_type = trust",
      `auth_file = ${path.join(dir, "users.txt")}`,
      "pool_mode = transaction",
      `default_pool_size = ${poolSize}`,
      "max_client_conn = 200",
      // the clients' own parameters: node-postgres sends none that PgBouncer would refuse
      "ignore_startup_parameters = extra_float_digits,application_name",
      `logfile = ${path.join(dir, "pgbouncer.log")}`,
      `pidfile = ${path.join(dir, "pgbouncer.pid")}`,
      "",
    ].join("\n"),
  );
  // PgBouncer refuses to run as root (a CI container's user): it then runs as nobody, which reads and writes here
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o777);
    for (const file of ["users.txt", "pgbouncer.ini"]) chmodSync(path.join(dir, file), 0o644);
  }
  const args = [...(asRoot ? ["-u", "nobody"] : []), path.join(dir, "pgbouncer.ini")];
  const child = spawn(pgbouncerBinary, args, { stdio: "ignore" });
  try {
    await Promise.race([
      listening(port),
      new Promise((_, reject) =>
        child.once("exit", (code) => reject(new Error(`pgbouncer exited (${code})`))),
      ),
    ]);
  } catch (error) {
    const log = existsSync(path.join(dir, "pgbouncer.log"))
      ? readFileSync(path.join(dir, "pgbouncer.log"), "utf8").slice(-2000)
      : "(no log)";
    child.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  const url = new URL(databaseUrl);
  url.port = String(port);
  url.hostname = "127.0.0.1";
  return {
    url: url.toString(),
    async stop() {
      child.kill("SIGTERM");
      await ended(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

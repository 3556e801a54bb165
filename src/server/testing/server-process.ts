import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import type { Role } from "~/domain/roles";
import { runUserCommand } from "../cli/user-command";
import { loadEnv } from "../env";
import { serverCommand } from "../launch";
import type { TestContext } from "./context";

/*
 * The real server, started as `npm run serve` starts it (launch.ts: its Node flags, the heap cap among them,
 * and NODE_ENV=production), in a child process of its own pid: for tests and
 * benchmarks that must kill it (SIGKILL in the middle of an upload) or measure its memory, which an app
 * served inside the test's own process (testing/server.ts) cannot give.
 */

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  pid: number;
  /** The environment it was started with (DATA_DIR, DATABASE_URL, S3_*…): to start it again. */
  env: Record<string, string>;
  /** Its resident memory now, in bytes (Linux: /proc/<pid>/status VmRSS). */
  rss(): number;
  /** Sends the signal and waits for the process to end (SIGKILL: no shutdown, as a crash or `kill -9`). */
  kill(signal: NodeJS.Signals): Promise<void>;
  /** SIGTERM: the graceful shutdown. */
  stop(): Promise<void>;
}

/** A TCP port nobody listens on now (the server is then started on it, and on it again after a kill). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** The resident memory of a process in bytes, 0 once it has ended. */
export function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the server on 127.0.0.1:`port` with `env` (DATA_DIR at least) over the current environment, and
 * waits until /api/health answers. Its standard error is kept (the last 8 KB) for the error when it fails.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${port}`;
  const command = serverCommand("serve");
  const fullEnv: Record<string, string> = {
    LOG_LEVEL: "warn",
    // every request of a test or benchmark comes from 127.0.0.1
    AUTH_RATE_LIMIT: "1000",
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
    PUBLIC_URL: url,
  };
  const child: ChildProcess = spawn(command.command, command.args, {
    stdio: ["ignore", "ignore", "pipe"],
    env: { ...process.env, ...fullEnv, ...command.env },
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-8192);
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve();
    }),
  );
  const pid = child.pid!;
  const server: ServerProcess = {
    url,
    pid,
    env,
    rss: () => rssOf(pid),
    async kill(signal) {
      if (!exited) child.kill(signal);
      await exit;
    },
    async stop() {
      await server.kill("SIGTERM");
    },
  };
  const until = Date.now() + timeoutMs;
  while (Date.now() < until && !exited) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return server;
    } catch {}
    await sleep(200);
  }
  await server.kill("SIGKILL");
  throw new Error(
    `the server on port ${port} did not start${exited ? " (it exited)" : ` within ${timeoutMs} ms`}:\n${stderr}`,
  );
}

/** The `name=value` pairs of a response's Set-Cookie lines, as one Cookie header. */
function cookieHeader(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/**
 * A new user of this role made as `cli user:create` makes one (through the running server on an embedded
 * database, directly on DATABASE_URL), then signed in through the API: the session cookie.
 */
export async function signedInUserOn(
  server: ServerProcess,
  role: Role,
): Promise<{ id: string; email: string; cookie: string }> {
  const email = `${role}-${randomBytes(4).toString("hex")}@example.test`;
  const password = `pw-${randomBytes(12).toString("base64url")}`;
  const made = await runUserCommand(loadEnv({ ...process.env, ...server.env }), {
    email,
    password,
    name: `Test ${role}`,
    role,
  });
  const res = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in: ${res.status} ${await res.text()}`);
  return { id: made.id, email, cookie: cookieHeader(res) };
}

/** A new editing project of the signed-in creator of `cookie`, made through the API: its id. */
export async function editingProjectOn(
  server: ServerProcess,
  cookie: string,
  title: string,
): Promise<string> {
  const res = await fetch(`${server.url}/api/editing-projects`, {
    method: "POST",
    headers: { cookie, origin: server.url, "content-type": "application/json" },
    body: JSON.stringify({
      title,
      description: "Cut it down to ten minutes",
      submittedFileUrl: "https://drive.example.com/raw.mp4",
    }),
  });
  if (res.status !== 201) throw new Error(`editing project: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/**
 * The server process as the request helpers of testing/auth and testing/chat see a test context (`call`,
 * `newGuestChat`, `guestSays`...): their requests go to it over HTTP, from its own origin. Start it with
 * TRUST_PROXY=true for their X-Forwarded-For (a client address of each test's own) to count.
 */
export function requestsTo(server: ServerProcess): TestContext {
  const request = (path: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    headers.set("origin", server.url);
    return fetch(new URL(path, server.url), { ...init, headers });
  };
  return { app: { request } } as unknown as TestContext;
}

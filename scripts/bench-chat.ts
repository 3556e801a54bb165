/**
 * `npm run bench:chat`: the live chat under load. 1,000 guest WebSockets, each sending a message every 10 s
 * for 60 s, with 5 managers subscribed to every chat (`chat:all`); prints p50, p99 and maximum
 * send-to-receive latency (from the guest's POST to the event at each receiver: the guest's own socket and
 * the 5 managers), messages lost or duplicated, and the server's peak RSS. Three runs: one instance on the
 * embedded database, one instance on PostgreSQL, and two instances on PostgreSQL, where each guest listens on
 * one instance and posts through the other.
 *
 * Targets on a two-core machine: p99 <= 100 ms, RSS <= 400 MB, nothing lost or duplicated. They are judged on
 * the PostgreSQL runs (the exit code); the PGlite run is printed beside them, its RSS including the embedded
 * database, which lives in the server process.
 * Typing and seen (issue 21, ADR 061): each run is made twice, without and with them. With them every guest,
 * in every round, says "typing" twice while it composes (1.5 s and 0.3 s before its message, as the
 * browser's throttle allows) and "seen" for the staff's welcome message sent to every chat before the load
 * (stored the first time, a no-op update after); the signal latency is from the signal to its event back at
 * the guest's own socket (published through NOTIFY like a message). The message targets apply to both.
 * Knobs: BENCH_GUESTS, BENCH_MANAGERS, BENCH_SECONDS, BENCH_INTERVAL_MS, BENCH_PORT (first of two ports),
 * BENCH_SIGNALS (both, on or off: the runs with and without typing and seen; default both),
 * BENCH_DATABASE_URL (a PostgreSQL server to make a scratch database on; default postgres://postgres@127.0.0.1:5432/postgres),
 * BENCH_RUNS (comma list of pglite, postgres, two-instances, scale-notify, scale-redis).
 *
 * Scale-out (issue 39, ADR 085): `scale-notify` and `scale-redis` run four instances behind one port (a small
 * TCP balancer, scripts/balancer.ts: round robin, no stickiness) with 10,000 guest sockets, 20 managers, a
 * message every 10 s per guest (a thousand a second in all) with typing and seen, on LISTEN/NOTIFY and on
 * Redis (a redis-server of the bench's own, or BENCH_REDIS_URL); delivery p50/p99, lost messages and the RSS
 * of each instance. Targets: p99 <= 85 ms, nothing lost, each instance under 400 MB. Knobs: BENCH_SCALE_GUESTS,
 * BENCH_SCALE_MANAGERS, BENCH_SCALE_SECONDS, BENCH_SCALE_INSTANCES.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { WebSocket } from "ws";
import type { ChatSessionCreated } from "../src/domain/chat";
import { HEARTBEAT_INTERVAL_MS, type ServerMessage } from "../src/domain/realtime";
import { runUserCommand } from "../src/server/cli/user-command";
import { loadEnv } from "../src/server/env";
import { serverCommand } from "../src/server/launch";
import { rssOf } from "../src/server/testing/server-process";
import { scratchDatabase, startBalancer, ulimited } from "./lib";

const GUESTS = Number(process.env.BENCH_GUESTS ?? 1000);
const MANAGERS = Number(process.env.BENCH_MANAGERS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 10_000);
const FIRST_PORT = Number(process.env.BENCH_PORT ?? 4320);
const PG_SERVER = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const RUNS = (process.env.BENCH_RUNS ?? "pglite,postgres,two-instances").split(",");
// issue 39: the scale-out runs
const SCALE = {
  guests: Number(process.env.BENCH_SCALE_GUESTS ?? 10_000),
  managers: Number(process.env.BENCH_SCALE_MANAGERS ?? 20),
  seconds: Number(process.env.BENCH_SCALE_SECONDS ?? 30),
  instances: Number(process.env.BENCH_SCALE_INSTANCES ?? 4),
};
const SCALE_TARGET = { p99: 85, rssMb: 400 };
const TARGET = { p99: 100, rssMb: 400 };
// issue 21: runs without and with typing and seen
const SIGNAL_MODES = { both: [false, true], on: [true], off: [false] }[
  process.env.BENCH_SIGNALS ?? "both"
] ?? [false, true];

interface Instance {
  child: ChildProcess;
  base: string;
  ws: string;
  /** RSS once started, before any load; and the highest seen under load. */
  idleRss: number;
  peakRss: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Sockets that had to be opened again (refused or reset while opening). */
let reconnects = 0;

async function startInstance(
  port: number,
  env: Record<string, string>,
  wrap: (command: string, args: string[]) => { command: string; args: string[] } = (command, args) => ({
    command,
    args,
  }),
): Promise<Instance> {
  const server = serverCommand("serve");
  const run = wrap(server.command, server.args);
  const child = spawn(run.command, run.args, {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      ...server.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      // every simulated visitor comes from 127.0.0.1
      CHAT_SESSION_RATE_LIMIT: "1000000",
      // and opens its socket from there: above the per-address cap of sockets (200 by default)
      REALTIME_MAX_SOCKETS_PER_IP: "100000",
      AUTH_RATE_LIMIT: "1000",
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) {
        await sleep(1000);
        const idleRss = rssOf(child.pid!);
        return { child, base, ws: `ws://127.0.0.1:${port}/api/realtime`, idleRss, peakRss: idleRss };
      }
    } catch {}
    await sleep(500);
  }
  child.kill();
  throw new Error(`the server on port ${port} did not start`);
}

async function stopInstance(instance: Instance) {
  instance.child.kill("SIGTERM");
  await new Promise((r) => instance.child.once("exit", r));
}

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Runs `task` over `items` with at most `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, task: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await task(items[i]!, i);
      }
    }),
  );
  return results;
}

/**
 * A socket subscribed to `topic`, calling `onContent` with each message's content and its arrival time, and
 * `onSignal` with each typing or seen event's type.
 */
async function listen(
  url: string,
  topic: string,
  onContent: (content: string, at: number) => void,
  cookie?: string,
  token?: string,
  onSignal?: (type: string, at: number) => void,
) {
  // a connection refused or reset while thousands open at once is tried again (a browser's client would)
  let socket!: WebSocket;
  for (let attempt = 1; ; attempt++) {
    socket = new WebSocket(url, { headers: cookie ? { cookie } : {} });
    // an error after the socket opened ends it (its 'close' tells); unheard it would end the bench
    socket.on("error", () => {});
    const opened = await new Promise<boolean>((resolve) => {
      socket.once("open", () => resolve(true));
      socket.once("error", () => resolve(false));
    });
    if (opened) break;
    reconnects++;
    if (attempt === 5) throw new Error(`could not open a socket to ${url}`);
    await sleep(200 * attempt);
  }
  const subscribed = new Promise<void>((resolve, reject) => {
    // a socket refused (a cap) or dropped before its subscription fails the run instead of waiting forever
    socket.once("close", (code) =>
      reject(new Error(`socket closed (${code}) before subscribing to ${topic}`)),
    );
    socket.on("message", (data) => {
      const at = performance.now();
      for (const line of String(data).split("\n")) {
        const message = JSON.parse(line) as ServerMessage;
        if (message.type === "subscribed") resolve();
        else if (message.type === "denied") reject(new Error(`denied ${topic}`));
        else if (message.type === "event" && message.event.type === "message") {
          const content = (message.event.message as { content?: string } | undefined)?.content;
          if (content) onContent(content, at);
        } else if (
          message.type === "event" &&
          (message.event.type === "typing" || message.event.type === "seen")
        ) {
          onSignal?.(message.event.type, at);
        }
      }
    });
  });
  socket.send(JSON.stringify({ type: "subscribe", topic, ...(token ? { token } : {}) }));
  await subscribed;
  // as the browser's client does: a ping every 25 s
  const ping = () => socket.readyState === socket.OPEN && socket.send('{"type":"ping"}');
  setTimeout(() => {
    ping();
    setInterval(ping, HEARTBEAT_INTERVAL_MS).unref();
  }, Math.random() * HEARTBEAT_INTERVAL_MS).unref();
  return socket;
}

async function managerCookie(instance: { base: string }, env: Record<string, string>, n: number) {
  const email = `bench-manager-${n}-${randomBytes(4).toString("hex")}@example.test`;
  const password = `pw-${randomBytes(12).toString("base64url")}`;
  await runUserCommand(loadEnv({ ...process.env, ...env, PORT: new URL(instance.base).port }), {
    email,
    password,
    name: `Bench Manager ${n}`,
    role: "manager",
  });
  const res = await fetch(`${instance.base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: instance.base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`manager sign-in: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

function percentile(sorted: number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

interface Result {
  name: string;
  /** How long the POST itself took (stored, published, answered). */
  postP50: number;
  postP99: number;
  sent: number;
  failedSends: number;
  expected: number;
  received: number;
  lost: number;
  duplicated: number;
  p50: number;
  p99: number;
  max: number;
  rssMb: number;
  /** Each instance's peak. */
  rssEachMb: number[];
  target: { p99: number; rssMb: number };
  idleRssMb: number;
  /** PGlite: the database lives in the server process, and its memory with it. */
  embedded: boolean;
  // issue 21: typing and seen
  signals: boolean;
  signalsSent: number;
  /** typing events back at the sender's socket, and seen events (published once a chat) */
  typingReceived: number;
  seenReceived: number;
  signalP50: number;
  signalP99: number;
}

interface Load {
  guests: number;
  managers: number;
  seconds: number;
  /** One address for every instance (the balancer), instead of each instance's own. */
  front?: { base: string; ws: string };
  target: { p99: number; rssMb: number };
}

async function scenario(
  name: string,
  instances: Instance[],
  env: Record<string, string>,
  signals: boolean,
  load: Load = { guests: GUESTS, managers: MANAGERS, seconds: SECONDS, target: TARGET },
): Promise<Result> {
  const { guests: GUESTS, managers: MANAGERS, seconds: SECONDS, front } = load;
  /** Where the i-th client connects: the balancer, or the instances in turn. */
  const at = (i: number) => front ?? instances[i % instances.length]!;
  console.log(
    `\n▶ ${name}${signals ? ", with typing and seen" : ""}: ${GUESTS} guests, ${MANAGERS} managers, a message every ${INTERVAL_MS / 1000} s for ${SECONDS} s`,
  );
  const rssTimer = setInterval(() => {
    for (const instance of instances)
      instance.peakRss = Math.max(instance.peakRss, rssOf(instance.child.pid!));
  }, 500);

  const cookies: string[] = [];
  for (let m = 0; m < MANAGERS; m++) cookies.push(await managerCookie(at(m), env, m));

  /** key (guest-seq) → send time; receipts per receiver and key. */
  const sentAt = new Map<string, number>();
  const receipts = new Map<string, number>(); // `${receiver}|${key}` → count
  const latencies: number[] = [];
  const receive = (receiver: string) => (content: string, at: number) => {
    const key = content.split(" ")[0]!;
    const id = `${receiver}|${key}`;
    const seen = receipts.get(id) ?? 0;
    receipts.set(id, seen + 1);
    const start = sentAt.get(key);
    if (seen === 0 && start !== undefined) latencies.push(at - start);
  };

  const managerSockets = await Promise.all(
    cookies.map((cookie, m) => listen(at(m).ws, "chat:all", receive(`m${m}`), cookie)),
  );

  // issue 21: the typing signals each guest has sent and not yet heard back, and the latencies
  const typingSent: number[][] = Array.from({ length: GUESTS }, () => []);
  const signalLatencies: number[] = [];
  let signalsSent = 0;
  let typingReceived = 0;
  let seenReceived = 0;
  const onSignal = (i: number) => (type: string, at: number) => {
    if (type === "seen") {
      seenReceived++;
      return;
    }
    typingReceived++;
    const start = typingSent[i]!.shift();
    if (start !== undefined) signalLatencies.push(at - start);
  };

  const guests = await pool(
    Array.from({ length: GUESTS }, (_, i) => i),
    front ? 100 : 50,
    async (i) => {
      const home = at(i);
      const chat = await json<ChatSessionCreated>(
        await fetch(`${home.base}/api/chat/sessions`, { method: "POST" }),
      );
      const socket = await listen(
        home.ws,
        `chat:${chat.sessionId}`,
        receive(`g${i}`),
        undefined,
        chat.token,
        onSignal(i),
      );
      // with signals: a staff welcome for the guest to see (before the load, so not measured)
      let welcome: string | null = null;
      if (signals) {
        const res = await fetch(`${home.base}/api/chat/sessions/${chat.sessionId}/messages`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            cookie: cookies[i % cookies.length]!,
            origin: home.base,
          },
          body: JSON.stringify({ content: "welcome from the team" }),
        });
        welcome = (await json<{ id: string }>(res)).id;
      }
      // with two instances, each guest posts through the instance it does not listen on
      const postTo = at(i + 1);
      if ((i + 1) % 1000 === 0)
        console.log(`  ${i + 1} guests subscribed (${reconnects} sockets opened again)`);
      return { chat, socket, postTo, welcome };
    },
  );
  for (const instance of instances) instance.peakRss = Math.max(instance.peakRss, rssOf(instance.child.pid!));
  console.log(
    `  ${guests.length} guest sockets and ${managerSockets.length} manager sockets subscribed; RSS so far ${instances.map((i) => `${(i.peakRss / 1024 / 1024).toFixed(0)} MB`).join(", ")}`,
  );

  let failedSends = 0;
  const postTimes: number[] = [];
  const rounds = Math.floor((SECONDS * 1000) / INTERVAL_MS);
  const started = performance.now();
  const signal = (socket: WebSocket, i: number, topic: string, name: string, ref?: string) => {
    if (socket.readyState !== socket.OPEN) return;
    if (name === "typing") typingSent[i]!.push(performance.now());
    signalsSent++;
    socket.send(JSON.stringify({ type: "signal", topic, signal: name, ...(ref ? { ref } : {}) }));
  };
  await Promise.all(
    guests.map(async ({ chat, postTo, socket, welcome }, i) => {
      // with signals the first message comes at least 1.5 s in, after its typing
      const offset = (signals ? 1500 : 0) + Math.random() * (INTERVAL_MS - (signals ? 1500 : 0));
      const topic = `chat:${chat.sessionId}`;
      for (let seq = 0; seq < rounds; seq++) {
        const due = started + offset + seq * INTERVAL_MS;
        if (signals) {
          // typing twice while composing (the browser's throttle is 2.5 s), and the welcome seen
          for (const before of [1500, 300]) {
            const early = due - before - performance.now();
            if (early > 0) await sleep(early);
            signal(socket, i, topic, "typing");
          }
          if (welcome) signal(socket, i, topic, "seen", welcome);
        }
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        const key = `g${i}-${seq}`;
        sentAt.set(key, performance.now());
        try {
          const res = await fetch(`${postTo.base}/api/chat/sessions/${chat.sessionId}/messages`, {
            method: "POST",
            headers: { "content-type": "application/json", authorization: `Bearer ${chat.token}` },
            body: JSON.stringify({ content: `${key} hello from the benchmark` }),
          });
          postTimes.push(performance.now() - sentAt.get(key)!);
          if (!res.ok) {
            failedSends++;
            sentAt.delete(key);
          }
          await res.arrayBuffer();
        } catch {
          failedSends++;
          sentAt.delete(key);
        }
      }
    }),
  );
  await sleep(3000); // stragglers
  clearInterval(rssTimer);
  for (const { socket } of guests) socket.terminate();
  for (const socket of managerSockets) socket.terminate();

  const sent = sentAt.size;
  const expected = sent * (1 + MANAGERS);
  let received = 0;
  let duplicated = 0;
  for (const [id, count] of receipts) {
    if (!sentAt.has(id.split("|")[1]!)) continue;
    received++;
    duplicated += count - 1;
  }
  latencies.sort((a, b) => a - b);
  postTimes.sort((a, b) => a - b);
  signalLatencies.sort((a, b) => a - b);
  return {
    signals,
    signalsSent,
    typingReceived,
    seenReceived,
    signalP50: percentile(signalLatencies, 50),
    signalP99: percentile(signalLatencies, 99),
    postP50: percentile(postTimes, 50),
    postP99: percentile(postTimes, 99),
    name,
    sent,
    failedSends,
    expected,
    received,
    lost: expected - received,
    duplicated,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? Number.NaN,
    rssMb: Math.max(...instances.map((i) => i.peakRss)) / 1024 / 1024,
    rssEachMb: instances.map((i) => i.peakRss / 1024 / 1024),
    target: load.target,
    idleRssMb: Math.max(...instances.map((i) => i.idleRss)) / 1024 / 1024,
    embedded: !env.DATABASE_URL,
  };
}

const results: Result[] = [];
if (RUNS.includes("pglite")) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "creatordesk-bench-chat-"));
  const env = { DATA_DIR: dataDir };
  // the first start creates the database (initdb, migrations); measure a server as it runs, started again
  await stopInstance(await startInstance(FIRST_PORT, env));
  try {
    for (const signals of SIGNAL_MODES) {
      // a fresh server for each mode, so neither's peak RSS carries over
      const instance = await startInstance(FIRST_PORT, env);
      try {
        results.push(await scenario("one instance, embedded PGlite", [instance], env, signals));
      } finally {
        await stopInstance(instance);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
for (const [run, signals] of ["postgres", "two-instances"]
  .filter((r) => RUNS.includes(r))
  .flatMap((r) => SIGNAL_MODES.map((s) => [r, s] as const))) {
  const database = await scratchDatabase(PG_SERVER, `creatordesk_bench_chat_${process.pid}`);
  const env = {
    DATABASE_URL: database.url,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "creatordesk-bench-chat-")),
  };
  const count = run === "postgres" ? 1 : 2;
  const instances: Instance[] = [];
  try {
    // one at a time: the first applies the migrations
    for (let i = 0; i < count; i++) instances.push(await startInstance(FIRST_PORT + i, env));
    const name =
      count === 1
        ? "one instance, PostgreSQL"
        : "two instances, PostgreSQL (listen on one, post to the other)";
    results.push(await scenario(name, instances, env, signals));
  } finally {
    for (const instance of instances) await stopInstance(instance);
    await database.drop();
    rmSync(env.DATA_DIR, { recursive: true, force: true });
  }
}

/** A redis-server of the bench's own on `port` (no persistence), or null when there is none installed. */
async function ownRedis(port: number) {
  if (process.env.BENCH_REDIS_URL) return { url: process.env.BENCH_REDIS_URL, stop: async () => {} };
  let binary: string;
  try {
    binary = execFileSync("sh", ["-c", "command -v redis-server"], { encoding: "utf8" }).trim();
  } catch {
    return null;
  }
  const child = spawn(
    binary,
    [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      "--maxclients",
      "20000",
    ],
    {
      stdio: "ignore",
    },
  );
  await sleep(300);
  return {
    url: `redis://127.0.0.1:${port}`,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}

for (const run of ["scale-notify", "scale-redis"].filter((r) => RUNS.includes(r))) {
  const redis = run === "scale-redis" ? await ownRedis(Number(process.env.BENCH_REDIS_PORT ?? 6391)) : null;
  if (run === "scale-redis" && !redis) {
    console.log("\n(scale-redis skipped: redis-server is not installed and BENCH_REDIS_URL is not set)");
    continue;
  }
  const database = await scratchDatabase(PG_SERVER, `creatordesk_bench_chat_scale_${process.pid}`);
  const env: Record<string, string> = {
    DATABASE_URL: database.url,
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "creatordesk-bench-chat-")),
    // every manager signs in from 127.0.0.1 through the one port
    REALTIME_MAX_SOCKETS_PER_USER: "100",
    ...(redis ? { REDIS_URL: redis.url, REDIS_PREFIX: `bench${process.pid}` } : {}),
  };
  const instances: Instance[] = [];
  let balancer: Awaited<ReturnType<typeof startBalancer>> | null = null;
  try {
    for (let i = 0; i < SCALE.instances; i++)
      instances.push(await startInstance(FIRST_PORT + 1 + i, env, ulimited));
    balancer = await startBalancer(
      FIRST_PORT,
      instances.map((_, i) => FIRST_PORT + 1 + i),
    );
    const name = `${SCALE.instances} instances behind one port, ${redis ? "Redis" : "LISTEN/NOTIFY"}`;
    results.push(
      await scenario(name, instances, env, true, {
        guests: SCALE.guests,
        managers: SCALE.managers,
        seconds: SCALE.seconds,
        front: balancer,
        target: SCALE_TARGET,
      }),
    );
  } finally {
    await balancer?.stop();
    for (const instance of instances) await stopInstance(instance);
    await database.drop();
    await redis?.stop();
    rmSync(env.DATA_DIR!, { recursive: true, force: true });
  }
}

const ms = (v: number) => `${v.toFixed(1)} ms`;
const header = [
  "run",
  "typing/seen",
  "sent",
  "failed",
  "deliveries",
  "lost",
  "dup",
  "p50",
  "p99",
  "max",
  "POST p50 / p99",
  "RSS idle / peak",
  "targets",
];
const rows = results.map((r) => {
  const missed = [
    r.p99 > r.target.p99 ? "p99" : "",
    r.rssMb > r.target.rssMb ? "RSS" : "",
    r.lost + r.duplicated + r.failedSends > 0 ? "delivery" : "",
  ].filter(Boolean);
  return [
    r.name,
    r.signals
      ? `${r.signalsSent} sent, ${r.typingReceived} typing + ${r.seenReceived} seen back, p50 ${ms(r.signalP50)}, p99 ${ms(r.signalP99)}`
      : "none",
    String(r.sent),
    String(r.failedSends),
    `${r.received}/${r.expected}`,
    String(r.lost),
    String(r.duplicated),
    ms(r.p50),
    ms(r.p99),
    ms(r.max),
    `${ms(r.postP50)} / ${ms(r.postP99)}`,
    r.rssEachMb.length > 1
      ? `${r.idleRssMb.toFixed(0)} / ${r.rssEachMb.map((mb) => mb.toFixed(0)).join(", ")} MB`
      : `${r.idleRssMb.toFixed(0)} / ${r.rssMb.toFixed(0)} MB`,
    missed.length ? `missed: ${missed.join(", ")}` : "ok",
  ];
});
console.log("");
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
for (const row of [header, ...rows]) console.log(row.map((c, i) => c.padEnd(widths[i]!)).join("  "));
console.log(
  `\nlatency: from the guest's POST to the event at each receiver (the guest's socket and every manager); RSS: the busiest server process, idle before the load and at its peak`,
);
console.log(
  `targets: p99 <= ${TARGET.p99} ms, RSS <= ${TARGET.rssMb} MB, nothing lost or duplicated; the scale-out runs: p99 <= ${SCALE_TARGET.p99} ms, each instance <= ${SCALE_TARGET.rssMb} MB`,
);
console.log(
  "typing/seen: the guests' signals, and their events back at the guest's own socket (typing: every one; seen: once a chat, when first stored); each run is made without and with them",
);
console.log(
  "PGlite runs inside the server process: its RSS includes the embedded database. Throughput targets apply to\nthe PostgreSQL runs (docs/decisions/019); the exit code says whether those met them.",
);
const serverRuns = results.map((r, i) => [r, rows[i]!] as const).filter(([r]) => !r.embedded);
process.exit(serverRuns.every(([, row]) => row.at(-1) === "ok") ? 0 : 1);

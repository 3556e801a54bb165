import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createLogger } from "../lib/logger";
import { call, signedInAs } from "../testing/auth";
import { createTestContext, type TestContext } from "../testing/context";
import { DatabaseAvailability } from "./availability";
import { type Database, openDatabase } from "./client";

/**
 * A TCP proxy in front of the PostgreSQL server: `down()` drops every connection and refuses new ones, as a
 * restart or a failover does; `up()` accepts again on the same port.
 */
async function databaseProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on("error", () => {});
          s.on("close", () => sockets.delete(s));
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    url: () => {
      const url = new URL(target);
      url.host = `127.0.0.1:${port}`;
      return url.toString();
    },
    async down() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
    },
    up: listen,
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));
    },
  };
}

/** Calls `attempt` until it answers `status`, for at most `ms`; returns the statuses seen. */
async function until(attempt: () => Response | Promise<Response>, status: number, ms: number) {
  const seen: number[] = [];
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const res = await attempt();
    seen.push(res.status);
    if (res.status === status) return seen;
    await new Promise((r) => setTimeout(r, 200));
  }
  return seen;
}

describe.skipIf(process.env.TEST_DB !== "postgres")("the database going away", () => {
  let ctx: TestContext;
  let proxy: Awaited<ReturnType<typeof databaseProxy>>;
  let database: Database;
  let app: ReturnType<typeof createApp>;
  const logs: string[] = [];

  beforeAll(async () => {
    ctx = await createTestContext();
    proxy = await databaseProxy(new URL(ctx.deps.database.url!));
    // the app under test reaches the database only through the proxy, and records what it logs
    const logger = createLogger("info");
    logger.error = ((_obj: unknown, msg?: string) => void logs.push(`error ${msg}`)) as typeof logger.error;
    logger.warn = ((_obj: unknown, msg?: string) => void logs.push(`warn ${msg}`)) as typeof logger.warn;
    const availability = new DatabaseAvailability(logger);
    database = openDatabase({ url: proxy.url(), poolSize: 4, availability });
    app = createApp({ ...ctx.deps, database, db: database.db, availability, logger });
  });
  afterAll(async () => {
    await database?.close();
    await proxy?.close();
    await ctx?.close();
  });

  const through = (path: string, cookie?: string) =>
    app.request(path, { headers: cookie ? { cookie, origin: "http://localhost:3000" } : {} });

  it("answers 503 while the database is down and recovers on its own, with sessions intact", async () => {
    const me = await signedInAs(ctx, "creator");
    expect((await through("/api/me/profile", me.cookie)).status).toBe(200);

    await proxy.down();
    const during = await Promise.all([through("/api/health"), through("/api/me/profile", me.cookie)]);
    expect(during.map((r) => r.status)).toEqual([503, 503]);
    const body = await during[1]!.json();
    expect(body).toMatchObject({ code: "unavailable" });
    expect(body.error).toMatch(/briefly unavailable/);
    expect(during[1]!.headers.get("retry-after")).toBe("5");
    for (let i = 0; i < 5; i++) expect((await through("/api/me/profile", me.cookie)).status).toBe(503);

    await proxy.up();
    const seen = await until(() => through("/api/me/profile", me.cookie), 200, 5000);
    expect(seen.at(-1)).toBe(200);
    expect((await through("/api/health")).status).toBe(200);
    // one line when it went, one when it came back: not one a request
    expect(logs.filter((l) => l.includes("database unavailable"))).toHaveLength(1);
    expect(logs.filter((l) => l.includes("database available again"))).toHaveLength(1);
  });

  it("survives every backend of its database being terminated, idle or busy", async () => {
    const me = await signedInAs(ctx, "creator");
    // fill the pool with connections, then have the server end all of them
    await Promise.all(Array.from({ length: 8 }, () => through("/api/me/profile", me.cookie)));
    const admin = new pg.Client({ connectionString: ctx.deps.database.url });
    await admin.connect();
    const name = new URL(ctx.deps.database.url!).pathname.slice(1);
    const killed = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [name],
    );
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    const seen = await until(() => through("/api/me/profile", me.cookie), 200, 5000);
    expect(seen.at(-1)).toBe(200);
    const after = await Promise.all(Array.from({ length: 8 }, () => through("/api/me/profile", me.cookie)));
    expect(after.map((r) => r.status)).toEqual(Array(8).fill(200));
  });

  it("reaches an unreachable database as a 503 for every request, never a hang or a crash", async () => {
    const nowhere = openDatabase({ url: "postgres://postgres@127.0.0.1:1/none", poolSize: 2 });
    const offline = createApp({ ...ctx.deps, database: nowhere, db: nowhere.db });
    try {
      const res = await offline.request("/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "10.9.9.9" },
        body: JSON.stringify({ name: "Ann", email: "ann@example.test", subject: "Hi", message: "Hello" }),
      });
      expect(res.status).toBe(503);
      const signIn = await call({ ...ctx, app: offline }, "/api/auth/sign-in/email", {
        json: { email: "ann@example.test", password: "whatever-it-is" },
      });
      expect(signIn.status).toBe(503);
    } finally {
      await nowhere.close();
    }
  });
});

import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../testing/context";
import { queryRows } from "./client";
import { isDatabaseUnavailable } from "./errors";
import { brands } from "./schema";

/*
 * A connection of the pool terminated while it is checked out (inside a transaction, or while the migrations
 * hold it): the work on it rejects as "database unavailable" (503), nothing of it is written, and the process
 * goes on. Before every pooled client had an error listener of its own, the client's 'error' event had no
 * listener while it was checked out (pg-pool removes its own) and ended the process: Vitest reports that as
 * an unhandled error and fails the run.
 */
describe.skipIf(process.env.TEST_DB !== "postgres")("a pooled connection terminated while in use", () => {
  let ctx: TestContext;
  let admin: pg.Client;
  let database: string;
  const pool = () => (ctx.deps.db as unknown as { $client: pg.Pool }).$client;

  beforeAll(async () => {
    ctx = await createTestContext();
    database = new URL(ctx.deps.database.url!).pathname.slice(1);
    admin = new pg.Client({ connectionString: ctx.deps.database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await ctx?.close();
  });

  /** Ends the backend `pid` of this test's database (never another's) and waits until it is gone. */
  async function terminate(pid: number) {
    const { rows } = await admin.query<{ done: boolean }>(
      "select pg_terminate_backend(pid, 5000) as done from pg_stat_activity where pid = $1 and datname = $2",
      [pid, database],
    );
    expect(rows).toEqual([{ done: true }]);
  }

  /** The pid of this test database's backend running a statement that matches `like`, once there is one. */
  async function runningBackend(like: string): Promise<number> {
    for (;;) {
      const { rows } = await admin.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = $1 and state = 'active' and query like $2 and pid <> pg_backend_pid()",
        [database, like],
      );
      if (rows[0]) return rows[0].pid;
      await new Promise((r) => setTimeout(r, 20));
    }
  }

  /** The pooled client that the next checkout hands out. */
  function nextCheckout(): Promise<pg.Client> {
    return new Promise((resolve) => pool().once("acquire", resolve));
  }

  const brandsNamed = async (name: string) =>
    (await ctx.deps.db.select().from(brands).where(eq(brands.name, name))).length;

  it("between two statements of a transaction: it rejects as unavailable, writes nothing, and the next query works", async () => {
    const checkout = nextCheckout();
    const transaction = ctx.deps.db.transaction(async (tx) => {
      await tx.insert(brands).values({ name: "Half-written Ltd" });
      const [backend] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
      const client = await checkout;
      const ended = new Promise((resolve) => client.once("end", resolve));
      await terminate(backend!.pid);
      // the client has read the server's goodbye and its socket's end, with no statement running
      await ended;
      await tx.insert(brands).values({ name: "Half-written Ltd" });
    });
    const error = await transaction.then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).not.toBeNull();
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(ctx.deps.availability.report(error)).toBe(true);

    expect(await brandsNamed("Half-written Ltd")).toBe(0);
    await ctx.deps.db.insert(brands).values({ name: "Written after Ltd" });
    expect(await brandsNamed("Written after Ltd")).toBe(1);
  });

  it("during a statement of a transaction: the same", async () => {
    const transaction = ctx.deps.db.transaction(async (tx) => {
      await tx.insert(brands).values({ name: "Cut mid-statement Ltd" });
      const sleeping = tx.execute(sql`select pg_sleep(30)`).then(
        () => null,
        (e: unknown) => e,
      );
      // the statement is running on the server when its backend is ended
      await terminate(await runningBackend("select pg_sleep%"));
      const cut = await sleeping;
      expect(isDatabaseUnavailable(cut)).toBe(true);
      await tx.insert(brands).values({ name: "Cut mid-statement Ltd" });
    });
    const error = await transaction.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);

    expect(await brandsNamed("Cut mid-statement Ltd")).toBe(0);
    expect(await queryRows(ctx.deps.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });

  it("while the migrations hold their connection: migrate() rejects, and the next migrate() completes", async () => {
    // another instance migrating: this one waits for the lock on its pooled connection
    const other = new pg.Client({ connectionString: ctx.deps.database.url });
    await other.connect();
    try {
      await other.query("select pg_advisory_lock(4201101)");
      const migrating = ctx.deps.database.migrate().then(
        () => null,
        (e: unknown) => e,
      );
      await terminate(await runningBackend("select pg_advisory_lock%"));
      expect(isDatabaseUnavailable(await migrating)).toBe(true);
    } finally {
      await other.end();
    }
    await ctx.deps.database.migrate();
    expect(await queryRows(ctx.deps.db, sql`select 1 as one`)).toEqual([{ one: 1 }]);
  });
});

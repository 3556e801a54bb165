import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Envelope, publish } from "../realtime/publish";
import { signedInAs } from "../testing/auth";
import { createTestContext, type TestContext } from "../testing/context";
import { waitFor } from "../testing/realtime";
import { CHANNEL } from "./bus";
import { loggingStatements, queryRows } from "./client";
import { notifyOutbox, session } from "./schema";

/*
 * NOTIFY after the commit (ADR 073): a writing transaction queues its events in notify_outbox and never calls
 * pg_notify; the relay sends them after the commit, in order, once, on any number of instances.
 */

describe.skipIf(process.env.TEST_DB !== "postgres")("the NOTIFY relay", () => {
  let a: TestContext;
  let b: TestContext;
  let listener: pg.Client;
  const heard: Envelope[] = [];

  beforeAll(async () => {
    a = await createTestContext();
    b = await createTestContext({}, { sameDatabaseAs: a });
    listener = new pg.Client({ connectionString: a.deps.database.url });
    await listener.connect();
    listener.on("notification", (msg) => {
      if (msg.channel === CHANNEL && msg.payload) heard.push(JSON.parse(msg.payload) as Envelope);
    });
    await listener.query(`listen ${CHANNEL}`);
  });
  afterAll(async () => {
    await listener.end();
    await b.close();
    await a.close();
  });

  const waiting = async () => (await a.deps.db.$count(notifyOutbox)) as number;

  it("queues a transaction's events with its writes, sends none itself, and relays them after the commit", async () => {
    heard.length = 0;
    const statements: string[] = [];
    await loggingStatements(statements, () =>
      a.deps.db.transaction(async (tx) => {
        await publish(tx, "test:one", { type: "resync" });
        await publish(tx, "test:two", { type: "resync" });
        // inside the transaction: queued, not yet heard
        const [row] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from notify_outbox`);
        expect(row?.n).toBe(2);
      }),
    );
    expect(statements.some((s) => s.includes("pg_notify"))).toBe(false);
    expect(statements.filter((s) => s.includes("insert into notify_outbox"))).toHaveLength(2);
    await waitFor(() => heard.length === 2, 5000, "the relayed events");
    expect(heard.map((e) => e.topics[0])).toEqual(["test:one", "test:two"]);
    expect(await waiting()).toBe(0);
  });

  it("sends nothing of a transaction that rolled back", async () => {
    heard.length = 0;
    await expect(
      a.deps.db.transaction(async (tx) => {
        await publish(tx, "test:rolled-back", { type: "resync" });
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    await a.deps.db.transaction(async (tx) => publish(tx, "test:after", { type: "resync" }));
    await waitFor(() => heard.length === 1, 5000, "the committed event");
    expect(heard[0]?.topics).toEqual(["test:after"]);
  });

  it("relays, on two instances at once, every event once and in the order it was queued", async () => {
    heard.length = 0;
    // queued by another process (a CLI, a crash before the relay ran): the relays' rounds pick them up
    await a.deps.db.insert(notifyOutbox).values(
      Array.from({ length: 450 }, (_, i) => ({
        channel: CHANNEL,
        payload: JSON.stringify({ topics: [`test:${i}`], event: { type: "resync" } }),
      })),
    );
    // both instances' relays woken at once: one holds the lock, the other tries again
    await Promise.all([
      a.deps.db.transaction(async (tx) => publish(tx, "test:450", { type: "resync" })),
      b.deps.db.transaction(async (tx) => publish(tx, "test:451", { type: "resync" })),
    ]);
    await waitFor(() => heard.length >= 452, 10_000, "every event");
    const order = heard.map((e) => Number(e.topics[0]!.slice("test:".length)));
    expect(order.slice(0, 450)).toEqual(Array.from({ length: 450 }, (_, i) => i));
    expect(new Set(order).size).toBe(452);
    expect(heard).toHaveLength(452);
    expect(await waiting()).toBe(0);
  });

  it("queues a revocation when a session ends, and relays it", async () => {
    heard.length = 0;
    const user = await signedInAs(a, "editor");
    await a.deps.db.transaction(async (tx) => {
      await tx.delete(session).where(eq(session.userId, user.id));
      const rows = await queryRows<{ payload: string }>(tx, sql`select payload from notify_outbox`);
      expect(rows.map((r) => JSON.parse(r.payload))).toEqual([{ topics: [], revoke: user.id }]);
    });
    // no call says so: the relay's own round (every second) finds it
    await waitFor(() => heard.length > 0, 5000, "the revocation");
    expect(heard).toEqual([{ topics: [], revoke: user.id }]);
  });
});

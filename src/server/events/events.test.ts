import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventDeliveries, events, scheduledJobs, statusChanges } from "../db/schema";
import { call, signedInAs } from "../testing/auth";
import { createTestContext, type TestContext } from "../testing/context";
import { emit, runDueEvents, type Subscriber, subscribe, subscriberNames } from "./events";
import { claimJobRun } from "./jobs";

/*
 * The event seam (issue 33, ADR 076): events written with the data, subscribers after the commit, a failure
 * retried with back-off and then dead (the Admin Panel's list), each delivery handled once by concurrent
 * runners.
 */

let ctx: TestContext;
/** How the test subscriber behaves: fail this many more times, and count its runs. */
const flaky = { failures: 0, runs: 0 };

// a subscriber of the tests only (this file's module graph), on an event no feature's subscriber reads alone
const flakySubscriber: Subscriber<"creator.noted"> = {
  name: "test.flaky",
  types: ["creator.noted"],
  wants: (payload) => payload.contact?.creatorId === "flaky",
  handle: async (tx, payload) => {
    flaky.runs++;
    // it writes first: a failure after that must leave nothing of it
    await tx.insert(statusChanges).values({
      subjectType: "deal",
      subjectId: payload.actor!.id!,
      fromStatus: "Lead",
      toStatus: "Won",
    });
    if (flaky.failures > 0) {
      flaky.failures--;
      throw new Error("the subscriber's service is away");
    }
  },
};
subscribe(flakySubscriber);

const noted = (id: string) => ({ actor: { id, name: "Test" }, contact: { creatorId: "flaky" } }) as const;
const linesOf = async (id: string) =>
  ctx.deps.db.select().from(statusChanges).where(eq(statusChanges.subjectId, id));
const deliveryOf = async (eventId: number) =>
  (await ctx.deps.db.select().from(eventDeliveries).where(eq(eventDeliveries.eventId, eventId)))[0];
const lastEventId = async () =>
  (await ctx.deps.db.select({ id: sql<number>`max(${events.id})`.mapWith(Number) }).from(events))[0]!.id;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(() => {
  flaky.failures = 0;
  flaky.runs = 0;
});

describe("the event seam", () => {
  it("composes every feature's subscribers once", () => {
    expect(subscriberNames()).toEqual(
      expect.arrayContaining([
        "activity.history",
        "roster.last-contact",
        "reminders.sync",
        "notifications.work",
        "deals.notices",
      ]),
    );
  });

  it("hands an event to its subscribers after the commit, and nothing when the write rolls back", async () => {
    const id = crypto.randomUUID();
    await expect(
      ctx.deps.db.transaction(async (tx) => {
        await emit(tx, "creator.noted", noted(id));
        throw new Error("the write failed");
      }),
    ).rejects.toThrow("the write failed");
    expect(flaky.runs).toBe(0);
    expect(await linesOf(id)).toEqual([]);

    await ctx.deps.db.transaction(async (tx) => {
      await emit(tx, "creator.noted", noted(id));
      // inside the transaction, nothing has run yet
      expect(flaky.runs).toBe(0);
    });
    // before `transaction` returned: done, and its delivery gone
    expect(flaky.runs).toBe(1);
    expect(await linesOf(id)).toHaveLength(1);
    expect(await deliveryOf(await lastEventId())).toBeUndefined();
  });

  it("retries a failing subscriber with back-off, then marks it dead for the Admin Panel's Retry", async () => {
    const id = crypto.randomUUID();
    flaky.failures = 100;
    await ctx.deps.db.transaction((tx) => emit(tx, "creator.noted", noted(id)));
    const eventId = await lastEventId();
    // the write stands; the subscriber's own write was rolled back with its failure
    expect(await linesOf(id)).toEqual([]);
    let delivery = await deliveryOf(eventId);
    expect(delivery).toMatchObject({
      state: "pending",
      attempts: 1,
      lastError: "the subscriber's service is away",
    });
    const wait = (delivery!.nextAt.getTime() - Date.now()) / 1000;
    expect(wait).toBeGreaterThan(3);
    expect(wait).toBeLessThan(6);

    // not due yet: the runner leaves it
    expect(await runDueEvents(ctx.deps.db)).toBe(0);
    expect(flaky.runs).toBe(1);
    // due: tried again, waits twice as long
    await ctx.deps.db
      .update(eventDeliveries)
      .set({ nextAt: sql`now()` })
      .where(eq(eventDeliveries.eventId, eventId));
    await runDueEvents(ctx.deps.db);
    delivery = await deliveryOf(eventId);
    expect(delivery).toMatchObject({ state: "pending", attempts: 2 });
    expect((delivery!.nextAt.getTime() - Date.now()) / 1000).toBeGreaterThan(8);

    // the last attempt: dead, listed for managers
    await ctx.deps.db
      .update(eventDeliveries)
      .set({ nextAt: sql`now()`, attempts: 7 })
      .where(eq(eventDeliveries.eventId, eventId));
    await runDueEvents(ctx.deps.db);
    expect(await deliveryOf(eventId)).toMatchObject({ state: "dead", attempts: 8 });
    const manager = await signedInAs(ctx, "manager");
    const page = await (await call(ctx, "/api/admin/event-failures", { cookie: manager.cookie })).json();
    expect(page.items).toContainEqual(
      expect.objectContaining({ eventId, subscriber: "test.flaky", type: "creator.noted", attempts: 8 }),
    );
    // a dead delivery waits for a person: the runner leaves it
    await ctx.deps.db
      .update(eventDeliveries)
      .set({ nextAt: sql`now()` })
      .where(eq(eventDeliveries.eventId, eventId));
    const runs = flaky.runs;
    await runDueEvents(ctx.deps.db);
    expect(flaky.runs).toBe(runs);

    // Retry, once the service is back: handled, its write in, gone from the list
    flaky.failures = 0;
    const retried = await call(ctx, `/api/admin/event-failures/${eventId}/test.flaky/retry`, {
      method: "POST",
      cookie: manager.cookie,
    });
    expect(await retried.json()).toEqual({ delivered: true });
    expect(await linesOf(id)).toHaveLength(1);
    expect(await deliveryOf(eventId)).toBeUndefined();
    const again = await call(ctx, `/api/admin/event-failures/${eventId}/test.flaky/retry`, {
      method: "POST",
      cookie: manager.cookie,
    });
    expect(again.status).toBe(404);
  });

  it("hands each due delivery to one runner when two run at once (SKIP LOCKED)", async () => {
    const ids = Array.from({ length: 12 }, () => crypto.randomUUID());
    flaky.failures = ids.length; // every first try fails, so all wait for the runners
    for (const id of ids) await ctx.deps.db.transaction((tx) => emit(tx, "creator.noted", noted(id)));
    expect(flaky.runs).toBe(ids.length);
    await ctx.deps.db
      .update(eventDeliveries)
      .set({ nextAt: sql`now()` })
      .where(eq(eventDeliveries.subscriber, "test.flaky"));
    const [a, b] = await Promise.all([runDueEvents(ctx.deps.db), runDueEvents(ctx.deps.db)]);
    expect(a + b).toBe(ids.length);
    expect(flaky.runs).toBe(ids.length * 2);
    for (const id of ids) expect(await linesOf(id)).toHaveLength(1);
    expect(
      await ctx.deps.db.select().from(eventDeliveries).where(eq(eventDeliveries.subscriber, "test.flaky")),
    ).toEqual([]);
  });

  it("writes no event for a change no subscriber wants", async () => {
    const before = await lastEventId();
    await ctx.deps.db.transaction((tx) =>
      emit(tx, "creator.noted", { actor: null, contact: { creatorId: null } }),
    );
    expect(await lastEventId()).toBe(before);
  });
});

describe("the periodic jobs", () => {
  it("runs a job once a period across instances: the first claim wins, the next waits for the period", async () => {
    const name = `test job ${crypto.randomUUID()}`;
    expect(await claimJobRun(ctx.deps, name, 60_000)).toBe(true);
    expect(await claimJobRun(ctx.deps, name, 60_000)).toBe(false);
    await ctx.deps.db
      .update(scheduledJobs)
      .set({ nextRunAt: sql`now() - interval '1 second'` })
      .where(and(eq(scheduledJobs.name, name)));
    const claims = await Promise.all([
      claimJobRun(ctx.deps, name, 60_000),
      claimJobRun(ctx.deps, name, 60_000),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });
});

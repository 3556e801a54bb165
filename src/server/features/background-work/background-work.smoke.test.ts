import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { eventDeliveries, statusChanges } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { seedDeadDelivery } from "../../testing/events";

/* Smoke (PGlite lane): a manager finds a failed delivery in the list, retries it, and it is gone. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("lists a dead delivery, retries it, and it leaves the list", async () => {
  const manager = await signedInAs(ctx, "manager");
  const dead = await seedDeadDelivery(ctx, "the history was away");
  const list = async () =>
    (await (await call(ctx, "/api/admin/event-failures", { cookie: manager.cookie })).json()) as {
      items: { eventId: number; subscriber: string; type: string; attempts: number; lastError: string }[];
      total: number;
    };
  expect((await list()).items).toMatchObject([
    {
      eventId: dead.eventId,
      subscriber: "activity.history",
      type: "deal.moved",
      lastError: "the history was away",
    },
  ]);

  const res = await call(ctx, `/api/admin/event-failures/${dead.eventId}/${dead.subscriber}/retry`, {
    method: "POST",
    cookie: manager.cookie,
  });
  expect(await res.json()).toEqual({ delivered: true });
  expect(await list()).toMatchObject({ items: [], total: 0 });
  expect(await ctx.deps.db.select().from(eventDeliveries)).toEqual([]);
  const [line] = await ctx.deps.db.select().from(statusChanges).where(eq(statusChanges.subjectType, "deal"));
  expect(line).toMatchObject({ fromStatus: "Lead", toStatus: "Negotiating" });
});

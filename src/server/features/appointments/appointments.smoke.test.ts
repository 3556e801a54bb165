import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { appointments } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): a creator requests a meeting, sees it listed, the manager too, and cancels it. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("requests a meeting, lists it, and cancels it", async () => {
  const creator = await signedInAs(ctx, "creator");
  const manager = await signedInAs(ctx, "manager");
  const res = await call(ctx, "/api/appointments", {
    cookie: creator.cookie,
    json: { topic: "Smoke", requestedAt: "2026-12-01T15:00:00+01:00" },
  });
  expect(res.status).toBe(201);
  const made = await res.json();
  expect(made).toMatchObject({ status: "Pending", requestedAt: "2026-12-01T14:00:00.000Z" });

  const own = await (await call(ctx, "/api/appointments", { cookie: creator.cookie })).json();
  expect(own.items.map((a: { id: string }) => a.id)).toEqual([made.id]);
  const all = await (await call(ctx, "/api/admin/appointments", { cookie: manager.cookie })).json();
  expect(all.items.map((a: { id: string }) => a.id)).toContain(made.id);

  const gone = await call(ctx, `/api/appointments/${made.id}`, { method: "DELETE", cookie: creator.cookie });
  expect(gone.status).toBe(204);
  expect((await (await call(ctx, "/api/appointments", { cookie: creator.cookie })).json()).items).toEqual([]);
  expect(await ctx.deps.db.select().from(appointments).where(eq(appointments.id, made.id))).toEqual([]);
});

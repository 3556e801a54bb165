import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { appointments } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { plusMinutes, weekdayAt } from "../../testing/bookings";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): a creator finds a manager, books a free slot, sees it listed, and cancels it. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("books a slot, lists it, and cancels it", async () => {
  const manager = await signedInAs(ctx, "manager", { name: "Smoke Manager" });
  const creator = await signedInAs(ctx, "creator");
  const hours = await call(ctx, "/api/me/availability", {
    cookie: manager.cookie,
    method: "PUT",
    json: {
      timeZone: "Europe/London",
      weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: "09:00", end: "17:00" })),
      overrides: [],
      lengths: [30, 60],
      bufferMinutes: 15,
      minNoticeMinutes: 240,
    },
  });
  expect(hours.status).toBe(200);
  const managers = await (
    await call(ctx, "/api/bookings/managers?search=Smoke%20Manager", { cookie: creator.cookie })
  ).json();
  expect(managers.items).toContainEqual({ id: manager.id, name: "Smoke Manager" });

  const start = weekdayAt(7, 10);
  const res = await call(ctx, "/api/bookings", {
    cookie: creator.cookie,
    json: { managerId: manager.id, start, length: 30, topic: "Smoke plan" },
  });
  expect(res.status).toBe(201);
  const made = await res.json();
  expect(made).toMatchObject({ status: "Scheduled", scheduledAt: start, endsAt: plusMinutes(start, 30) });
  const own = await (await call(ctx, "/api/appointments", { cookie: creator.cookie })).json();
  expect(own.items.map((a: { id: string }) => a.id)).toContain(made.id);

  const cancelled = await call(ctx, `/api/bookings/${made.id}/cancel`, { cookie: creator.cookie, json: {} });
  expect(cancelled.status).toBe(200);
  expect(await cancelled.json()).toMatchObject({ status: "Cancelled", sequence: 1 });
  const [row] = await ctx.deps.db.select().from(appointments).where(eq(appointments.id, made.id));
  expect(row?.status).toBe("Cancelled");
});

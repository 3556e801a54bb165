import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { managerAvailability } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): a manager saves their hours, reads them back, a creator lists the slots, and a day off takes them away. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("saves a manager's hours, lists the free slots, and closes the day", async () => {
  const manager = await signedInAs(ctx, "manager");
  const creator = await signedInAs(ctx, "creator");
  const settings = {
    timeZone: "Europe/London",
    weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: "09:00", end: "10:00" })),
    overrides: [],
    lengths: [30],
    bufferMinutes: 15,
    minNoticeMinutes: 0,
    horizonDays: 3650,
    maxUpcomingBookings: 3,
  };
  const save = (json: unknown) =>
    call(ctx, "/api/me/availability", { method: "PUT", cookie: manager.cookie, json });
  const slots = async () => {
    const q = new URLSearchParams({ from: "2030-01-07T00:00:00Z", to: "2030-01-08T00:00:00Z", length: "30" });
    const res = await call(ctx, `/api/managers/${manager.id}/slots?${q}`, { cookie: creator.cookie });
    expect(res.status).toBe(200);
    return (await res.json()).slots.map((s: { start: string }) => s.start.slice(11, 16));
  };

  expect((await save(settings)).status).toBe(200);
  const back = await (await call(ctx, "/api/me/availability", { cookie: manager.cookie })).json();
  expect(back).toMatchObject({
    isDefault: false,
    availability: { timeZone: "Europe/London", lengths: [30] },
  });
  const rows = await ctx.deps.db
    .select()
    .from(managerAvailability)
    .where(eq(managerAvailability.managerId, manager.id));
  expect(rows).toHaveLength(1);
  expect(await slots()).toEqual(["09:00", "09:15", "09:30"]);

  expect((await save({ ...settings, overrides: [{ date: "2030-01-07", ranges: [] }] })).status).toBe(200);
  expect(await slots()).toEqual([]);
});

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { appointments, meetingReminders } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { queueDueReminders } from "./send";

/* Smoke (PGlite lane): scheduling a meeting writes its reminders; the job queues the due one. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("schedules reminders with a meeting and queues the due one", async () => {
  const creator = await signedInAs(ctx, "creator");
  const boss = await signedInAs(ctx, "manager");
  const { id } = await (
    await call(ctx, "/api/appointments", { cookie: creator.cookie, json: { topic: "Smoke" } })
  ).json();
  const when = new Date(Date.now() + 72 * 3_600_000);
  const res = await call(ctx, `/api/admin/appointments/${id}`, {
    method: "PATCH",
    cookie: boss.cookie,
    json: { status: "Scheduled", scheduledAt: when.toISOString(), meetLink: null },
  });
  expect(res.status).toBe(200);
  const rows = () =>
    ctx.deps.db.select().from(meetingReminders).where(eq(meetingReminders.appointmentId, id));
  expect((await rows()).map((r) => r.kind).sort()).toEqual(["1h", "1h", "24h", "24h"]);

  // 50 hours pass: the two 24-hour reminders are due
  const by = sql`make_interval(hours => 50)`;
  await ctx.deps.db
    .update(appointments)
    .set({ scheduledAt: sql`${appointments.scheduledAt} - ${by}` })
    .where(eq(appointments.id, id));
  await ctx.deps.db
    .update(meetingReminders)
    .set({ dueAt: sql`${meetingReminders.dueAt} - ${by}` })
    .where(eq(meetingReminders.appointmentId, id));
  expect(await queueDueReminders(ctx.deps)).toBe(2);
  const queued = (await rows()).filter((r) => r.queuedAt !== null).map((r) => r.kind);
  expect(queued).toEqual(["24h", "24h"]);
});

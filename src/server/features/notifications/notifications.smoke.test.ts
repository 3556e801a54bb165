import { afterAll, beforeAll, expect, it } from "vitest";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): a write elsewhere notifies the manager, who lists it and marks it read. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("lists a new notification and marks it read", async () => {
  const creator = await signedInAs(ctx, "creator", { name: "Cora Creator" });
  const manager = await signedInAs(ctx, "manager");
  await call(ctx, "/api/appointments", { cookie: creator.cookie, json: { topic: "Smoke" } });
  const list = async () => (await call(ctx, "/api/me/notifications", { cookie: manager.cookie })).json();
  const page = await list();
  expect(page.unread).toBe(1);
  const [notice] = page.items;
  expect(notice).toMatchObject({ kind: "new_request", title: "Cora Creator requested a meeting: Smoke" });

  const read = await call(ctx, `/api/me/notifications/${notice.id}/read`, {
    method: "POST",
    cookie: manager.cookie,
  });
  expect(read.status).toBeLessThan(300);
  expect((await list()).unread).toBe(0);
});

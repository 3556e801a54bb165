import { afterAll, beforeAll, expect, it } from "vitest";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): the history endpoint shows what another feature's write recorded. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("shows a new meeting request's history", async () => {
  const creator = await signedInAs(ctx, "creator");
  const made = await (
    await call(ctx, "/api/appointments", { cookie: creator.cookie, json: { topic: "Smoke" } })
  ).json();
  const res = await call(ctx, `/api/history/appointment/${made.id}`, { cookie: creator.cookie });
  expect(res.status).toBe(200);
  expect((await res.json()).items.map((h: { to: string }) => h.to)).toEqual(["Pending"]);
});

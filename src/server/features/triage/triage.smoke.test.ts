import { afterAll, beforeAll, expect, it } from "vitest";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): the managers' triage counts what another feature's write put there. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("counts a new meeting request as pending", async () => {
  const creator = await signedInAs(ctx, "creator");
  const boss = await signedInAs(ctx, "manager");
  const pending = async () => {
    const { counts } = await (await call(ctx, "/api/admin/triage", { cookie: boss.cookie })).json();
    return counts.find((c: { key: string }) => c.key === "pending_meetings").count;
  };
  const before = await pending();
  await call(ctx, "/api/appointments", { cookie: creator.cookie, json: { topic: "Smoke" } });
  expect(await pending()).toBe(before + 1);
});

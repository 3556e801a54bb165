import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): the health check answers with the database's ping. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("answers ok when the database answers", async () => {
  const res = await ctx.app.request("/api/health");
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ status: "ok", db: "ok" });
});

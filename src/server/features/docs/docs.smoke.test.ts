import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): the OpenAPI document and its reference page are served. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("serves the OpenAPI document and the reference page", async () => {
  const doc = await (await ctx.app.request("/api/openapi.json")).json();
  expect(doc.openapi).toMatch(/^3\./);
  expect(Object.keys(doc.paths)).toContain("/me/todos");
  const page = await ctx.app.request("/api/reference");
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("openapi.json");
});

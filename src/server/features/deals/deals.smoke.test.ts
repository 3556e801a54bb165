import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { brands, deals } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): a manager creates a brand and a deal, reads and lists them, and deletes both. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("creates a brand and a deal, lists them, and deletes them", async () => {
  const manager = await signedInAs(ctx, "manager");
  const creator = await signedInAs(ctx, "creator");
  const send = (method: string, path: string, json?: unknown) =>
    call(ctx, `/api${path}`, { method, cookie: manager.cookie, json });

  const brandRes = await send("POST", "/brands", { name: "Smoke Snacks", contacts: [] });
  expect(brandRes.status).toBe(201);
  const brand = await brandRes.json();
  expect(brand).toMatchObject({ name: "Smoke Snacks" });
  const dealRes = await send("POST", "/deals", {
    brandId: brand.id,
    creatorId: creator.id,
    title: "Smoke video",
    valueMinor: 500_000,
    currency: "USD",
  });
  expect(dealRes.status).toBe(201);
  const deal = await dealRes.json();
  expect(deal).toMatchObject({ title: "Smoke video", stage: "Lead", valueMinor: 500_000 });

  expect(await (await send("GET", `/deals/${deal.id}`)).json()).toMatchObject({
    id: deal.id,
    title: "Smoke video",
  });
  const page = await (await send("GET", "/deals?search=Smoke")).json();
  expect(page.items.map((d: { id: string }) => d.id)).toEqual([deal.id]);
  const brandPage = await (await send("GET", "/brands?search=smoke")).json();
  expect(brandPage.items.map((b: { id: string }) => b.id)).toEqual([brand.id]);

  expect((await send("DELETE", `/deals/${deal.id}`)).status).toBe(204);
  expect((await send("GET", `/deals/${deal.id}`)).status).toBe(404);
  expect(await ctx.deps.db.select().from(deals).where(eq(deals.id, deal.id))).toEqual([]);
  expect((await send("DELETE", `/brands/${brand.id}`)).status).toBe(204);
  expect(await ctx.deps.db.select().from(brands).where(eq(brands.id, brand.id))).toEqual([]);
});

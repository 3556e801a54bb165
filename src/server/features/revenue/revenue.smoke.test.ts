import { afterAll, beforeAll, expect, it } from "vitest";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { seedUser } from "../accounts/seed-user";
import { seedDeal } from "./seed-deal";

/* Smoke (PGlite lane): revenue is read-only: a seeded deal shows in the summary and the CSV. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("sums a deal into the summary and exports it", async () => {
  const { cookie } = await signedInAs(ctx, "manager");
  const creatorId = (await seedUser(ctx.deps, { name: "Smoke Creator" })).id;
  await seedDeal(ctx.deps.db, { currency: "USD", creatorId, stage: "Lead", valueMinor: 100_000 });
  const summary = await (await call(ctx, "/api/revenue", { cookie })).json();
  expect(summary.currencies).toEqual([{ currency: "USD", deals: 1, bookedMinor: "0" }]);
  expect(summary.totals).toMatchObject({ openDeals: 1, pipelineMinor: "100000", weightedMinor: "10000" });
  const csv = await (await call(ctx, "/api/revenue.csv", { cookie })).text();
  expect(csv).toContain("\nPipeline,USD,Lead,1,1000.00,100.00,");
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { deals } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { createTestDeal } from "../../testing/deals";

/* Smoke (PGlite lane): a manager prepares a contract from the template, signs it, and the deal is Contracted. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("prepares, signs and seals a one-signer contract; the deal moves to Contracted", async () => {
  const manager = await signedInAs(ctx, "manager", { name: "Mia Manager" });
  const creator = await signedInAs(ctx, "creator");
  const deal = await createTestDeal(ctx.deps.db, {
    creatorId: creator.id,
    title: "Smoke deal",
    stage: "Pitched",
  });
  const made = await call(ctx, `/api/deals/${deal.id}/contracts`, {
    cookie: manager.cookie,
    json: {
      source: "template",
      title: "Smoke agreement",
      usageRights: "Organic only.",
      signers: [{ role: "agency", userId: manager.id }],
    },
  });
  expect(made.status, await made.clone().text()).toBe(201);
  const { id } = await made.json();
  const signed = await call(ctx, `/api/contracts/${id}/sign`, {
    cookie: manager.cookie,
    json: { confirmName: "Mia Manager", signature: { kind: "typed", text: "Mia" }, consent: true },
  });
  expect(signed.status).toBe(200);
  expect((await signed.json()).status).toBe("completed");
  const [row] = await ctx.deps.db.select({ stage: deals.stage }).from(deals).where(eq(deals.id, deal.id));
  expect(row!.stage).toBe("Contracted");
});

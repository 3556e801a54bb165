import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { contracts, deals } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { createTestDeal } from "../../testing/deals";

/*
 * Smoke (PGlite lane): a manager prepares a contract from the template; the creator cannot sign before the
 * manager; the manager signs, the creator signs last, and the deal is Contracted. Another, declined, ends.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("keeps the order, seals after the last signature and moves the deal; a decline ends a signing", async () => {
  const manager = await signedInAs(ctx, "manager", { name: "Mia Manager" });
  const creator = await signedInAs(ctx, "creator", { name: "Cal Creator" });
  const deal = await createTestDeal(ctx.deps.db, {
    creatorId: creator.id,
    title: "Smoke deal",
    stage: "Pitched",
  });
  const prepare = async () => {
    const made = await call(ctx, `/api/deals/${deal.id}/contracts`, {
      cookie: manager.cookie,
      json: {
        source: "template",
        title: "Smoke agreement",
        usageRights: "Organic only.",
        signers: [{ role: "agency", userId: manager.id }, { role: "creator" }],
      },
    });
    expect(made.status, await made.clone().text()).toBe(201);
    return ((await made.json()) as { id: string }).id;
  };
  const signAs = (who: { cookie: string }, id: string, name: string) =>
    call(ctx, `/api/contracts/${id}/sign`, {
      cookie: who.cookie,
      json: { confirmName: name, signature: { kind: "typed", text: name }, consent: true },
    });
  const id = await prepare();
  expect((await signAs(creator, id, "Cal Creator")).status).toBe(409);
  expect((await signAs(manager, id, "Mia Manager")).status).toBe(200);
  const last = await signAs(creator, id, "Cal Creator");
  expect(last.status).toBe(200);
  expect((await last.json()).status).toBe("completed");
  const [row] = await ctx.deps.db.select({ stage: deals.stage }).from(deals).where(eq(deals.id, deal.id));
  expect(row!.stage).toBe("Contracted");

  const other = await prepare();
  const declined = await call(ctx, `/api/contracts/${other}/decline`, {
    cookie: manager.cookie,
    json: { reason: "Wrong fee" },
  });
  expect(declined.status).toBe(200);
  const [ended] = await ctx.deps.db
    .select({ status: contracts.status })
    .from(contracts)
    .where(eq(contracts.id, other));
  expect(ended!.status).toBe("declined");
});

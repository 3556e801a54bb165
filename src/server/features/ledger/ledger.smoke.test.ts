import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { agencyDateNow } from "~/domain/clock";
import { deals, invoices } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { createTestDeal } from "../../testing/deals";

/* Smoke (PGlite lane): a manager invoices a contracted deal, is paid, pays the creator; drafts are deleted. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("issues an invoice, records its payment, pays the creator out, and deletes a draft", async () => {
  const manager = await signedInAs(ctx, "manager");
  const creator = await signedInAs(ctx, "creator");
  const send = (method: string, path: string, json?: unknown, cookie = manager.cookie) =>
    call(ctx, `/api${path}`, { method, cookie, json });
  const deal = await createTestDeal(ctx.deps.db, { creatorId: creator.id, valueMinor: 50_000 });
  const lines = [{ description: "Video", quantity: 1, unitMinor: 50_000 }];

  const draft = await (await send("POST", `/deals/${deal.id}/invoices`, { lines })).json();
  const issued = await (await send("POST", `/invoices/${draft.id}/issue`)).json();
  expect(issued).toMatchObject({ status: "Issued", totalMinor: "50000" });
  const list = await (await send("GET", `/deals/${deal.id}/invoices`)).json();
  expect(list.items.map((i: { id: string }) => i.id)).toEqual([draft.id]);
  const paid = await send("POST", `/invoices/${draft.id}/payments`, {
    paidOn: agencyDateNow(),
    amountMinor: 50_000,
    method: "Bank transfer",
  });
  expect(await paid.json()).toMatchObject({ status: "Paid" });
  const [row] = await ctx.deps.db.select({ stage: deals.stage }).from(deals).where(eq(deals.id, deal.id));
  expect(row?.stage).toBe("Paid");

  const statement = await (await send("GET", "/statements", undefined, creator.cookie)).json();
  expect(statement.totals).toEqual([
    { currency: "USD", earnedMinor: "40000", paidOutMinor: "0", owedMinor: "40000" },
  ]);
  const payout = await send("POST", "/payouts", {
    payeeId: creator.id,
    role: "creator",
    currency: "USD",
    amountMinor: 40_000,
    paidOn: agencyDateNow(),
    method: "Bank transfer",
  });
  expect(payout.status).toBe(201);

  const other = await createTestDeal(ctx.deps.db, { creatorId: creator.id });
  const second = await (await send("POST", `/deals/${other.id}/invoices`, { lines })).json();
  expect((await send("DELETE", `/invoices/${second.id}`)).status).toBe(204);
  expect(await ctx.deps.db.select().from(invoices).where(eq(invoices.id, second.id))).toEqual([]);
});

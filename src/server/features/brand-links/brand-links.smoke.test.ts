import { afterAll, beforeAll, expect, it } from "vitest";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { createTestDeal, createTestDeliverable } from "../../testing/deals";

/* Smoke (PGlite lane): a manager shares a deliverable with a brand, who opens the link; revoked, it is gone. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("shares a deliverable, opens it without an account, lists and revokes the link", async () => {
  const manager = await signedInAs(ctx, "manager");
  const creator = await signedInAs(ctx, "creator");
  const deal = await createTestDeal(ctx.deps.db, { creatorId: creator.id, title: "Smoke deal" });
  const deliverable = await createTestDeliverable(ctx.deps.db, deal.id);
  const made = await (
    await call(ctx, `/api/deals/${deal.id}/brand-links`, {
      cookie: manager.cookie,
      json: {
        kind: "review",
        deliverableId: deliverable.id,
        contactName: "Bea",
        contactEmail: "bea@acme.test",
      },
    })
  ).json();
  const path = new URL(made.url).pathname;
  const open = await call(ctx, `/api${path}`);
  expect(open.status).toBe(200);
  expect(await open.json()).toMatchObject({ dealTitle: "Smoke deal", versions: [], canDecide: false });
  const list = await (
    await call(ctx, `/api/deals/${deal.id}/brand-links`, { cookie: manager.cookie })
  ).json();
  expect(list).toMatchObject({ total: 1, items: [{ id: made.id, state: "live" }] });
  await call(ctx, `/api/brand-links/${made.id}/revoke`, { method: "POST", cookie: manager.cookie });
  expect((await call(ctx, `/api${path}`)).status).toBe(404);
});

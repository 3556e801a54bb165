import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { scriptAssignments } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): a creator requests a script, the manager sees it, the creator withdraws it. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("creates a request, lists it for its creator and the manager, and deletes it", async () => {
  const creator = await signedInAs(ctx, "creator");
  const manager = await signedInAs(ctx, "manager");
  const res = await call(ctx, "/api/me/script-requests", {
    cookie: creator.cookie,
    json: { title: "Smoke request", details: "Short" },
  });
  expect(res.status).toBe(201);
  const made = await res.json();
  expect(made).toMatchObject({ title: "Smoke request", status: "Pending", creatorEmail: creator.email });

  const mine = await (await call(ctx, "/api/me/script-requests", { cookie: creator.cookie })).json();
  expect(mine).toMatchObject({ total: 1, open: 1 });
  expect(mine.items[0].id).toBe(made.id);
  const all = await (await call(ctx, "/api/admin/script-requests", { cookie: manager.cookie })).json();
  expect(all.items.map((r: { id: string }) => r.id)).toContain(made.id);

  const del = await call(ctx, `/api/me/script-requests/${made.id}`, {
    method: "DELETE",
    cookie: creator.cookie,
  });
  expect(del.status).toBeLessThan(300);
  expect((await (await call(ctx, "/api/me/script-requests", { cookie: creator.cookie })).json()).total).toBe(
    0,
  );
  expect(
    await ctx.deps.db.select().from(scriptAssignments).where(eq(scriptAssignments.id, made.id)),
  ).toHaveLength(0);
});

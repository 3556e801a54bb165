import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { accountDeletionRequests } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): a user asks for deletion, the manager lists and resolves the request. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("creates a request, lists it, and resolves it off the list", async () => {
  const user = await signedInAs(ctx, "creator");
  const manager = await signedInAs(ctx, "manager");
  const res = await call(ctx, "/api/me/deletion-request", { method: "POST", cookie: user.cookie });
  expect(res.status).toBe(201);
  const request = await res.json();
  expect(request).toMatchObject({ userId: user.id, email: user.email, status: "pending" });

  const list = async () =>
    (await (await call(ctx, "/api/admin/deletion-requests", { cookie: manager.cookie })).json()).requests.map(
      (r: { id: string }) => r.id,
    );
  expect(await list()).toEqual([request.id]);

  const resolved = await call(ctx, `/api/admin/deletion-requests/${request.id}/resolve`, {
    method: "POST",
    cookie: manager.cookie,
  });
  expect(await resolved.json()).toMatchObject({ id: request.id, status: "done" });
  expect(await list()).toEqual([]);
  const [row] = await ctx.deps.db
    .select()
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.id, request.id));
  expect(row?.status).toBe("done");
});

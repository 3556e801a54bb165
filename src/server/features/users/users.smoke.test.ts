import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { user } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): the manager finds a user, changes their role, and deletes them. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("lists a user, changes the role, and deletes the user", async () => {
  const manager = await signedInAs(ctx, "manager");
  const target = await signedInAs(ctx, "creator", { name: "Smoke Target" });
  const search = async () =>
    (
      await (
        await call(ctx, `/api/admin/users?search=${encodeURIComponent(target.email)}`, {
          cookie: manager.cookie,
        })
      ).json()
    ).users.map((u: { id: string; role: string }) => [u.id, u.role]);
  expect(await search()).toEqual([[target.id, "creator"]]);

  const res = await call(ctx, `/api/admin/users/${target.id}/role`, {
    method: "PATCH",
    cookie: manager.cookie,
    json: { role: "editor" },
  });
  expect(await res.json()).toMatchObject({ id: target.id, role: "editor" });
  expect(await search()).toEqual([[target.id, "editor"]]);

  const del = await call(ctx, `/api/admin/users/${target.id}`, { method: "DELETE", cookie: manager.cookie });
  expect(del.status).toBe(204);
  expect(await search()).toEqual([]);
  expect(await ctx.deps.db.select().from(user).where(eq(user.id, target.id))).toHaveLength(0);
});

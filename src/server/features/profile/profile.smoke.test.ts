import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { user } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): the profile is read and updated (it has no create or delete of its own). */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("reads the profile and updates name and bio", async () => {
  const me = await signedInAs(ctx, "designer", { name: "Dana Designer" });
  const before = await (await call(ctx, "/api/me/profile", { cookie: me.cookie })).json();
  expect(before).toMatchObject({ id: me.id, email: me.email, name: "Dana Designer", bio: null });
  const res = await call(ctx, "/api/me/profile", {
    method: "PATCH",
    cookie: me.cookie,
    json: { name: "Dana D.", bio: "Logos" },
  });
  expect(await res.json()).toMatchObject({ name: "Dana D.", bio: "Logos" });
  const [row] = await ctx.deps.db.select().from(user).where(eq(user.id, me.id));
  expect(row).toMatchObject({ name: "Dana D.", bio: "Logos" });
});

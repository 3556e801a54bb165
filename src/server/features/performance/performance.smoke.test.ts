import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { channels } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): add, list, rename and delete a channel through the API. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("adds a channel, lists it, renames it, and deletes it", async () => {
  const me = await signedInAs(ctx, "creator");
  const res = await call(ctx, "/api/me/channels", {
    cookie: me.cookie,
    json: { name: "Smoke plays", platform: "youtube", url: "https://www.youtube.com/@smoke" },
  });
  expect(res.status).toBe(201);
  const { id } = await res.json();
  const list = async () => (await (await call(ctx, "/api/me/channels", { cookie: me.cookie })).json()).items;
  expect(await list()).toMatchObject([{ id, name: "Smoke plays", days: 0 }]);

  const renamed = await call(ctx, `/api/me/channels/${id}`, {
    method: "PUT",
    cookie: me.cookie,
    json: { name: "Smoke renamed", platform: "youtube", url: "https://www.youtube.com/@smoke" },
  });
  expect(await renamed.json()).toMatchObject({ id, name: "Smoke renamed" });

  const del = await call(ctx, `/api/me/channels/${id}`, { method: "DELETE", cookie: me.cookie });
  expect(del.status).toBeLessThan(300);
  expect(await list()).toEqual([]);
  expect(await ctx.deps.db.select().from(channels).where(eq(channels.id, id))).toEqual([]);
});

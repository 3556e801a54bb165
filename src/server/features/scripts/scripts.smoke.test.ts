import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { scripts } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): create, read, list, delete a script through the API. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("creates a script, reads it, lists it, and deletes it", async () => {
  const me = await signedInAs(ctx, "creator");
  const res = await call(ctx, "/api/me/scripts", {
    cookie: me.cookie,
    json: { title: "Smoke", content: "Body" },
  });
  expect(res.status).toBe(201);
  const script = await res.json();
  expect(script).toMatchObject({ title: "Smoke", content: "Body", status: "Draft" });

  const read = await (await call(ctx, `/api/me/scripts/${script.id}`, { cookie: me.cookie })).json();
  expect(read).toMatchObject({ id: script.id, title: "Smoke" });
  const page = await (await call(ctx, "/api/me/scripts", { cookie: me.cookie })).json();
  expect(page.items.map((s: { id: string }) => s.id)).toEqual([script.id]);

  const del = await call(ctx, `/api/me/scripts/${script.id}`, { method: "DELETE", cookie: me.cookie });
  expect(del.status).toBeLessThan(300);
  expect((await call(ctx, `/api/me/scripts/${script.id}`, { cookie: me.cookie })).status).toBe(404);
  expect(await ctx.deps.db.select().from(scripts).where(eq(scripts.id, script.id))).toHaveLength(0);
});

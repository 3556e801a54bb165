import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { projects } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): a creator submits an editing project, reads it, lists it, and deletes it. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("creates an editing project, reads it, lists it, and deletes it", async () => {
  const creator = await signedInAs(ctx, "creator");
  const res = await call(ctx, "/api/editing-projects", {
    cookie: creator.cookie,
    json: { title: "Smoke vlog", submittedFileUrl: "https://drive.example.com/raw.mp4" },
  });
  expect(res.status).toBe(201);
  const made = await res.json();
  expect(made).toMatchObject({ title: "Smoke vlog", status: "Pending" });

  const read = await (await call(ctx, `/api/editing-projects/${made.id}`, { cookie: creator.cookie })).json();
  expect(read).toMatchObject({ id: made.id, title: "Smoke vlog" });
  const page = await (await call(ctx, "/api/editing-projects", { cookie: creator.cookie })).json();
  expect(page.items.map((p: { id: string }) => p.id)).toEqual([made.id]);

  const del = await call(ctx, `/api/editing-projects/${made.id}`, {
    method: "DELETE",
    cookie: creator.cookie,
  });
  expect(del.status).toBe(204);
  expect((await call(ctx, `/api/editing-projects/${made.id}`, { cookie: creator.cookie })).status).toBe(404);
  expect(await ctx.deps.db.select().from(projects).where(eq(projects.id, made.id))).toEqual([]);
});

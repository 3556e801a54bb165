import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { todos } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): create, read, list, delete a to-do through the API. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("creates a to-do, lists it, and deletes it", async () => {
  const me = await signedInAs(ctx, "creator");
  const res = await call(ctx, "/api/me/todos", { cookie: me.cookie, json: { task: "Smoke task" } });
  expect(res.status).toBe(201);
  const todo = await res.json();
  expect(todo).toMatchObject({ task: "Smoke task", priority: "Medium", isCompleted: false });

  const page = await (await call(ctx, "/api/me/todos", { cookie: me.cookie })).json();
  expect(page.total).toBe(1);
  expect(page.items.map((t: { id: string }) => t.id)).toEqual([todo.id]);
  const [row] = await ctx.deps.db.select().from(todos).where(eq(todos.id, todo.id));
  expect(row?.userId).toBe(me.id);

  const del = await call(ctx, `/api/me/todos/${todo.id}`, { method: "DELETE", cookie: me.cookie });
  expect(del.status).toBeLessThan(300);
  expect((await (await call(ctx, "/api/me/todos", { cookie: me.cookie })).json()).total).toBe(0);
  expect(await ctx.deps.db.select().from(todos).where(eq(todos.id, todo.id))).toHaveLength(0);
});

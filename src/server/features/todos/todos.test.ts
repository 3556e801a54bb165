import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todos } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

let ctx: TestContext;
let me: { id: string; cookie: string };
let other: { id: string; cookie: string };
beforeAll(async () => {
  ctx = await createTestContext();
  me = await signedInAs(ctx, "creator");
  other = await signedInAs(ctx, "creator");
});
afterAll(() => ctx.close());

const add = (cookie: string, json: unknown) => call(ctx, "/api/me/todos", { cookie, json });
const list = async (cookie: string) => (await call(ctx, "/api/me/todos", { cookie })).json();

describe("the to-do list", () => {
  it("refuses an empty task with 'Task cannot be empty' and saves nothing", async () => {
    for (const task of ["", "   ", undefined]) {
      const res = await add(me.cookie, { task });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe("Task cannot be empty");
    }
    expect((await add(me.cookie, { task: "x", priority: "Urgent" })).status).toBe(400);
    expect((await add(me.cookie, { task: "x", dueDate: "tomorrow" })).status).toBe(400);
    expect(await ctx.deps.db.select().from(todos).where(eq(todos.userId, me.id))).toHaveLength(0);
  });

  it("adds trimmed tasks, Medium by default, with an optional due date", async () => {
    const res = await add(me.cookie, { task: "  Film the intro  " });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      task: "Film the intro",
      priority: "Medium",
      dueDate: null,
      isCompleted: false,
    });
    const dated = await (
      await add(me.cookie, { task: "Edit", priority: "High", dueDate: "2026-12-01" })
    ).json();
    expect(dated).toMatchObject({ priority: "High", dueDate: "2026-12-01" });
  });

  it("lists incomplete first, then newest first, and toggles", async () => {
    const third = await (await add(me.cookie, { task: "Upload", priority: "Low" })).json();
    let page = await list(me.cookie);
    expect(page.items.map((t: { task: string }) => t.task)).toEqual(["Upload", "Edit", "Film the intro"]);
    const toggled = await call(ctx, `/api/me/todos/${third.id}`, {
      method: "PATCH",
      cookie: me.cookie,
      json: { isCompleted: true },
    });
    expect((await toggled.json()).isCompleted).toBe(true);
    page = await list(me.cookie);
    expect(page.items.map((t: { task: string }) => t.task)).toEqual(["Edit", "Film the intro", "Upload"]);
    expect(page.total).toBe(3);
  });

  it("keeps each user's tasks their own: another's is 404, and untouched", async () => {
    const mine = (await list(me.cookie)).items[0];
    expect((await list(other.cookie)).items).toEqual([]);
    const patch = await call(ctx, `/api/me/todos/${mine.id}`, {
      method: "PATCH",
      cookie: other.cookie,
      json: { isCompleted: true },
    });
    expect(patch.status).toBe(404);
    expect(
      (await call(ctx, `/api/me/todos/${mine.id}`, { method: "DELETE", cookie: other.cookie })).status,
    ).toBe(404);
    const [row] = await ctx.deps.db.select().from(todos).where(eq(todos.id, mine.id));
    expect(row?.isCompleted).toBe(false);
  });

  it("deletes a task", async () => {
    const mine = (await list(me.cookie)).items[0];
    expect(
      (await call(ctx, `/api/me/todos/${mine.id}`, { method: "DELETE", cookie: me.cookie })).status,
    ).toBe(204);
    expect((await list(me.cookie)).total).toBe(2);
  });
});

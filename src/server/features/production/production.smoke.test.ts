import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { projects } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): a creator submits an editing project, reads it, an editor accepts it, a manager deletes it. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("submits an editing project, lists it, accepts it, and deletes it", async () => {
  const creator = await signedInAs(ctx, "creator");
  const editor = await signedInAs(ctx, "editor");
  const manager = await signedInAs(ctx, "manager");
  const res = await call(ctx, "/api/editing-projects", {
    cookie: creator.cookie,
    json: {
      title: "Smoke vlog",
      submittedFileUrl: "https://drive.example.com/raw.mp4",
      description: "Trim it",
    },
  });
  expect(res.status).toBe(201);
  const project = await res.json();
  expect(project).toMatchObject({ status: "Pending", assignee: null, title: "Smoke vlog" });

  expect(
    await (await call(ctx, `/api/editing-projects/${project.id}`, { cookie: creator.cookie })).json(),
  ).toMatchObject({ id: project.id, description: "Trim it" });
  const list = async () =>
    (await (await call(ctx, "/api/editing-projects", { cookie: creator.cookie })).json()).items.map(
      (p: { id: string }) => p.id,
    );
  expect(await list()).toEqual([project.id]);
  const accepted = await call(ctx, `/api/editing-projects/${project.id}/accept`, {
    cookie: editor.cookie,
    json: {},
  });
  expect(await accepted.json()).toMatchObject({ status: "In Progress", assignee: { id: editor.id } });

  const del = await call(ctx, `/api/editing-projects/${project.id}`, {
    method: "DELETE",
    cookie: manager.cookie,
  });
  expect(del.status).toBe(204);
  expect(await list()).toEqual([]);
  expect(await ctx.deps.db.select().from(projects).where(eq(projects.id, project.id))).toEqual([]);
});

import { afterAll, beforeAll, expect, it } from "vitest";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): create, list, edit, delete a saved reply through the API. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("saves a reply, finds it, edits it, and deletes it", async () => {
  const { cookie } = await signedInAs(ctx, "manager", { name: "Mia Manager" });
  const title = `Smoke ${process.pid}`;
  const res = await call(ctx, "/api/chat/saved-replies", {
    cookie,
    json: { title, content: "Hi {{visitor.name|there}}" },
  });
  expect(res.status).toBe(201);
  const saved = await res.json();
  expect(saved).toMatchObject({
    title,
    content: "Hi {{visitor.name|there}}",
    updatedBy: { name: "Mia Manager" },
  });

  const list = async () =>
    (
      await (
        await call(ctx, `/api/chat/saved-replies?search=${encodeURIComponent(title)}`, { cookie })
      ).json()
    ).items;
  expect((await list()).map((r: { id: string }) => r.id)).toEqual([saved.id]);

  const put = await call(ctx, `/api/chat/saved-replies/${saved.id}`, {
    method: "PUT",
    cookie,
    json: { title, content: "Hello" },
  });
  expect((await put.json()).content).toBe("Hello");

  const del = await call(ctx, `/api/chat/saved-replies/${saved.id}`, { method: "DELETE", cookie });
  expect(del.status).toBeLessThan(300);
  expect(await list()).toEqual([]);
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SavedReply, SavedReplyPage } from "~/domain/saved-replies";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/* Issue 21, item 3: the managers' shared saved replies (ADR 061). */

let ctx: TestContext;
let manager: string;
let colleague: string;
beforeAll(async () => {
  ctx = await createTestContext();
  manager = (await signedInAs(ctx, "manager", { name: "Mia Manager" })).cookie;
  colleague = (await signedInAs(ctx, "manager", { name: "Cole League" })).cookie;
});
afterAll(() => ctx.close());

let made = 0;
async function create(cookie: string, body: { title: string; content: string }) {
  const res = await call(ctx, "/api/chat/saved-replies", { cookie, json: body });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as SavedReply;
}
const fresh = (prefix = "Reply") => `${prefix} ${process.pid}-${++made}`;
async function list(query: string, cookie = manager) {
  const res = await call(ctx, `/api/chat/saved-replies${query}`, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as SavedReplyPage;
}

describe("saved replies", () => {
  it("one manager saves a reply, every manager sees it, edits it and deletes it", async () => {
    const title = fresh("Greeting");
    const saved = await create(manager, { title: `  ${title} `, content: " Hi {{visitor.name|there}}! " });
    expect(saved).toMatchObject({
      title,
      content: "Hi {{visitor.name|there}}!",
      updatedBy: { name: "Mia Manager" },
    });

    const seen = await list(`?search=${encodeURIComponent(title)}`, colleague);
    expect(seen.items.map((r) => r.id)).toEqual([saved.id]);

    const res = await call(ctx, `/api/chat/saved-replies/${saved.id}`, {
      method: "PUT",
      cookie: colleague,
      json: { title, content: "Hello {{visitor.name}}, — {{agent.name}}" },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      content: "Hello {{visitor.name}}, — {{agent.name}}",
      updatedBy: { name: "Cole League" },
    });

    expect(
      (await call(ctx, `/api/chat/saved-replies/${saved.id}`, { method: "DELETE", cookie: manager })).status,
    ).toBe(204);
    expect((await list(`?search=${encodeURIComponent(title)}`)).items).toEqual([]);
    const again = await call(ctx, `/api/chat/saved-replies/${saved.id}`, {
      method: "DELETE",
      cookie: manager,
    });
    expect(again.status).toBe(404);
    const edit = await call(ctx, `/api/chat/saved-replies/${saved.id}`, {
      method: "PUT",
      cookie: manager,
      json: { title, content: "x" },
    });
    expect(edit.status).toBe(404);
  });

  it("refuses a blank title or text, over-long ones, unknown placeholders, and a title taken in any case", async () => {
    const bad = async (body: unknown, field: string, message: RegExp) => {
      const res = await call(ctx, "/api/chat/saved-replies", { cookie: manager, json: body });
      expect(res.status).toBe(400);
      expect((await res.json()).fields[field]).toMatch(message);
    };
    await bad({ title: " ", content: "Hi" }, "title", /title/);
    await bad({ title: "T", content: "   " }, "content", /Write the reply/);
    await bad({ title: "x".repeat(81), content: "Hi" }, "title", /80/);
    await bad({ title: "T", content: "x".repeat(1801) }, "content", /1,800/);
    await bad(
      { title: "T", content: "Your order {{order.id}}" },
      "content",
      /Unknown placeholder \{\{order\.id\}\}/,
    );
    await bad({ title: "T\u0000", content: "Hi" }, "title", /NUL/);

    const title = fresh("Taken");
    const first = await create(manager, { title, content: "One" });
    const dup = await call(ctx, "/api/chat/saved-replies", {
      cookie: colleague,
      json: { title: title.toUpperCase(), content: "Two" },
    });
    expect(dup.status).toBe(409);
    expect((await dup.json()).fields).toEqual({ title: "A saved reply with this title already exists." });
    // renaming another reply onto it is refused the same way
    const other = await create(manager, { title: fresh("Other"), content: "Three" });
    const rename = await call(ctx, `/api/chat/saved-replies/${other.id}`, {
      method: "PUT",
      cookie: manager,
      json: { title: first.title.toLowerCase(), content: "Three" },
    });
    expect(rename.status).toBe(409);
    expect(
      (await call(ctx, "/api/chat/saved-replies/not-a-uuid", { method: "DELETE", cookie: manager })).status,
    ).toBe(400);
  });

  it("is paged by the server, by title whatever its case, searched in the title and the text", async () => {
    const tag = `pg${process.pid}x${++made}`;
    for (const title of ["charlie", "Alpha", "bravo", "Delta", "echo"]) {
      await create(manager, { title: `${tag} ${title}`, content: `Text of ${title}` });
    }
    await create(manager, { title: fresh("Unrelated"), content: `mentions ${tag} in the text` });

    const first = await list(`?search=${tag}&pageSize=2`);
    expect(first.total).toBe(6);
    expect(first.items.map((r) => r.title)).toEqual([`${tag} Alpha`, `${tag} bravo`]);
    const third = await list(`?search=${tag}&pageSize=2&page=3`);
    expect(third.items.map((r) => r.title)).toEqual([`${tag} echo`, expect.stringMatching(/^Unrelated/)]);
    const past = await list(`?search=${tag}&pageSize=2&page=9`);
    expect(past).toMatchObject({ items: [], total: 6, page: 9 });
    // a search's wildcards are plain characters
    expect((await list("?search=%25%25%25")).items).toEqual([]);

    for (const query of ["?pageSize=0", "?pageSize=101", "?page=0", `?search=${"x".repeat(101)}`]) {
      expect((await call(ctx, `/api/chat/saved-replies${query}`, { cookie: manager })).status).toBe(400);
    }
  });

  it("answers from the cache until a reply changes, with an ETag a browser revalidates", async () => {
    const res = await call(ctx, "/api/chat/saved-replies", { cookie: manager });
    const tag = res.headers.get("etag")!;
    expect(tag).toBeTruthy();
    const same = await call(ctx, "/api/chat/saved-replies", {
      cookie: manager,
      headers: { "if-none-match": tag },
    });
    expect(same.status).toBe(304);
    await create(colleague, { title: fresh("New"), content: "New" });
    const changed = await call(ctx, "/api/chat/saved-replies", {
      cookie: manager,
      headers: { "if-none-match": tag },
    });
    expect(changed.status).toBe(200);
  });

  it("is the managers' only: other roles 403, signed out 401", async () => {
    for (const role of ["creator", "editor", "designer", "promoter"] as const) {
      const cookie = (await signedInAs(ctx, role)).cookie;
      expect((await call(ctx, "/api/chat/saved-replies", { cookie })).status).toBe(403);
      const post = await call(ctx, "/api/chat/saved-replies", { cookie, json: { title: "x", content: "y" } });
      expect(post.status).toBe(403);
    }
    expect((await call(ctx, "/api/chat/saved-replies")).status).toBe(401);
  });
});

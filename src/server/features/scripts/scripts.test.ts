import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { scripts } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { TEMPLATE_NOTICE } from "./offline-writer";

let ctx: TestContext;
let me: { id: string; cookie: string };
let other: { id: string; cookie: string };
beforeAll(async () => {
  ctx = await createTestContext();
  me = await signedInAs(ctx, "creator");
  other = await signedInAs(ctx, "creator");
});
afterAll(() => ctx.close());

const create = (cookie: string, json: unknown) => call(ctx, "/api/me/scripts", { cookie, json });
const titles = async (query = "") =>
  (await (await call(ctx, `/api/me/scripts${query}`, { cookie: me.cookie })).json()).items.map(
    (s: { title: string }) => s.title,
  );

describe("My Scripts", () => {
  it("refuses a blank title with 'Title is required'", async () => {
    for (const title of ["", "  ", undefined]) {
      const res = await create(me.cookie, { title, content: "x" });
      expect(res.status).toBe(400);
      expect((await res.json()).error).toBe("Title is required");
    }
  });

  it("creates Drafts, then filters and sorts them", async () => {
    for (const [i, title] of ["banana", "Apple", "cherry"].entries()) {
      const res = await create(me.cookie, { title, content: `Body ${i}` });
      expect(res.status).toBe(201);
      const script = await res.json();
      expect(script).toMatchObject({ title, status: "Draft", content: `Body ${i}` });
      await ctx.deps.db
        .update(scripts)
        .set({ createdAt: sql`now() - make_interval(mins => ${10 - i})` })
        .where(eq(scripts.id, script.id));
    }
    await ctx.deps.db.update(scripts).set({ status: "Completed" }).where(eq(scripts.title, "Apple"));
    expect(await titles()).toEqual(["cherry", "Apple", "banana"]);
    expect(await titles("?sort=oldest")).toEqual(["banana", "Apple", "cherry"]);
    expect(await titles("?sort=title-asc")).toEqual(["Apple", "banana", "cherry"]);
    expect(await titles("?sort=title-desc")).toEqual(["cherry", "banana", "Apple"]);
    expect(await titles("?status=Completed")).toEqual(["Apple"]);
    expect(await titles("?status=Draft&sort=title-asc")).toEqual(["banana", "cherry"]);
    expect(await titles("?status=Requested")).toEqual([]);
    expect(await titles("?page=2&pageSize=2")).toEqual(["banana"]);
    expect((await call(ctx, "/api/me/scripts?status=Nope", { cookie: me.cookie })).status).toBe(400);
  });

  it("reads, saves and deletes one's own script; another's is 404", async () => {
    const [first] = await ctx.deps.db.select().from(scripts).where(eq(scripts.userId, me.id)).limit(1);
    const path = `/api/me/scripts/${first!.id}`;
    expect((await call(ctx, path, { cookie: other.cookie })).status).toBe(404);
    expect(
      (await call(ctx, path, { method: "PATCH", cookie: other.cookie, json: { title: "x", content: "" } }))
        .status,
    ).toBe(404);
    expect((await call(ctx, path, { method: "DELETE", cookie: other.cookie })).status).toBe(404);
    expect(await (await call(ctx, "/api/me/scripts", { cookie: other.cookie })).json()).toMatchObject({
      total: 0,
    });

    const blank = await call(ctx, path, {
      method: "PATCH",
      cookie: me.cookie,
      json: { title: " ", content: "" },
    });
    expect((await blank.json()).error).toBe("Title is required");
    const saved = await call(ctx, path, {
      method: "PATCH",
      cookie: me.cookie,
      json: { title: "Renamed", content: "New body" },
    });
    expect(await saved.json()).toMatchObject({ title: "Renamed", content: "New body" });
    expect(await (await call(ctx, path, { cookie: me.cookie })).json()).toMatchObject({ title: "Renamed" });
    expect((await call(ctx, path, { method: "DELETE", cookie: me.cookie })).status).toBe(204);
    expect((await call(ctx, path, { cookie: me.cookie })).status).toBe(404);
  });
});

describe("AI drafts with the offline writer (no AI_API_KEY)", () => {
  it("refuses a blank or too long prompt", async () => {
    const blank = await call(ctx, "/api/me/scripts/generate", { cookie: me.cookie, json: { prompt: "  " } });
    expect((await blank.json()).error).toBe("Prompt is required");
    const long = await call(ctx, "/api/me/scripts/generate", {
      cookie: me.cookie,
      json: { prompt: "x".repeat(2001) },
    });
    expect(long.status).toBe(400);
  });

  it("saves a template draft as Draft with the 'AI: ' prefix", async () => {
    const res = await call(ctx, "/api/me/scripts/generate", {
      cookie: me.cookie,
      json: { prompt: "Five budget tips for new streamers. Keep it upbeat." },
    });
    expect(res.status).toBe(201);
    const script = await res.json();
    expect(script.title).toBe("AI: Five budget tips for new streamers");
    expect(script.status).toBe("Draft");
    for (const part of [TEMPLATE_NOTICE, "## Hook", "## Outline", "## Section 1", "## Call to action"])
      expect(script.content).toContain(part);
    const [row] = await ctx.deps.db.select().from(scripts).where(eq(scripts.id, script.id));
    expect(row?.userId).toBe(me.id);
  });
});

import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "~/domain/roles";
import { createApi } from "../app";
import type { AppEnv } from "../context";
import { buildDocument } from "../features/docs/routes";
import { call, signedInAs } from "../testing/auth";
import { createTestContext, type TestContext } from "../testing/context";
import { cacheCheck, cachedJson } from "./page-cache";

/*
 * Every cached answer must name in its key whatever it depends on (the caller, for a list of their own):
 * otherwise one caller is served another's answer. With `cacheCheck` on, each cache hit is also loaded
 * afresh and compared; the walk reads every list of the API twice as several users of every role, each
 * with data of their own, and no hit may differ from a fresh load (issue 17).
 */

const document = buildDocument(createApi());
const SKIP = new Set(["/realtime", "/openapi.json", "/reference", "/auth/get-session"]);
const lists = Object.entries(document.paths ?? {})
  .filter(([path, item]) => "get" in (item as object) && !path.includes("{") && !SKIP.has(path))
  .map(([path]) => `/api${path}`);

let ctx: TestContext;
const cookies: string[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
  for (const role of ROLES)
    for (let i = 0; i < 2; i++) {
      const user = await signedInAs(ctx, role, { name: `${role} ${i}` });
      cookies.push(user.cookie);
      // things of their own, different for each user
      await call(ctx, "/api/me/todos", { cookie: user.cookie, json: { task: `Task of ${role} ${i}` } });
      await call(ctx, "/api/me/scripts", { cookie: user.cookie, json: { title: `Script of ${role} ${i}` } });
    }
  cacheCheck.on = true;
});
afterAll(async () => {
  cacheCheck.on = false;
  await ctx.close();
});

describe("cache keys", () => {
  it("serves every caller of every list what a fresh load would give them", async () => {
    cacheCheck.mismatches = [];
    const checked = cacheCheck.checked;
    expect(lists.length).toBeGreaterThan(15);
    for (const path of lists)
      for (const cookie of cookies) for (let read = 0; read < 2; read++) await call(ctx, path, { cookie });
    expect(cacheCheck.mismatches).toEqual([]);
    // the walk met the cache: hits were compared
    expect(cacheCheck.checked - checked).toBeGreaterThan(100);
  });

  it("finds a key that leaves out the caller (the check can fail)", async () => {
    cacheCheck.mismatches = [];
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set("deps", ctx.deps);
      c.set("session", null);
      await next();
    });
    // a list of the caller's own whose key forgets the caller
    app.get("/mine/:who", (c) =>
      cachedJson(c, ["channels"], ["mine"], async () => ({ who: c.req.param("who") })),
    );
    await app.request("/mine/ada");
    await app.request("/mine/grace");
    expect(cacheCheck.mismatches).toHaveLength(1);
    cacheCheck.mismatches = [];
  });
});

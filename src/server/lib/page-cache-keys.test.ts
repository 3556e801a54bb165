import { sql } from "drizzle-orm";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROLES } from "~/domain/roles";
import { createApi } from "../app";
import type { AppEnv } from "../context";
import { queryRows } from "../db/client";
import { channelDailyStats, channels, user } from "../db/schema";
import { buildDocument } from "../features/docs/routes";
import { call, signedInAs } from "../testing/auth";
import { createTestContext, type TestContext } from "../testing/context";
import { fixtureParams } from "../testing/fuzz-walk";
import { cacheCheck, cachedJson } from "./page-cache";

/*
 * Every cached answer must name in its key whatever it depends on (the caller, for a list of their own):
 * otherwise one caller is served another's answer. With `cacheCheck` on, each cache hit is also loaded
 * afresh and compared; the walk reads every list of the API twice as several users of every role, each
 * with data of their own, and no hit may differ from a fresh load (issue 17).
 *
 * And a load must read nothing but the tables it declared: a change to another would not empty the cache.
 * With `cacheCheck` on, each load runs with its statements logged, and the walk's loads may read no table
 * they did not declare.
 */

const document = buildDocument(createApi());
const SKIP = new Set(["/realtime", "/openapi.json", "/reference", "/auth/get-session"]);
const reads = Object.entries(document.paths ?? {})
  .filter(([path, item]) => "get" in (item as object) && !SKIP.has(path))
  .map(([path]) => path);
/**
 * Every read of the API (`path`, as documented) at an address (`url`): those with path parameters at real rows
 * (the fuzz walk's), made once for all callers.
 */
let lists: { path: string; url: string }[] = [];

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
  // a path with parameters is read by every caller at the same address: a key that leaves out a parameter, or
  // the caller, serves one answer for another
  lists = [];
  for (const path of reads) {
    const params = path.includes("{") ? await fixtureParams(ctx, path, cookies[0]) : {};
    const url = `/api${path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? name))}`;
    lists.push({ path, url });
  }
  cacheCheck.on = true;
});
afterAll(async () => {
  cacheCheck.on = false;
  await ctx.close();
});

describe("cache keys", () => {
  it("serves every caller of every list what a fresh load would give them", { timeout: 30_000 }, async () => {
    cacheCheck.mismatches = [];
    cacheCheck.undeclared = [];
    const { checked, loads, statements } = cacheCheck;
    expect(lists.length).toBeGreaterThan(15);
    // the parameterised reads are walked too, each at a real row's address
    expect(lists).toHaveLength(reads.length);
    expect(reads.filter((path) => path.includes("{")).length).toBeGreaterThan(25);
    const tagged = new Set<string>();
    for (const { path, url } of lists)
      for (const cookie of cookies)
        for (let read = 0; read < 2; read++) {
          const res = await call(ctx, url, { cookie });
          if (res.headers.get("etag")) tagged.add(path);
        }
    expect(cacheCheck.mismatches).toEqual([]);
    // what answers with a tag may answer 304, and says so in the API's document
    const undocumented = [...tagged].filter((path) => {
      const item = document.paths?.[path] as { get?: { responses?: object } };
      return !item.get?.responses || !("304" in item.get.responses);
    });
    expect(tagged.size).toBeGreaterThan(10);
    expect(undocumented, "cached reads whose 304 is not in the OpenAPI document").toEqual([]);
    expect(
      cacheCheck.undeclared.map(
        ({ key, table }) => `the load of ${key} reads "${table}", which it does not declare`,
      ),
      "tables read by cached loads but not declared (a change to them would not empty the cache)",
    ).toEqual([]);
    // the walk met the cache: hits were compared (the few cached answers of ADR 025, as every caller)
    expect(cacheCheck.checked - checked).toBeGreaterThan(50);
    // and loads were checked, with their statements logged
    expect(cacheCheck.loads - loads).toBeGreaterThan(50);
    expect(cacheCheck.statements - statements).toBeGreaterThanOrEqual(cacheCheck.loads - loads);
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

  it("finds a table read but not declared (the check can fail)", async () => {
    cacheCheck.undeclared = [];
    const db = ctx.deps.db;
    const app = new Hono<AppEnv>();
    app.use(async (c, next) => {
      c.set("deps", ctx.deps);
      c.set("session", null);
      await next();
    });
    const names = db.select({ name: user.name }).from(user).prepare("page_cache_check_names");
    // each declares the channels, and reads another table: built by Drizzle, prepared, or raw SQL (in a subquery)
    app.get("/built", (c) =>
      cachedJson(c, ["channels"], ["built"], () => db.select({ id: user.id }).from(user)),
    );
    app.get("/prepared", (c) => cachedJson(c, ["channels"], ["prepared"], () => names.execute()));
    app.get("/raw", (c) =>
      cachedJson(c, ["channels"], ["raw"], () =>
        queryRows(
          db,
          sql`select count(*)::int as n from ${channels} c
              where exists (select 1 from ${channelDailyStats} s where s.channel_id = c.id and s.views > ${0})`,
        ),
      ),
    );
    // declared (one's own notifications through their unquoted name): nothing to record
    app.get("/declared", (c) =>
      cachedJson(c, ["people", "own:notifications"], ["declared"], () =>
        queryRows(db, sql`select u.id from ${user} u join notifications n on n.user_id = u.id`),
      ),
    );
    for (const path of ["/built", "/prepared", "/raw", "/declared"])
      expect((await app.request(path)).status).toBe(200);
    expect(cacheCheck.undeclared).toEqual([
      { key: JSON.stringify([["channels"], "built"]), table: "user" },
      { key: JSON.stringify([["channels"], "prepared"]), table: "user" },
      { key: JSON.stringify([["channels"], "raw"]), table: "channel_daily_stats" },
    ]);
    cacheCheck.undeclared = [];
  });
});

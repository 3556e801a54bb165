import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import { createTestContext, type TestContext } from "../testing/context";
import { hitRateLimit, pruneRateLimits } from "./rate-limit";

describe("database rate limits", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("allows `limit` hits in a window, then refuses with the time left", async () => {
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(ctx.deps.db, "t:a", 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(50);
    expect((await hitRateLimit(ctx.deps.db, "t:b", 3, 60_000)).allowed).toBe(true);
  });

  it("starts a new window once the old one has ended", async () => {
    await hitRateLimit(ctx.deps.db, "t:c", 1, 60_000);
    await ctx.deps.db.execute(
      sql`update rate_limit_windows set reset_at = now() - interval '1 second' where key = 't:c'`,
    );
    expect((await hitRateLimit(ctx.deps.db, "t:c", 1, 60_000)).allowed).toBe(true);
  });

  it("prunes counters whose window ended over an hour ago, and keeps the rest", async () => {
    await hitRateLimit(ctx.deps.db, "t:old", 1, 60_000);
    await ctx.deps.db.execute(
      sql`update rate_limit_windows set reset_at = now() - interval '2 hours' where key = 't:old'`,
    );
    await pruneRateLimits(ctx.deps.db);
    const keys = await queryRows<{ key: string }>(ctx.deps.db, sql`select key from rate_limit_windows`);
    expect(keys.map((k) => k.key)).not.toContain("t:old");
    expect(keys.map((k) => k.key)).toContain("t:a");
  });
});

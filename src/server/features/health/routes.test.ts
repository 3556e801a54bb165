import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing/context";

describe("GET /api/health", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("answers ok when the database answers", async () => {
    const res = await ctx.app.request("/api/health");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: "ok", db: "ok", bus: { kind: "postgres", waiting: 0 } });
    // the event loop's delay, for operators: numbers in milliseconds, the 99th percentile never above the max
    expect(Object.keys(body.eventLoop).sort()).toEqual(["maxMs", "p50Ms", "p99Ms"]);
    expect(body.eventLoop.p99Ms).toBeLessThanOrEqual(body.eventLoop.maxMs);
  });

  it("shows a stalled event loop in its delay", async () => {
    await ctx.app.request("/api/health"); // measuring from here (the monitor's first tick is its start)
    await new Promise((resolve) => setTimeout(resolve, 30));
    const until = Date.now() + 250;
    while (Date.now() < until); // the loop held, as a parse on the main thread would
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { eventLoop } = await (await ctx.app.request("/api/health")).json();
    expect(eventLoop.maxMs).toBeGreaterThanOrEqual(200);
  });

  it("answers 503 with the reason when the database is gone", async () => {
    const broken = { ...ctx.deps.database, ping: () => Promise.reject(new Error("connection refused")) };
    const { createApp } = await import("../../app");
    const app = createApp({ ...ctx.deps, database: broken });
    const res = await app.request("/api/health");
    expect(res.status).toBe(503);
    // the bus is still told (its kind), the outbox is not asked of a database that is away
    expect(await res.json()).toMatchObject({
      status: "unavailable",
      db: "connection refused",
      bus: { kind: "postgres", waiting: null },
    });
  });

  it("serves the OpenAPI document and its reference page", async () => {
    const doc = await (await ctx.app.request("/api/openapi.json")).json();
    expect(doc.paths["/health"].get.summary).toBe("Liveness and database check");
    const page = await ctx.app.request("/api/reference");
    expect(await page.text()).toContain("/api/health");
  });

  it("answers unknown API paths with a JSON 404", async () => {
    const res = await ctx.app.request("/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "not_found" });
  });
});

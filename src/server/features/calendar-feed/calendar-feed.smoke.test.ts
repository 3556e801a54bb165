import { afterAll, beforeAll, expect, it } from "vitest";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): a scheduled meeting is in the private feed; regenerating revokes the old link. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("serves a scheduled meeting in the feed, and revokes the old link on regenerate", async () => {
  const cora = await signedInAs(ctx, "creator");
  const max = await signedInAs(ctx, "manager");
  const { id } = await (
    await call(ctx, "/api/appointments", { cookie: cora.cookie, json: { topic: "Smoke topic" } })
  ).json();
  await call(ctx, `/api/admin/appointments/${id}`, {
    method: "PATCH",
    cookie: max.cookie,
    json: {
      status: "Scheduled",
      scheduledAt: new Date(Date.now() + 86_400_000).toISOString(),
      meetLink: null,
    },
  });
  const old = await (await call(ctx, "/api/me/calendar-feed", { cookie: cora.cookie })).json();
  const feed = await ctx.app.request(new URL(old.url).pathname);
  expect(feed.status).toBe(200);
  expect(await feed.text()).toMatch(/SUMMARY:.*Smoke topic/);

  const res = await call(ctx, "/api/me/calendar-feed/regenerate", { method: "POST", cookie: cora.cookie });
  const fresh = await res.json();
  expect(fresh.url).not.toBe(old.url);
  expect((await ctx.app.request(new URL(old.url).pathname)).status).toBe(404);
  expect((await ctx.app.request(new URL(fresh.url).pathname)).status).toBe(200);
});

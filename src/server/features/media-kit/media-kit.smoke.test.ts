import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mediaKits } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): a creator saves and publishes a media kit, anyone opens it, and unpublishing takes it down. */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

it("saves a kit, publishes it, opens it by its slug, and unpublishes it", async () => {
  const creator = await signedInAs(ctx, "creator", { name: "Smoke Creator" });
  const kit = {
    slug: "smoke-creator",
    published: true,
    displayName: "Smoke Creator",
    bio: "Videos about smoke tests.",
    portfolioLinks: [{ title: "Reel", url: "https://videos.example/reel" }],
    showRates: true,
    rates: [{ label: "Dedicated video", amountMinor: 100_000, currency: "USD" }],
  };
  const save = (json: unknown) =>
    call(ctx, "/api/media-kit", { method: "PUT", cookie: creator.cookie, json });

  const saved = await save(kit);
  expect(saved.status).toBe(200);
  expect(await saved.json()).toMatchObject({ slug: "smoke-creator", published: true, saved: true });
  expect(await (await call(ctx, "/api/media-kit", { cookie: creator.cookie })).json()).toMatchObject({
    bio: "Videos about smoke tests.",
    saved: true,
  });
  const open = await call(ctx, "/api/kits/smoke-creator");
  expect(open.status).toBe(200);
  expect(await open.json()).toMatchObject({
    displayName: "Smoke Creator",
    portfolioLinks: [{ title: "Reel", url: "https://videos.example/reel" }],
    rates: [{ label: "Dedicated video", amountMinor: 100_000, currency: "USD" }],
  });

  expect((await save({ ...kit, published: false })).status).toBe(200);
  expect((await call(ctx, "/api/kits/smoke-creator")).status).toBe(404);
  const [row] = await ctx.deps.db.select().from(mediaKits).where(eq(mediaKits.creatorId, creator.id));
  expect(row).toMatchObject({ slug: "smoke-creator", published: false });
});

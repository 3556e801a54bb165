import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayUtc } from "~/domain/clock";
import { type MediaKitInput, SLUG_RESERVED_DAYS, SLUG_TAKEN } from "~/domain/media-kit";
import { channelDailyStats, retiredKitSlugs } from "../../db/schema";
import { cacheCheck } from "../../lib/page-cache";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { tinyPng } from "../../testing/images";
import { tusUpload } from "../../testing/tus";

let ctx: TestContext;
let creator: { cookie: string; id: string; email: string };
let other: { cookie: string; id: string };

beforeAll(async () => {
  ctx = await createTestContext();
  creator = await signedInAs(ctx, "creator", { name: "Ada Lovelace" });
  other = await signedInAs(ctx, "creator", { name: "Other Creator" });
});
afterAll(() => ctx.close());

const kit = (overrides: Partial<MediaKitInput> = {}): MediaKitInput => ({
  slug: "ada-lovelace",
  published: false,
  displayName: "Ada Lovelace",
  bio: "I make videos about engines.",
  portfolioLinks: [{ title: "Engine tour", url: "https://videos.example/engine" }],
  showRates: false,
  rates: [{ label: "Dedicated video", amountMinor: 250_000, currency: "USD" }],
  ...overrides,
});

const save = (who: { cookie: string }, body: unknown) =>
  call(ctx, "/api/media-kit", { method: "PUT", cookie: who.cookie, json: body });
const open = (slug: string) => call(ctx, `/api/kits/${slug}`);

describe("the creator's kit", () => {
  it("starts unpublished with a slug from the name, and nobody can open it", async () => {
    const fresh = await signedInAs(ctx, "creator", { name: "Zoë Brontë" });
    const res = await call(ctx, "/api/media-kit", { cookie: fresh.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      slug: "zoe-bronte",
      published: false,
      displayName: "Zoë Brontë",
      saved: false,
    });
    expect((await open("zoe-bronte")).status).toBe(404);
  });

  it("is off until published (404), then opens without an account with public fields only", async () => {
    const notes = "Private agency note";
    expect((await save(creator, kit())).status).toBe(200);
    expect((await open("ada-lovelace")).status).toBe(404);

    const published = await save(creator, kit({ published: true, bio: "Engines, in depth." }));
    expect(await published.json()).toMatchObject({ published: true, saved: true });
    const res = await open("ada-lovelace");
    expect(res.status).toBe(200);
    const text = await res.text();
    const body = JSON.parse(text);
    expect(body).toMatchObject({
      slug: "ada-lovelace",
      displayName: "Ada Lovelace",
      bio: "Engines, in depth.",
      portfolioLinks: [{ title: "Engine tour", url: "https://videos.example/engine" }],
      rates: null,
    });
    expect(Object.keys(body).sort()).toEqual(
      ["asOf", "bio", "channels", "displayName", "photoUrl", "portfolioLinks", "rates", "slug"].sort(),
    );
    for (const secret of [creator.email, creator.id, notes, "email", "notes", "deal"])
      expect(text).not.toContain(secret);
    // the same answer whatever the case of the address
    expect((await open("Ada-Lovelace")).status).toBe(200);
  });

  it("shows the rates only when the creator chooses to", async () => {
    await save(creator, kit({ published: true, showRates: false }));
    expect((await (await open("ada-lovelace")).json()).rates).toBeNull();
    await save(creator, kit({ published: true, showRates: true }));
    expect((await (await open("ada-lovelace")).json()).rates).toEqual([
      { label: "Dedicated video", amountMinor: 250_000, currency: "USD" },
    ]);
  });

  it("retires the old address at once when the slug changes", async () => {
    await save(creator, kit({ published: true }));
    expect((await open("ada-lovelace")).status).toBe(200);
    expect((await save(creator, kit({ published: true, slug: "ada-engines" }))).status).toBe(200);
    expect((await open("ada-lovelace")).status).toBe(404);
    expect((await open("ada-engines")).status).toBe(200);
    await save(creator, kit({ published: true }));
  });

  it("keeps a retired address for its creator for 30 days: refused to others, theirs to take back", async () => {
    const owner = await signedInAs(ctx, "creator", { name: "Grace Hopper" });
    const rival = await signedInAs(ctx, "creator", { name: "Rival" });
    const grace = (slug: string) => kit({ displayName: "Grace Hopper", slug, published: true });
    expect((await save(owner, grace("grace-hopper"))).status).toBe(200);
    expect((await save(owner, grace("grace-cobol"))).status).toBe(200);
    expect((await open("grace-hopper")).status).toBe(404);
    // another creator may not take it (in any case) while it is reserved
    for (const slug of ["grace-hopper"]) {
      const res = await save(rival, kit({ displayName: "Rival", slug }));
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ code: "slug_taken", fields: { slug: SLUG_TAKEN } });
    }
    // its creator may take it back
    expect((await save(owner, grace("grace-hopper"))).status).toBe(200);
    expect((await open("grace-hopper")).status).toBe(200);
    // retired again; 30 days later it is free for anyone
    expect((await save(owner, grace("grace-navy"))).status).toBe(200);
    await ctx.deps.db
      .update(retiredKitSlugs)
      .set({ retiredAt: sql`now() - make_interval(days => ${SLUG_RESERVED_DAYS}) - interval '1 minute'` })
      .where(eq(retiredKitSlugs.slug, "grace-hopper"));
    expect((await save(rival, kit({ displayName: "Rival", slug: "grace-hopper" }))).status).toBe(200);
    expect((await save(owner, grace("grace-hopper"))).status).toBe(409);
  });

  it("refuses a slug another creator has (409, its field named), in any case", async () => {
    await save(creator, kit({ published: true }));
    const res = await save(other, kit({ displayName: "Other", slug: "ada-lovelace" }));
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "slug_taken", fields: { slug: expect.any(String) } });
    const own = await (await call(ctx, "/api/media-kit", { cookie: other.cookie })).json();
    expect(own.saved).toBe(false);
  });

  it.each([
    ["too short", "ab"],
    ["upper case", "Ada-Lovelace"],
    ["spaces", "ada lovelace"],
    ["a leading hyphen", "-ada"],
    ["two hyphens", "ada--lovelace"],
    ["too long", "a".repeat(61)],
    ["reserved", "admin"],
    ["reserved", "kit"],
    ["reserved", "settings"],
  ])("refuses a slug with %s (400, its field named): %s", async (_why, slug) => {
    const res = await save(other, kit({ slug }));
    expect(res.status).toBe(400);
    expect((await res.json()).fields).toHaveProperty("slug");
  });

  it("refuses links that are not http(s), too many links, and a currency it does not know", async () => {
    const cases: [Partial<MediaKitInput>, string][] = [
      [{ portfolioLinks: [{ title: "x", url: "javascript:alert(1)" }] }, "portfolioLinks.0.url"],
      [
        { portfolioLinks: Array.from({ length: 13 }, () => ({ title: "x", url: "https://a.example" })) },
        "portfolioLinks",
      ],
      [{ rates: [{ label: "Post", amountMinor: 1, currency: "XXX" as "USD" }] }, "rates.0.currency"],
      [{ rates: [{ label: "Post", amountMinor: 1.5, currency: "USD" }] }, "rates.0.amountMinor"],
      [{ bio: "x".repeat(2001) }, "bio"],
    ];
    for (const [change, field] of cases) {
      const res = await save(other, kit({ slug: "other-one", ...change }));
      expect(res.status, field).toBe(400);
      expect((await res.json()).fields, field).toHaveProperty([field]);
    }
  });

  it("is the creators' own: staff are refused, signed out is 401", async () => {
    const editor = await signedInAs(ctx, "editor");
    expect((await call(ctx, "/api/media-kit", { cookie: editor.cookie })).status).toBe(403);
    expect((await save(editor, kit({ slug: "editor-kit" }))).status).toBe(403);
    expect((await call(ctx, "/api/media-kit")).status).toBe(401);
  });
});

describe("the public kit's figures and photo", () => {
  it("sums each channel's imported days over the last 28 and 90 days", async () => {
    const star = await signedInAs(ctx, "creator", { name: "Figures Star" });
    const made = await call(ctx, "/api/me/channels", {
      cookie: star.cookie,
      json: { name: "Star plays", platform: "youtube", url: "https://www.youtube.com/@star" },
    });
    const channel = (await made.json()) as { id: string };
    await call(ctx, "/api/me/channels", {
      cookie: star.cookie,
      json: { name: "Star live", platform: "twitch", url: "https://twitch.tv/star" },
    });
    const today = todayUtc();
    // 120 days: views 1000 + i on the i-th day back, 0.5 hours, one net subscriber a day, 2 on even days
    const rows = Array.from({ length: 120 }, (_, i) => ({
      channelId: channel.id,
      date: addDays(today, -i),
      views: 1000 + i,
      watchHours: 0.5,
      netSubscribers: i % 2 === 0 ? 2 : 1,
    }));
    await ctx.deps.db.insert(channelDailyStats).values(rows);
    await save(star, kit({ slug: "figures-star", displayName: "Figures Star", published: true }));

    const body = await (await open("figures-star")).json();
    const sum = (days: number, pick: (row: (typeof rows)[number]) => number) =>
      rows.slice(0, days).reduce((total, row) => total + pick(row), 0);
    expect(body.channels).toEqual([
      {
        name: "Star plays",
        platform: "youtube",
        url: "https://www.youtube.com/@star",
        last28: {
          views: sum(28, (r) => r.views),
          watchHours: 14,
          netSubscribers: sum(28, (r) => r.netSubscribers),
          days: 28,
        },
        last90: {
          views: sum(90, (r) => r.views),
          watchHours: 45,
          netSubscribers: sum(90, (r) => r.netSubscribers),
          days: 90,
        },
      },
      {
        name: "Star live",
        platform: "twitch",
        url: "https://twitch.tv/star",
        last28: { views: 0, watchHours: 0, netSubscribers: 0, days: 0 },
        last90: { views: 0, watchHours: 0, netSubscribers: 0, days: 0 },
      },
    ]);
    expect(body.asOf).toBe(today);
  });

  it("serves the creator's photo at the kit's own address, and nothing once unpublished", async () => {
    const pictured = await signedInAs(ctx, "creator", { name: "Pictured" });
    await tusUpload(ctx, pictured.cookie, { purpose: "avatar", filename: "me.png" }, tinyPng());
    await save(pictured, kit({ slug: "pictured", displayName: "Pictured", published: true }));
    const body = await (await open("pictured")).json();
    expect(body.photoUrl).toMatch(/^\/api\/kits\/pictured\/photo\?v=\d+$/);
    const photo = await call(ctx, body.photoUrl);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/png");

    await save(pictured, kit({ slug: "pictured", displayName: "Pictured", published: false }));
    expect((await call(ctx, body.photoUrl)).status).toBe(404);
    expect((await open("pictured")).status).toBe(404);
  });

  it("reads nothing but the tables its cached answer is kept under", async () => {
    cacheCheck.on = true;
    cacheCheck.undeclared = [];
    cacheCheck.mismatches = [];
    try {
      for (const slug of ["figures-star", "figures-star", "ada-lovelace"])
        expect((await open(slug)).status).toBe(200);
      expect(cacheCheck.undeclared).toEqual([]);
      expect(cacheCheck.mismatches).toEqual([]);
    } finally {
      cacheCheck.on = false;
    }
  });

  it("answers a changed kit at once, though the last answer was cached", async () => {
    await save(creator, kit({ published: true, displayName: "Ada L." }));
    const first = await open("ada-lovelace");
    const tag = first.headers.get("etag");
    expect(tag).toBeTruthy();
    expect((await call(ctx, "/api/kits/ada-lovelace", { headers: { "if-none-match": tag! } })).status).toBe(
      304,
    );
    await save(creator, kit({ published: true, displayName: "Ada Lovelace" }));
    const again = await open("ada-lovelace");
    expect(again.status).toBe(200);
    expect((await again.json()).displayName).toBe("Ada Lovelace");
  });
});

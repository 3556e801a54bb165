import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BRAND_LINK_GONE, type BrandReport } from "~/domain/brand-links";
import { BRAND_REPORT_CSV_HEADER } from "~/domain/brand-report";
import { addDays, todayUtc } from "~/domain/clock";
import { channelDailyStats, channels } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { createTestBrandLink, createTestDeal, createTestDeliverable } from "../../testing/deals";
import { seedUser } from "../accounts/seed-user";

/*
 * The brand's campaign report (issue 36, item 4): what a report link shows (the published link and its
 * channel's figures since it went live, delivered versus booked, money only when chosen), what it never
 * shows (the agency's notes, staff, commission, payout, a draft's link, other deals, other creators'
 * channels), its CSV, and the one 404 of every dead link, whoever asks.
 */

const NOTES = "Internal: brand pays late, push for net-15";
const DRAFT_LINK = "https://drive.example/draft-cut-v1";
const PUBLISHED_LINK = "https://www.youtube.com/watch?v=brandcut";
const FORMULA_LINK = '=HYPERLINK("https://evil.example","click")';

let ctx: TestContext;
let manager: Awaited<ReturnType<typeof signedInAs>>;
let creator: { id: string; email: string };
let dealId: string;
let otherDealId: string;
const today = todayUtc();
const publishedOn = addDays(today, -5);

async function shareReport(showMoney?: boolean, email = `ann-${crypto.randomUUID()}@brand.test`) {
  const res = await call(ctx, `/api/deals/${dealId}/brand-links`, {
    method: "POST",
    cookie: manager.cookie,
    json: { kind: "report", contactName: "Ann Partner", contactEmail: email, showMoney },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  const { url } = (await res.json()) as { url: string };
  return new URL(url).pathname.split("/").pop()!;
}

const open = (token: string, cookie?: string) => call(ctx, `/api/report/${token}`, { cookie });

beforeAll(async () => {
  ctx = await createTestContext();
  manager = await signedInAs(ctx, "manager", { name: "Morgan Manager" });
  creator = await seedUser(ctx.deps, { name: "Casey Creator" });
  const other = await seedUser(ctx.deps, { name: "Other Creator" });
  const deal = await createTestDeal(ctx.deps.db, {
    creatorId: creator.id,
    ownerId: manager.id,
    title: "Spring launch",
    brandName: "Acme Snacks",
    valueMinor: 123_456,
    currency: "USD",
    notes: NOTES,
  });
  dealId = deal.id;
  otherDealId = (
    await createTestDeal(ctx.deps.db, {
      creatorId: creator.id,
      title: "Secret other deal",
      brandName: "Rival",
    })
  ).id;
  await createTestDeliverable(ctx.deps.db, otherDealId, {
    status: "Published",
    link: "https://other.example",
  });
  const at = (day: string) => new Date(`${day}T15:00:00Z`);
  // published 5 days ago on YouTube; approved (a draft's link) on TikTok; to do; published on Instagram
  // (no channel of its platform); published with a link a spreadsheet would run
  await createTestDeliverable(ctx.deps.db, dealId, {
    kind: "dedicated_video",
    platform: "YouTube",
    status: "Published",
    link: PUBLISHED_LINK,
    dueDate: addDays(today, -7),
    updatedAt: at(publishedOn),
  });
  await createTestDeliverable(ctx.deps.db, dealId, {
    kind: "short",
    platform: "TikTok",
    status: "Approved",
    link: DRAFT_LINK,
    dueDate: addDays(today, -2),
  });
  await createTestDeliverable(ctx.deps.db, dealId, {
    kind: "integration",
    platform: "YouTube",
    status: "To do",
    dueDate: addDays(today, 10),
  });
  await createTestDeliverable(ctx.deps.db, dealId, {
    kind: "post",
    platform: "Instagram",
    status: "Published",
    link: "https://instagram.com/p/abc",
    dueDate: addDays(today, 11),
  });
  await createTestDeliverable(ctx.deps.db, dealId, {
    kind: "post",
    platform: "Other",
    status: "Published",
    link: FORMULA_LINK,
  });
  // the creator's YouTube channels (two: both counted) and TikTok, 10 days each; another creator's YouTube
  const channel = async (userId: string, name: string, platform: "youtube" | "tiktok") => {
    const [row] = await ctx.deps.db
      .insert(channels)
      .values({ userId, name, platform, url: `https://example.com/${name}` })
      .returning({ id: channels.id });
    await ctx.deps.db.insert(channelDailyStats).values(
      Array.from({ length: 10 }, (_, i) => ({
        channelId: row!.id,
        date: addDays(today, -i),
        views: 100,
        watchHours: 2.5,
        netSubscribers: i % 2 === 0 ? 3 : -1,
      })),
    );
  };
  await channel(creator.id, "Casey Main", "youtube");
  await channel(creator.id, "Casey Clips", "youtube");
  await channel(creator.id, "Casey Tok", "tiktok");
  await channel(other.id, "Other Main", "youtube");
});
afterAll(() => ctx.close());

describe("GET /api/report/{token}", () => {
  it("shows the deal, each deliverable, the published link and its figures since it went live", async () => {
    const token = await shareReport();
    const res = await open(token);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    const report = (await res.json()) as BrandReport;
    expect(report).toMatchObject({
      agency: "CreatorDesk",
      title: "Spring launch",
      brand: "Acme Snacks",
      creator: "Casey Creator",
      delivered: 4,
      booked: 5,
      money: null,
    });
    expect(report.deliverables.map((d) => [d.kindLabel, d.platform, d.status])).toEqual([
      ["Dedicated video", "YouTube", "Published"],
      ["Short", "TikTok", "Approved"],
      ["Integration", "YouTube", "To do"],
      ["Post", "Instagram", "Published"],
      ["Post", "Other", "Published"],
    ]);
    const [video, short, todo, post] = report.deliverables;
    expect(video).toMatchObject({ link: PUBLISHED_LINK, publishedOn, dueDate: addDays(today, -7) });
    // 6 days (5 back to today) of two YouTube channels, none of the other creator's nor of TikTok
    const days = [0, 1, 2, 3, 4, 5];
    expect(video!.figures).toEqual({
      from: publishedOn,
      to: today,
      days: 6,
      views: 2 * 6 * 100,
      watchHours: 2 * 6 * 2.5,
      netSubscribers: 2 * days.reduce((sum, i) => sum + (i % 2 === 0 ? 3 : -1), 0),
      channels: ["Casey Clips", "Casey Main"],
    });
    // a draft's link is the agency's; not published: no figures; no channel of the platform: none either
    expect(short).toMatchObject({ link: null, publishedOn: null, figures: null });
    expect(todo).toMatchObject({ link: null, figures: null });
    expect(post).toMatchObject({ link: "https://instagram.com/p/abc", figures: null });
  });

  it("never shows the agency's notes, its staff, commission, payout, a draft's link or other deals", async () => {
    const text = await (await open(await shareReport(true))).text();
    for (const secret of [
      NOTES,
      DRAFT_LINK,
      manager.email,
      "Morgan Manager",
      creator.email,
      "commission",
      "payout",
      "Secret other deal",
      "https://other.example",
      "Other Main",
      "notes",
      "owner",
    ])
      expect(text).not.toContain(secret);
  });

  it("shows the deal's value only when the manager chose to", async () => {
    expect(((await (await open(await shareReport(false))).json()) as BrandReport).money).toBeNull();
    expect(((await (await open(await shareReport())).json()) as BrandReport).money).toBeNull();
    expect(((await (await open(await shareReport(true))).json()) as BrandReport).money).toEqual({
      valueMinor: 123_456,
      currency: "USD",
      formatted: "$1,234.56",
    });
  });

  it("is live: a deliverable published since shows up at the next read", async () => {
    const token = await shareReport();
    const before = (await (await open(token)).json()) as BrandReport;
    await createTestDeliverable(ctx.deps.db, dealId, {
      kind: "short",
      platform: "TikTok",
      status: "Published",
      link: "https://tiktok.com/@casey/video/1",
      updatedAt: new Date(`${addDays(today, -1)}T12:00:00Z`),
    });
    const after = (await (await open(token)).json()) as BrandReport;
    expect(after.booked).toBe(before.booked + 1);
    const tiktok = after.deliverables.find((d) => d.link === "https://tiktok.com/@casey/video/1");
    expect(tiktok?.figures).toMatchObject({ days: 2, views: 200, channels: ["Casey Tok"] });
  });

  it("answers the same 404 to a dead, unknown, malformed or review token, whoever asks", async () => {
    const expired = await createTestBrandLink(ctx.deps.db, { dealId, state: "expired" });
    const revoked = await createTestBrandLink(ctx.deps.db, { dealId, state: "revoked" });
    const deliverable = await createTestDeliverable(ctx.deps.db, dealId);
    const review = await createTestBrandLink(ctx.deps.db, { dealId, deliverableId: deliverable.id });
    const bodies = new Set<string>();
    for (const token of [
      expired.token,
      revoked.token,
      review.token,
      "A".repeat(43),
      "x",
      encodeURIComponent("not a token!"),
    ])
      for (const cookie of [undefined, manager.cookie])
        for (const path of [`/api/report/${token}`, `/api/report/${token}/csv`]) {
          const res = await call(ctx, path, { cookie });
          expect(res.status, `${path} ${cookie ? "as a manager" : "signed out"}`).toBe(404);
          expect(res.headers.get("referrer-policy")).toBe("no-referrer");
          bodies.add(await res.text());
        }
    expect([...bodies]).toEqual([JSON.stringify({ error: BRAND_LINK_GONE, code: "not_found" })]);
  });

  it("revoking the link ends it at once", async () => {
    const token = await shareReport();
    expect((await open(token)).status).toBe(200);
    const { items } = (await (
      await call(ctx, `/api/deals/${dealId}/brand-links`, { cookie: manager.cookie })
    ).json()) as { items: { id: string; state: string }[] };
    const live = items.filter((item) => item.state === "live");
    for (const item of live)
      await call(ctx, `/api/brand-links/${item.id}/revoke`, { method: "POST", cookie: manager.cookie });
    expect((await open(token)).status).toBe(404);
  });
});

describe("GET /api/report/{token}/csv", () => {
  it("is an attachment, a row a deliverable, with formulas neutralised", async () => {
    const res = await call(ctx, `/api/report/${await shareReport(true)}/csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="report-spring-launch-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers.get("cache-control")).toBe("no-store");
    const text = await res.text();
    const rows = parse(text, { bom: true }) as string[][];
    expect(rows[0]).toEqual([...BRAND_REPORT_CSV_HEADER]);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const video = rows.find((row) => row[5] === PUBLISHED_LINK)!;
    expect(video).toEqual([
      "Dedicated video",
      "YouTube",
      "Published",
      addDays(today, -7),
      publishedOn,
      PUBLISHED_LINK,
      "1200",
      "30.0",
      "12",
      "6",
      "Casey Clips; Casey Main",
    ]);
    expect(rows.find((row) => row[1] === "Instagram")![6]).toBe("No figures yet");
    expect(rows.find((row) => row[1] === "Other")![5]).toBe(`'${FORMULA_LINK}`);
    for (const secret of [NOTES, DRAFT_LINK, manager.email, "$1,234.56", "123456"])
      expect(text).not.toContain(secret);
  });
});

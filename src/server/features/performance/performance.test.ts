import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayUtc } from "~/domain/clock";
import { CSV_MAX_BYTES, comparable } from "~/domain/performance";
import { queryRows } from "../../db/client";
import { channelDailyStats, channels } from "../../db/schema";
import { cpuPool } from "../../lib/cpu-pool";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { fileForm } from "../../testing/images";
import { chartFor, IMPORTS_PER_USER, listCreators, overviewFor } from "./service";

let ctx: TestContext;
let creator: { cookie: string; id: string };
let other: { cookie: string; id: string };
let manager: { cookie: string; id: string };

beforeAll(async () => {
  ctx = await createTestContext();
  creator = await signedInAs(ctx, "creator", { name: "Ada Creator" });
  other = await signedInAs(ctx, "creator", { name: "Other Creator" });
  manager = await signedInAs(ctx, "manager");
});
afterAll(() => ctx.close());

const csv = (text: string) => fileForm(Buffer.from(text, "utf8"), "Table data.csv", "text/csv");

async function newChannel(cookie: string, name = "Main channel") {
  const res = await call(ctx, "/api/me/channels", {
    cookie,
    json: { name, platform: "youtube", url: "https://www.youtube.com/@ada" },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}

const upload = (cookie: string, channelId: string, text: string, preview = false) =>
  call(ctx, `/api/me/channels/${channelId}/import${preview ? "/preview" : ""}`, { cookie, body: csv(text) });

const storedRows = async (channelId: string) =>
  ctx.deps.db
    .select()
    .from(channelDailyStats)
    .where(eq(channelDailyStats.channelId, channelId))
    .orderBy(channelDailyStats.date);

/** A YouTube Studio 'Table data.csv' of `days` days ending on `last`, views = 100 + day index. */
function youtubeCsv(last: string, days: number, views = (i: number) => 100 + i) {
  const lines = ["\uFEFFDate,Views,Watch time (hours),Subscribers"];
  lines.push(`Total,"${(days * 100).toLocaleString("en-US")}",1.0,1`);
  for (let i = 0; i < days; i++) {
    const date = addDays(last, -(days - 1 - i));
    lines.push(
      `${date},"${views(i).toLocaleString("en-US")}",${(i / 10).toFixed(1)},${i % 3 === 0 ? -1 : 2}`,
    );
  }
  return `${lines.join("\n")}\n`;
}

describe("channels", () => {
  it("adds, lists, renames and deletes one's own channels; another user's is 404", async () => {
    const { id } = await newChannel(creator.cookie, "Ada plays");
    const list = await (await call(ctx, "/api/me/channels", { cookie: creator.cookie })).json();
    expect(list.items.map((c: { name: string }) => c.name)).toContain("Ada plays");
    expect(list.items.find((c: { id: string }) => c.id === id)).toMatchObject({ days: 0, firstDate: null });

    const renamed = await call(ctx, `/api/me/channels/${id}`, {
      method: "PUT",
      cookie: creator.cookie,
      json: { name: "Ada streams", platform: "twitch", url: "https://twitch.tv/ada" },
    });
    expect(await renamed.json()).toMatchObject({ name: "Ada streams", platform: "twitch" });

    const theirs = await call(ctx, "/api/me/channels", { cookie: other.cookie });
    expect((await theirs.json()).items.some((c: { id: string }) => c.id === id)).toBe(false);
    for (const [method, json] of [
      ["PUT", { name: "Mine now", platform: "other", url: "https://example.com" }],
      ["DELETE", undefined],
    ] as const) {
      const res = await call(ctx, `/api/me/channels/${id}`, { method, cookie: other.cookie, json });
      expect(res.status).toBe(404);
    }
    expect((await upload(other.cookie, id, youtubeCsv("2024-01-31", 3))).status).toBe(404);

    expect(
      (await call(ctx, `/api/me/channels/${id}`, { method: "DELETE", cookie: creator.cookie })).status,
    ).toBe(204);
    expect(await ctx.deps.db.select().from(channels).where(eq(channels.id, id))).toEqual([]);
  });

  it("refuses a link that is not a web address", async () => {
    const res = await call(ctx, "/api/me/channels", {
      cookie: creator.cookie,
      json: { name: "X", platform: "youtube", url: "javascript:alert(1)" },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).fields?.url).toContain("https://");
  });
});

describe("import", () => {
  it("previews without storing anything, then imports every row", async () => {
    const { id } = await newChannel(creator.cookie);
    const file = youtubeCsv("2024-03-31", 20);
    const preview = await upload(creator.cookie, id, file, true);
    expect(preview.status).toBe(200);
    const body = await preview.json();
    expect(body).toMatchObject({
      format: "youtube",
      totalRows: 20,
      firstDate: "2024-03-12",
      lastDate: "2024-03-31",
      skippedTotal: true,
    });
    expect(body.rows).toHaveLength(10);
    expect(body.columns.map((c: { metric: string }) => c.metric)).toEqual([
      "date",
      "views",
      "watchHours",
      "netSubscribers",
    ]);
    expect(await storedRows(id)).toEqual([]);

    const imported = await upload(creator.cookie, id, file);
    expect(await imported.json()).toEqual({
      imported: 20,
      replaced: 0,
      firstDate: "2024-03-12",
      lastDate: "2024-03-31",
    });
    const rows = await storedRows(id);
    expect(rows).toHaveLength(20);
    expect(rows[0]).toMatchObject({ date: "2024-03-12", views: 100, netSubscribers: -1 });
  });

  it("replaces overlapping days on a second import (idempotent), keeping the others", async () => {
    const { id } = await newChannel(creator.cookie);
    await upload(creator.cookie, id, youtubeCsv("2024-03-31", 10));
    const again = await upload(creator.cookie, id, youtubeCsv("2024-03-31", 10));
    expect(await again.json()).toMatchObject({ imported: 10, replaced: 10 });
    expect(await storedRows(id)).toHaveLength(10);

    // a month later: five days overlap with new figures, five are new
    const next = await upload(
      creator.cookie,
      id,
      youtubeCsv("2024-04-05", 10, () => 5000),
    );
    expect(await next.json()).toMatchObject({ imported: 10, replaced: 5 });
    const rows = await storedRows(id);
    expect(rows).toHaveLength(15);
    expect(rows.find((r) => r.date === "2024-03-26")?.views).toBe(104);
    expect(rows.find((r) => r.date === "2024-03-27")?.views).toBe(5000);
  });

  it("stores nothing from a refused file, and names the line and reason", async () => {
    const { id } = await newChannel(creator.cookie);
    await upload(creator.cookie, id, youtubeCsv("2024-03-31", 3));
    const before = await storedRows(id);
    const broken = `Date,Views\n2024-03-29,"1,000"\n2024-03-30,lots\n2024-03-31,5\n`;
    for (const preview of [true, false]) {
      const res = await upload(creator.cookie, id, broken, preview);
      expect(res.status).toBe(400);
      const error = await res.json();
      expect(error).toMatchObject({ code: "invalid_csv", error: "Line 3: “lots” in Views is not a number." });
    }
    const noDate = await upload(creator.cookie, id, "Views,Subscribers\n1,2\n");
    expect((await noDate.json()).error).toMatch(/^Line 1: there is no date column/);
    expect(await storedRows(id)).toEqual(before);
  });

  it("refuses a file over 10 MB with 413, and a request without a file with 400", async () => {
    const { id } = await newChannel(creator.cookie);
    const big = `Date,Views\n${"2024-01-01,1\n".repeat(Math.ceil(CSV_MAX_BYTES / 13) + 10)}`;
    const res = await upload(creator.cookie, id, big);
    expect(res.status).toBe(413);
    expect((await res.json()).error).toContain("10 MB");
    const empty = await call(ctx, `/api/me/channels/${id}/import`, {
      cookie: creator.cookie,
      body: new FormData(),
    });
    expect(empty.status).toBe(400);
    expect(await storedRows(id)).toEqual([]);
  });
});

/** A valid plain CSV of about 9 MB: 20 years of days, each with a long note (an ignored column). */
function largeCsv() {
  const note = "n".repeat(1200);
  const lines = ["Date,Views,Notes"];
  for (let i = 0; i < 7300; i++) lines.push(`${addDays("2001-01-01", i)},${i},${note}`);
  return `${lines.join("\n")}\n`;
}

describe("import, off the event loop", () => {
  it("parses in the CPU pool's thread, and health answers while a large file is read", async () => {
    const { id } = await newChannel(creator.cookie);
    const text = largeCsv();
    expect(text.length).toBeGreaterThan(8_000_000);
    const before = cpuPool().completed;
    const order: string[] = [];
    const preview = Promise.resolve(upload(creator.cookie, id, text, true)).then((res) => {
      order.push("preview");
      return res;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const health = await ctx.app.request("/api/health");
    order.push("health");
    expect(health.status).toBe(200);
    const res = await preview;
    expect(res.status).toBe(200);
    expect((await res.json()).totalRows).toBe(7300);
    expect(order).toEqual(["health", "preview"]);
    expect(cpuPool().completed).toBe(before + 1);
  });

  it(`reads at most ${IMPORTS_PER_USER} uploads of one creator at a time; another creator is not held up`, async () => {
    const { id } = await newChannel(creator.cookie);
    const { id: otherId } = await newChannel(other.cookie);
    const text = largeCsv();
    const statuses = await Promise.all([
      ...Array.from({ length: IMPORTS_PER_USER + 1 }, () => upload(creator.cookie, id, text, true)),
      upload(other.cookie, otherId, text, true),
    ]).then((responses) => responses.map((res) => res.status));
    const others = statuses.pop();
    expect(statuses.sort()).toEqual([...Array(IMPORTS_PER_USER).fill(200), 429]);
    expect(others).toBe(200);
    // once they are read, the creator may upload again
    expect((await upload(creator.cookie, id, youtubeCsv("2024-03-01", 3), true)).status).toBe(200);
  });
});

describe("charts and the overview", () => {
  let owner: { cookie: string; id: string };
  const today = todayUtc();

  beforeAll(async () => {
    owner = await signedInAs(ctx, "creator", { name: "Chart Owner" });
    const first = await newChannel(owner.cookie, "First");
    const second = await newChannel(owner.cookie, "Second");
    // 56 days on each: the last 28 with 10 views a day, the 28 before with 5; net subscribers 1 a day
    const file = (recent: number, earlier: number) =>
      youtubeCsv(today, 56, (i) => (i >= 28 ? recent : earlier)).replace(/,-1\n|,2\n/g, ",1\n");
    await upload(owner.cookie, first.id, file(10, 5));
    await upload(owner.cookie, second.id, file(20, 5));
  });

  it("sums the channels over 28 days by day, with the previous 28 days", async () => {
    const res = await call(ctx, "/api/me/performance?period=28&bucket=day", { cookie: owner.cookie });
    const chart = await res.json();
    expect(chart.points).toHaveLength(28);
    expect(chart.points[0]).toMatchObject({ date: addDays(today, -27), views: 30, netSubscribers: 2 });
    expect(chart.totals).toMatchObject({ views: 28 * 30, netSubscribers: 56, days: 28 });
    expect(chart.previous).toMatchObject({ views: 28 * 10, netSubscribers: 56, days: 28 });
    expect(chart.hasData).toBe(true);
  });

  it("counts the days with figures in each period, so that one imported day is not compared with 28", async () => {
    const sparse = await signedInAs(ctx, "creator", { name: "Sparse Creator" });
    const channel = await newChannel(sparse.cookie, "Sparse");
    // 28 recent days, and one day of the 28 before (few views: the other tests' creators stay on top)
    const views = () => 1;
    expect((await upload(sparse.cookie, channel.id, youtubeCsv(today, 28, views))).status).toBe(200);
    expect((await upload(sparse.cookie, channel.id, youtubeCsv(addDays(today, -40), 1, views))).status).toBe(
      200,
    );
    const chart = await chartFor(ctx.deps.db, sparse.id, { period: "28", bucket: "day" });
    expect(chart.totals.days).toBe(28);
    expect(chart.previous).toMatchObject({ days: 1, views: 1 });
    expect(comparable(chart.totals.days, chart.previous!.days)).toBe(false);
    const one = await chartFor(ctx.deps.db, sparse.id, {
      period: "28",
      bucket: "week",
      channelId: channel.id,
    });
    expect([one.totals.days, one.previous?.days]).toEqual([28, 1]);
    expect(await overviewFor(ctx.deps.db, sparse.id, today)).toMatchObject({ days: 28, previousDays: 1 });
    const listed = await listCreators(ctx.deps.db, {
      page: 1,
      pageSize: 100,
      sort: "viewsChange",
      order: "desc",
      search: "Sparse Creator",
    });
    expect(listed.items[0]).toMatchObject({ id: sparse.id, days: 28, previousDays: 1 });
    // sorted by change, a creator whose periods cannot be compared comes after those that can
    const byChange = await listCreators(ctx.deps.db, {
      page: 1,
      pageSize: 100,
      sort: "viewsChange",
      order: "desc",
    });
    const ids = byChange.items.map((c) => c.id);
    expect(ids.indexOf(owner.id)).toBeLessThan(ids.indexOf(sparse.id));
  });

  it("compares periods of like coverage only", () => {
    expect(comparable(28, 28)).toBe(true);
    expect(comparable(28, 21)).toBe(true);
    expect(comparable(21, 28)).toBe(true);
    expect(comparable(28, 20)).toBe(false);
    expect(comparable(28, 1)).toBe(false);
    expect(comparable(0, 0)).toBe(false);
  });

  it("groups by week and month, and covers all time without a previous period", async () => {
    const weeks = await chartFor(ctx.deps.db, owner.id, { period: "90", bucket: "week" });
    expect(weeks.points.length).toBeGreaterThanOrEqual(8);
    expect(weeks.points.length).toBeLessThanOrEqual(10);
    expect(weeks.points.reduce((sum, p) => sum + p.views, 0)).toBe(28 * 30 + 28 * 10);
    const all = await chartFor(ctx.deps.db, owner.id, { period: "all", bucket: "month" });
    expect(all.previous).toBeNull();
    expect(all.totals.views).toBe(28 * 30 + 28 * 10);
    expect(all.from).toBe(all.points[0]?.date);
  });

  it("charts one channel of one's own, and 404s another user's channel", async () => {
    const list = await (await call(ctx, "/api/me/channels", { cookie: owner.cookie })).json();
    const firstId = list.items[0].id;
    const one = await (
      await call(ctx, `/api/me/performance?channelId=${firstId}`, { cookie: owner.cookie })
    ).json();
    expect(one.totals.views).toBe(28 * 10);
    const theirs = await call(ctx, `/api/me/performance?channelId=${firstId}`, { cookie: other.cookie });
    expect(theirs.status).toBe(404);
  });

  it("gives the card its 28 days, and 'no data' to a creator without imports", async () => {
    const overview = await (await call(ctx, "/api/me/performance/overview", { cookie: owner.cookie })).json();
    expect(overview).toEqual({
      hasData: true,
      views: 28 * 30,
      previousViews: 28 * 10,
      netSubscribers: 56,
      previousNetSubscribers: 56,
      days: 28,
      previousDays: 28,
    });
    const fresh = await signedInAs(ctx, "creator");
    expect(await overviewFor(ctx.deps.db, fresh.id)).toMatchObject({ hasData: false, views: 0 });
  });

  it("lists creators for managers, sorted and paged by the server, and opens one's charts", async () => {
    const page = await listCreators(ctx.deps.db, { page: 1, pageSize: 100, sort: "views", order: "desc" });
    expect(page.items[0]).toMatchObject({
      id: owner.id,
      views: 28 * 30,
      previousViews: 28 * 10,
      channels: 2,
      days: 56,
      previousDays: 56,
    });
    expect(page.items.some((c) => c.id === manager.id)).toBe(false);
    const byName = await listCreators(ctx.deps.db, { page: 1, pageSize: 2, sort: "name", order: "asc" });
    expect(byName.items).toHaveLength(2);
    expect(byName.total).toBe(page.total);
    const names = page.items.map((c) => c.name.toLowerCase()).sort();
    expect(byName.items.map((c) => c.name.toLowerCase())).toEqual(names.slice(0, 2));

    const api = await call(ctx, "/api/admin/performance/creators?sort=viewsChange&search=Chart%20Owner", {
      cookie: manager.cookie,
    });
    expect((await api.json()).items.map((c: { id: string }) => c.id)).toEqual([owner.id]);
    const detail = await (
      await call(ctx, `/api/admin/performance/creators/${owner.id}`, { cookie: manager.cookie })
    ).json();
    expect(detail.channels.map((c: { name: string; days: number }) => [c.name, c.days])).toEqual([
      ["First", 56],
      ["Second", 56],
    ]);
    const chart = await (
      await call(ctx, `/api/admin/performance/creators/${owner.id}/chart?period=28`, {
        cookie: manager.cookie,
      })
    ).json();
    expect(chart.totals.views).toBe(28 * 30);
    const staff = await call(ctx, `/api/admin/performance/creators/${manager.id}`, {
      cookie: manager.cookie,
    });
    expect(staff.status).toBe(404);
  });

  it("keeps each creator's days equal to their channels' sums: imports, re-imports at once, a deleted channel", async () => {
    const owner = await signedInAs(ctx, "creator");
    const rawDays = sql`select c.user_id, s.date::text, count(*)::int as days, coalesce(sum(s.views), 0)::float8 as views,
          coalesce(sum(s.watch_hours::numeric), 0)::float8 as watch_hours, coalesce(sum(s.net_subscribers), 0)::float8 as net
        from channel_daily_stats s join channels c on c.id = s.channel_id
        where c.user_id = ${owner.id} group by 1, 2 order by 2`;
    const rolledUp = sql`select user_id, date::text, days, views::float8, watch_hours::float8, net_subscribers::float8 as net
        from creator_daily_stats where user_id = ${owner.id} and days > 0 order by 2`;
    const expectSame = async () => {
      const [raw, rollup] = await Promise.all([
        queryRows(ctx.deps.db, rawDays),
        queryRows(ctx.deps.db, rolledUp),
      ]);
      expect(rollup).toEqual(raw);
      return raw.length;
    };
    const [a, b, c] = [
      await newChannel(owner.cookie, "A"),
      await newChannel(owner.cookie, "B"),
      await newChannel(owner.cookie, "C"),
    ];
    // two imports of overlapping days at once (as many as one creator may run), then a third
    const results = await Promise.all([
      upload(owner.cookie, a.id, youtubeCsv(today, 40)),
      upload(
        owner.cookie,
        b.id,
        youtubeCsv(today, 30, (i) => 7 * i),
      ),
    ]);
    results.push(await upload(owner.cookie, c.id, youtubeCsv(addDays(today, -10), 20)));
    expect(results.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(await expectSame()).toBe(40);
    expect(
      (
        await upload(
          owner.cookie,
          b.id,
          youtubeCsv(today, 5, () => 1),
        )
      ).status,
    ).toBe(200);
    expect(await expectSame()).toBe(40);
    expect(
      (await call(ctx, `/api/me/channels/${a.id}`, { cookie: owner.cookie, method: "DELETE" })).status,
    ).toBe(204);
    expect(await expectSame()).toBe(30);
    const chart = await chartFor(ctx.deps.db, owner.id, { period: "all", bucket: "day" });
    const rows = await queryRows<{ views: number }>(ctx.deps.db, rawDays);
    expect(chart.totals.views).toBe(rows.reduce((sum, row) => sum + Number(row.views), 0));
    // a deleted account leaves no days behind
    await ctx.deps.db.execute(sql`delete from "user" where id = ${owner.id}`);
    expect(
      await queryRows(ctx.deps.db, sql`select 1 from creator_daily_stats where user_id = ${owner.id}`),
    ).toEqual([]);
  });

  it("charts 18,000 days of ten channels in one aggregated query", async () => {
    const big = await signedInAs(ctx, "creator");
    await queryRows(
      ctx.deps.db,
      sql`with made as (
            insert into channels (user_id, name, platform, url)
            select ${big.id}, 'Channel ' || g, 'youtube', 'https://example.com/' || g from generate_series(1, 10) g
            returning id)
          insert into channel_daily_stats (channel_id, date, views, watch_hours, net_subscribers)
          select made.id, (${today}::date - d), 10, 1.5, 1 from made, generate_series(0, 1799) d
          returning 1`,
    );
    const all = await chartFor(ctx.deps.db, big.id, { period: "all", bucket: "week" });
    expect(all.totals.views).toBe(18_000 * 10);
    const year = await chartFor(ctx.deps.db, big.id, { period: "365", bucket: "month" });
    expect(year.totals.views).toBe(365 * 10 * 10);
    expect(year.previous?.views).toBe(365 * 10 * 10);
  });
});

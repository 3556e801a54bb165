import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../db/client";
import {
  COUNTED_UNDER,
  type DataVersions,
  notifications,
  projects,
  tableVersions,
  tableVersionsQuery,
  user,
  VERSION_STRIPES,
  VERSIONED_TABLES,
} from "../db/schema";
import { call, signedInAs } from "../testing/auth";
import { guestSays, newGuestChat } from "../testing/chat";
import { createTestContext, type TestContext } from "../testing/context";

/* The page cache (ADR 025): a cached page is never older than the database at the start of the request. */

let ctx: TestContext;
type Who = { cookie: string; id: string };
let editor: Who;
let creator: Who;
let other: Who;

beforeAll(async () => {
  ctx = await createTestContext();
  editor = await signedInAs(ctx, "editor");
  creator = await signedInAs(ctx, "creator");
  other = await signedInAs(ctx, "creator");
});
afterAll(() => ctx.close());

type Page = {
  items: { id: string; title: string; status: string; creator: { name: string } }[];
  total: number;
};
async function list(who: Who, context = ctx, query = ""): Promise<Page> {
  const res = await call(context, `/api/editing-projects${query}`, { cookie: who.cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^application\/json/);
  return (await res.json()) as Page;
}
async function submit(who: Who, title: string, context = ctx) {
  const res = await call(context, "/api/editing-projects", {
    cookie: who.cookie,
    json: { title, submittedFileUrl: "https://drive.example.com/raw.mp4" },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string };
}
const counters = async (): Promise<DataVersions> => {
  const [row] = await queryRows<{ versions: DataVersions }>(
    ctx.deps.db,
    sql`select (${tableVersionsQuery}) as versions`,
  );
  return Object.fromEntries(Object.entries(row?.versions ?? {}).map(([name, n]) => [name, Number(n)]));
};

describe("conditional requests", () => {
  const get = (who: Who, tag?: string) =>
    call(ctx, "/api/editing-projects", {
      cookie: who.cookie,
      headers: tag ? { "if-none-match": tag } : {},
    });

  it("answers a repeat with If-None-Match 304 without a body, until something it reads changes", async () => {
    const first = await get(editor);
    expect(first.status).toBe(200);
    const tag = first.headers.get("etag");
    expect(tag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    expect(first.headers.get("vary")).toContain("Cookie");

    const again = await get(editor, tag!);
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(tag);
    // a list of other tags, or a stale one, gets the page
    expect((await get(editor, `W/"stale", ${tag}`)).status).toBe(304);
    expect((await get(editor, 'W/"stale"')).status).toBe(200);

    await submit(creator, "Makes the tag stale");
    const changed = await get(editor, tag!);
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(tag);
    expect(((await changed.json()) as Page).items[0]?.title).toBe("Makes the tag stale");
  });

  it("keeps a caller's own list while others write theirs: notifications are counted per user", async () => {
    const bell = (who: Who, tag?: string) =>
      call(ctx, "/api/me/notifications", {
        cookie: who.cookie,
        headers: tag ? { "if-none-match": tag } : {},
      });
    const notify = (who: Who, title: string) =>
      ctx.deps.db
        .insert(notifications)
        .values({ userId: who.id, kind: "test", subjectType: "test", subjectId: "x", title, link: "/" });
    const first = await bell(creator);
    const tag = first.headers.get("etag")!;
    await notify(other, "Someone else's notice");
    expect((await bell(creator, tag)).status).toBe(304);
    await notify(creator, "My own notice");
    const mine = await bell(creator, tag);
    expect(mine.status).toBe(200);
    expect(JSON.stringify(await mine.json())).toContain("My own notice");
    // a user's first own change starts their counter: rows of user_versions, one per user and table
    const rows = await queryRows<{ user_id: string; name: string }>(
      ctx.deps.db,
      sql`select user_id, name from user_versions where name = 'notifications' and user_id in (${creator.id}, ${other.id})`,
    );
    expect(rows).toHaveLength(2);
  });

  it("keeps a creator's own requests while another creator submits; the staff's page and a status change move", async () => {
    const counts = (who: Who, tag?: string) =>
      call(ctx, "/api/me/production-counts", {
        cookie: who.cookie,
        headers: tag ? { "if-none-match": tag } : {},
      });
    const [list, home] = [await get(creator), await counts(creator)];
    const [listTag, homeTag, staffTag] = [
      list.headers.get("etag")!,
      home.headers.get("etag")!,
      (await get(editor)).headers.get("etag")!,
    ];
    await submit(await signedInAs(ctx, "creator"), "Another creator's request");
    expect((await get(creator, listTag)).status).toBe(304);
    expect((await counts(creator, homeTag)).status).toBe(304);
    expect((await get(editor, staffTag)).status).toBe(200);
    // the editor takes one of the creator's own: their list and counts change
    const own = ((await list.json()) as Page).items.find((project) => project.status === "Pending");
    expect(own).toBeDefined();
    expect(
      (await call(ctx, `/api/editing-projects/${own?.id}/accept`, { cookie: editor.cookie, method: "POST" }))
        .status,
    ).toBe(200);
    expect((await get(creator, listTag)).status).toBe(200);
    expect((await counts(creator, homeTag)).status).toBe(200);
  });

  it("tags each caller's own list apart: one creator's tag never answers another's", async () => {
    const mine = await get(creator);
    const theirs = await get(other);
    expect(mine.headers.get("etag")).not.toBe(theirs.headers.get("etag"));
    expect((await get(other, mine.headers.get("etag")!)).status).toBe(200);
  });
});

describe("cached pages", () => {
  it("a new project, a status change and a new name show on the very next read", async () => {
    const before = await list(editor);
    expect(await list(editor)).toEqual(before); // the second read comes from the cache

    const made = await submit(creator, "Cached vlog");
    const after = await list(editor);
    expect(after.total).toBe(before.total + 1);
    expect(after.items[0]).toMatchObject({ id: made.id, title: "Cached vlog", status: "Pending" });

    expect(
      (await call(ctx, `/api/editing-projects/${made.id}/accept`, { cookie: editor.cookie, json: {} }))
        .status,
    ).toBe(200);
    expect((await list(editor)).items[0]).toMatchObject({ id: made.id, status: "In Progress" });

    await ctx.deps.db.update(user).set({ name: "Renamed Creator" }).where(sql`${user.id} = ${creator.id}`);
    expect((await list(editor)).items[0]?.creator.name).toBe("Renamed Creator");
  });

  it("notices a change written straight to the database, not through the app", async () => {
    const made = await submit(creator, "Before");
    expect((await list(editor)).items[0]?.title).toBe("Before");
    await ctx.deps.db.execute(sql`update projects set title = 'After' where id = ${made.id}`);
    expect((await list(editor)).items[0]?.title).toBe("After");
    await ctx.deps.db.execute(sql`delete from projects where id = ${made.id}`);
    expect((await list(editor)).items.map((p) => p.id)).not.toContain(made.id);
  });

  it("keeps every creator's own page to that creator, and the staff's page to the staff", async () => {
    const mine = await submit(creator, "Only mine");
    const theirs = await submit(other, "Only theirs");
    const ids = async (who: Who) => (await list(who)).items.map((p) => p.id);
    // each read twice, so the second of each comes from the cache
    for (let round = 0; round < 2; round++) {
      expect(await ids(creator)).toContain(mine.id);
      expect(await ids(creator)).not.toContain(theirs.id);
      expect(await ids(other)).toEqual([theirs.id]);
      expect(await ids(editor)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    }
    // a creator asking for everything still gets their own
    expect((await list(other, ctx, "?scope=all")).items.map((p) => p.id)).toEqual([theirs.id]);
    // and the filters are part of the page
    expect((await list(editor, ctx, "?search=only%20theirs")).items.map((p) => p.id)).toEqual([theirs.id]);
    expect((await list(editor, ctx, "?search=only%20mine")).items.map((p) => p.id)).toEqual([mine.id]);
  });

  it("counts a change once, when its transaction commits, and a rolled-back one not at all", async () => {
    const start = await counters();
    await ctx.deps.db.transaction(async (tx) => {
      await tx.insert(projects).values([
        { kind: "editing", creatorId: creator.id, title: "One" },
        { kind: "editing", creatorId: creator.id, title: "Two" },
      ]);
      await tx.update(projects).set({ description: "changed" }).where(sql`${projects.title} = 'One'`);
      // raised at the commit, with the rows: not yet, even inside the transaction
      const [inside] = await queryRows<{ version: string }>(
        tx as never,
        sql`select sum(version) as version from table_versions where name = 'projects:editing'`,
      );
      expect(Number(inside?.version)).toBe(start?.["projects:editing"]);
    });
    const after = await counters();
    expect(after["projects:editing"]).toBe((start?.["projects:editing"] ?? 0) + 1);
    // the other kinds' pages and the people are untouched
    expect({ ...after, "projects:editing": start["projects:editing"] }).toEqual(start);

    await expect(
      ctx.deps.db.transaction(async (tx) => {
        await tx.insert(projects).values({ kind: "editing", creatorId: creator.id, title: "Never" });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect((await counters())?.["projects:editing"]).toBe((start?.["projects:editing"] ?? 0) + 1);
  });

  it("counts the people apart from the accounts: a sign-up or a sign-in moves no project page, a new name does", async () => {
    const start = await counters();
    const someone = await signedInAs(ctx, "creator", { name: "Someone new" });
    const signedUp = await counters();
    // the accounts have no counter of their own since migration 0033: no cached answer reads them
    expect(signedUp).not.toHaveProperty("user");
    expect(signedUp.people).toBe(start.people);
    await ctx.deps.db.execute(sql`update "user" set name = 'Renamed' where id = ${someone.id}`);
    expect((await counters()).people).toBe((start.people ?? 0) + 1);
  });

  it("moves the counters of both kinds when a project changes kind, and no other", async () => {
    const start = await counters();
    const [row] = await ctx.deps.db
      .insert(projects)
      .values({ kind: "design", creatorId: creator.id, title: "Moved" })
      .returning();
    await ctx.deps.db.update(projects).set({ kind: "promotion" }).where(sql`${projects.id} = ${row?.id}`);
    const after = await counters();
    expect(after["projects:design"]).toBe((start["projects:design"] ?? 0) + 2);
    expect(after["projects:promotion"]).toBe((start["projects:promotion"] ?? 0) + 1);
    expect(after["projects:editing"]).toBe(start["projects:editing"]);
  });

  it("has a deferred trigger raising every counter", async () => {
    const columns = Object.keys(await counters());
    const triggers = await queryRows<{ name: string }>(
      ctx.deps.db,
      sql`select tgname as name from pg_trigger
          where tgname like '%\_data\_version' and tgdeferrable and tginitdeferred`,
    );
    expect([...columns].sort()).toEqual([...VERSIONED_TABLES].sort());
    // the projects of each kind are counted by one trigger of their own (migration 0014)
    const kinds = await queryRows<{ name: string }>(
      ctx.deps.db,
      sql`select tgname as name from pg_trigger where tgname = 'projects_kind_version' and tginitdeferred`,
    );
    expect(kinds).toHaveLength(1);
    // a table counted under another's counter (COUNTED_UNDER: a deal's deliverables) has a trigger too
    const tables = triggers.map((t) => t.name.replace(/_data_version$/, ""));
    expect(tables).toEqual(expect.arrayContaining(Object.keys(COUNTED_UNDER)));
    expect([...new Set(tables.map((table) => COUNTED_UNDER[table] ?? table))].sort()).toEqual(
      columns.filter((name) => !name.startsWith("projects:")).sort(),
    );
  });

  it("draws a creator's chart afresh once rows are imported", async () => {
    const chart = async () => {
      const res = await call(ctx, "/api/me/performance?period=28&bucket=day", { cookie: other.cookie });
      expect(res.status).toBe(200);
      return (await res.json()) as { totals: { views: number }; hasData: boolean };
    };
    expect(await chart()).toMatchObject({ hasData: false });
    const [channel] = await queryRows<{ id: string }>(
      ctx.deps.db,
      sql`insert into channels (user_id, name, platform, url)
          values (${other.id}, 'Main', 'youtube', 'https://www.youtube.com/@main') returning id`,
    );
    await ctx.deps.db.execute(
      sql`insert into channel_daily_stats (channel_id, date, views, watch_hours, net_subscribers)
          values (${channel?.id}, (now() at time zone 'utc')::date - 1, 120, 1.5, 2)`,
    );
    expect(await chart()).toMatchObject({ hasData: true, totals: { views: 120 } });
  });

  it("counts a chat as open on its first message, and chat writes touch no counter", async () => {
    const manager = await signedInAs(ctx, "manager");
    const openChats = async () => {
      const res = await call(ctx, "/api/admin/triage", { cookie: manager.cookie });
      expect(res.status).toBe(200);
      const { counts } = (await res.json()) as { counts: { key: string; count: number }[] };
      return counts.find((count) => count.key === "open_chats")?.count;
    };
    const before = await openChats();
    const counted = await counters();
    const chat = await newGuestChat(ctx);
    expect(await openChats()).toBe(before); // no message yet: not open for the managers
    await guestSays(ctx, chat, "Hello?");
    expect(await openChats()).toBe((before ?? 0) + 1);
    await guestSays(ctx, chat, "Anyone there?");
    expect(await openChats()).toBe((before ?? 0) + 1);
    expect(await counters()).toEqual(counted);
  });

  it("spreads each table's counter over its own rows, so writers of different tables take different locks", async () => {
    const rows = await ctx.deps.db.select().from(tableVersions);
    const names = [...new Set(rows.map((row) => row.name))].sort();
    expect(names).toEqual([...VERSIONED_TABLES].sort());
    expect(rows).toHaveLength(VERSIONED_TABLES.length * VERSION_STRIPES);
    // a write to channels raises (and locks, at its commit) one stripe of the channels counter only
    const before = await counters();
    await ctx.deps.db.execute(
      sql`insert into channels (user_id, name, platform, url) values
          (${creator.id}, 'One', 'other', 'https://example.com/1'), (${creator.id}, 'Two', 'other', 'https://example.com/2')`,
    );
    const after = await counters();
    expect(after.channels).toBe((before.channels ?? 0) + 1);
    expect({ ...after, channels: before.channels }).toEqual(before);
    // and a to-do, one user's own row, raises no shared counter at all
    await ctx.deps.db.execute(
      sql`insert into todos (user_id, task, priority) values (${creator.id}, 'one', 'Low')`,
    );
    expect(await counters()).toEqual(after);
  });

  it("answers the creator home's counts from the cache until a project changes", async () => {
    const counts = async () =>
      (await (await call(ctx, "/api/me/production-counts", { cookie: other.cookie })).json()) as {
        editingQueue: number;
      };
    const before = (await counts()).editingQueue;
    expect((await counts()).editingQueue).toBe(before);
    await submit(other, "One more");
    expect((await counts()).editingQueue).toBe(before + 1);
  });
});

describe.skipIf(process.env.TEST_DB !== "postgres")("cached pages on two instances", () => {
  let second: TestContext;
  beforeAll(async () => {
    second = await createTestContext({}, { sameDatabaseAs: ctx });
  });
  afterAll(() => second.close());

  it("a change made through one instance shows on the other's very next read", async () => {
    const cachedHere = await list(editor);
    expect(await list(editor, second)).toEqual(cachedHere);
    const made = await submit(creator, "Through the second instance", second);
    expect((await list(editor)).items[0]?.id).toBe(made.id);
    expect(
      (await call(second, `/api/editing-projects/${made.id}/accept`, { cookie: editor.cookie, json: {} }))
        .status,
    ).toBe(200);
    expect((await list(editor)).items[0]).toMatchObject({ id: made.id, status: "In Progress" });
  });

  it("a tag from one instance is honoured by the other: 304 while nothing changed, the new page after a write", async () => {
    const read = (context: TestContext, tag?: string) =>
      call(context, "/api/editing-projects", {
        cookie: editor.cookie,
        headers: tag ? { "if-none-match": tag } : {},
      });
    const first = await read(ctx);
    const tag = first.headers.get("etag")!;
    expect((await read(second, tag)).status).toBe(304);
    const made = await submit(creator, "Written through the first", ctx);
    // the counters are summed over stripes whichever connection wrote: the other instance sees the change
    const after = await read(second, tag);
    expect(after.status).toBe(200);
    expect(((await after.json()) as Page).items[0]?.id).toBe(made.id);
    const newTag = after.headers.get("etag")!;
    expect(newTag).not.toBe(tag);
    expect((await read(ctx, newTag)).status).toBe(304);
  });
});

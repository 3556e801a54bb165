import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_CHATS_TOPIC, type ChatSessionsPage } from "~/domain/chat";
import { chatSessions, notifications } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { asGuest, guestSays, managerSays } from "../../testing/chat";
import { createTestContext, type TestContext } from "../../testing/context";
import { record, type TestRealtimeClient, testRealtimeClient, waitFor } from "../../testing/realtime";
import { startTestServer, type TestServer } from "../../testing/server";
import { wakeSnoozedChats } from "./inbox";

/* The inbox at Chatwoot's level (issue 35, ADR 079): mark unread, snooze, filters, the visitor's earlier chats. */

type Manager = Awaited<ReturnType<typeof signedInAs>>;
let ctx: TestContext;
let ana: Manager;
let ben: Manager;
beforeAll(async () => {
  ctx = await createTestContext();
  ana = await signedInAs(ctx, "manager", { name: "Ana Lima" });
  ben = await signedInAs(ctx, "manager", { name: "Ben Ortiz" });
});
afterAll(() => ctx.close());

/** A page of this test's own, so that the lists hold only its chats. */
const freshPage = () => `/t${randomBytes(4).toString("hex")}`;

/** A visitor's chat begun on `page` (from `country`, as the proxy names it), with one message. */
async function chatFrom(page: string, country?: string, token?: string) {
  const res = await call(ctx, "/api/chat/sessions", {
    method: "POST",
    json: { page },
    headers: {
      ...(country ? { "cf-ipcountry": country } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  expect(res.status).toBe(201);
  const chat = await res.json();
  await guestSays(ctx, chat, "Hello");
  return chat;
}

const list = async (who: Manager, query: string): Promise<ChatSessionsPage> => {
  const res = await call(ctx, `/api/chat/sessions?pageSize=100&${query}`, { cookie: who.cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
};
const ids = (page: ChatSessionsPage) => page.items.map((item) => item.id);
const soon = (ms: number) => new Date(Date.now() + ms).toISOString();
const snooze = (who: Manager, id: string, until: string) =>
  call(ctx, `/api/chat/sessions/${id}/snooze`, { method: "PUT", cookie: who.cookie, json: { until } });

describe("mark unread", () => {
  it("is the caller's own: unread in their list until they read the chat, others' lists unchanged", async () => {
    const page = freshPage();
    const chat = await chatFrom(page);
    await call(ctx, `/api/chat/sessions/${chat.sessionId}/read`, { method: "POST", cookie: ana.cookie });
    const marked = await call(ctx, `/api/chat/sessions/${chat.sessionId}/unread`, {
      method: "POST",
      cookie: ana.cookie,
    });
    expect(marked.status).toBe(204);
    const [row] = (await list(ana, `from=${page}`)).items;
    expect(row).toMatchObject({ id: chat.sessionId, unread: 0, markedUnread: true });
    expect((await list(ben, `from=${page}`)).items[0]?.markedUnread).toBe(false);

    // opening it again (the thread marks it read) clears the caller's mark
    await call(ctx, `/api/chat/sessions/${chat.sessionId}/read`, { method: "POST", cookie: ana.cookie });
    expect((await list(ana, `from=${page}`)).items[0]?.markedUnread).toBe(false);
  });

  it("is 404 for a chat that does not exist", async () => {
    const res = await call(ctx, "/api/chat/sessions/guest_1700000000000_nosuchone/unread", {
      method: "POST",
      cookie: ana.cookie,
    });
    expect(res.status).toBe(404);
  });
});

describe("snooze", () => {
  it("moves the chat to Snoozed until its time, with a line in the thread; Unsnooze brings it back", async () => {
    const page = freshPage();
    const chat = await chatFrom(page);
    const res = await snooze(ana, chat.sessionId, soon(3_600_000));
    expect(res.status).toBe(200);
    expect((await res.json()).snoozedUntil).toEqual(expect.any(String));
    expect(ids(await list(ana, `from=${page}`))).toEqual([]);
    expect(ids(await list(ana, `from=${page}&state=snoozed`))).toEqual([chat.sessionId]);
    const counts = await (await call(ctx, "/api/chat/sessions/counts", { cookie: ana.cookie })).json();
    expect(counts.snoozed).toBeGreaterThanOrEqual(1);
    const thread = await (
      await call(ctx, `/api/chat/sessions/${chat.sessionId}/messages`, { cookie: ana.cookie })
    ).json();
    expect(thread.messages.at(-1).content).toMatch(/^Ana Lima snoozed the chat until /);

    const back = await call(ctx, `/api/chat/sessions/${chat.sessionId}/snooze`, {
      method: "DELETE",
      cookie: ben.cookie,
    });
    expect(back.status).toBe(200);
    expect((await back.json()).snoozedUntil).toBeNull();
    expect(ids(await list(ana, `from=${page}`))).toEqual([chat.sessionId]);
  });

  it("comes back by itself when its time passes, and its snoozer is told", async () => {
    const page = freshPage();
    const chat = await chatFrom(page);
    expect((await snooze(ana, chat.sessionId, soon(60_000))).status).toBe(200);
    // its time passes
    await ctx.deps.db
      .update(chatSessions)
      .set({ snoozedUntil: sql`now() - interval '1 second'` })
      .where(eq(chatSessions.id, chat.sessionId));
    // the list reads the time: back before any job ran
    expect(ids(await list(ana, `from=${page}`))).toEqual([chat.sessionId]);
    expect(await wakeSnoozedChats(ctx.deps.db)).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.deps.db.select().from(chatSessions).where(eq(chatSessions.id, chat.sessionId));
    expect(row).toMatchObject({ snoozedUntil: null, snoozedBy: null });
    const told = await ctx.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.subjectId, chat.sessionId));
    expect(told).toMatchObject([
      {
        userId: ana.id,
        kind: "chat_snooze_ended",
        title: "A chat you snoozed is back",
        body: "Its snooze time has passed.",
        link: `/talent-dashboard/inbox?chat=${chat.sessionId}`,
      },
    ]);
  });

  it("comes back at once when the visitor writes again", async () => {
    const page = freshPage();
    const chat = await chatFrom(page);
    await snooze(ben, chat.sessionId, soon(86_400_000));
    await guestSays(ctx, chat, "Still there?");
    expect(ids(await list(ana, `from=${page}`))).toEqual([chat.sessionId]);
    expect(ids(await list(ana, `from=${page}&state=snoozed`))).toEqual([]);
    const told = await ctx.deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.subjectId, chat.sessionId));
    expect(told).toMatchObject([{ userId: ben.id, body: "The visitor wrote again." }]);
  });

  it("refuses a time in the past, more than a year ahead, a closed chat", async () => {
    const chat = await chatFrom(freshPage());
    for (const until of [soon(-60_000), soon(400 * 86_400_000), "tomorrow"]) {
      expect((await snooze(ana, chat.sessionId, until)).status).toBe(400);
    }
    await call(ctx, `/api/chat/sessions/${chat.sessionId}/close`, { method: "POST", cookie: ana.cookie });
    expect((await snooze(ana, chat.sessionId, soon(60_000))).status).toBe(409);
  });
});

describe("filters", () => {
  it("by the page the chat began on (and pages under it), country and waiting time, combined", async () => {
    const page = freshPage();
    const home = await chatFrom(page, "PT");
    const under = await chatFrom(`${page}/rates?x=1`, "pt");
    const elsewhere = await chatFrom(`${page}x`, "BR");
    const unknown = await chatFrom(page, "XX");
    expect(ids(await list(ana, `from=${page}`)).sort()).toEqual(
      [home.sessionId, under.sessionId, unknown.sessionId].sort(),
    );
    expect(ids(await list(ana, `from=${page}&country=PT`)).sort()).toEqual(
      [home.sessionId, under.sessionId].sort(),
    );
    expect(ids(await list(ana, `from=${page}x&country=BR`))).toEqual([elsewhere.sessionId]);
    const [row] = (await list(ana, `from=${page}x`)).items;
    expect(row?.country).toBe("BR");
    expect((await list(ana, `from=${page}&country=XX`)).total).toBe(0);

    // waiting: the visitor's last message unanswered for 40 minutes; an answered one waits for nothing
    await ctx.deps.db
      .update(chatSessions)
      .set({ awaitingSince: sql`now() - interval '40 minutes'` })
      .where(eq(chatSessions.id, home.sessionId));
    await managerSays(ctx, ana.cookie, under.sessionId, "Hi!");
    expect(ids(await list(ana, `from=${page}&waiting=30m`))).toEqual([home.sessionId]);
    expect(ids(await list(ana, `from=${page}&waiting=5m&country=PT`))).toEqual([home.sessionId]);
    expect(ids(await list(ana, `from=${page}&waiting=2h`))).toEqual([]);

    const facets = await (await call(ctx, "/api/chat/sessions/facets", { cookie: ana.cookie })).json();
    expect(facets.countries).toEqual(expect.arrayContaining([{ value: "PT", count: expect.any(Number) }]));
    expect(facets.pages).toEqual(expect.arrayContaining([{ value: page, count: 2 }]));
  });

  it("are validated: a bad country, waiting or page is 400", async () => {
    for (const query of ["country=Portugal", "waiting=1m", "from=services", "state=gone"]) {
      const res = await call(ctx, `/api/chat/sessions?${query}`, { cookie: ana.cookie });
      expect(res.status, query).toBe(400);
    }
  });
});

describe("the visitor's earlier chats (managers)", () => {
  it("lists the same browser's and the same email's other chats, newest first, paged", async () => {
    const first = await chatFrom(freshPage());
    const second = await chatFrom(freshPage(), undefined, first.token); // the same browser
    const third = await chatFrom(freshPage());
    for (const chat of [second, third]) {
      const res = await asGuest(ctx, chat.token, `/api/chat/sessions/${chat.sessionId}/visitor`, {
        method: "PUT",
        json: { email: "Same@Example.com" },
      });
      expect(res.status).toBe(200);
    }
    const stranger = await chatFrom(freshPage());
    const earlier = async (id: string, query = "") =>
      (await call(ctx, `/api/chat/sessions/${id}/visitor/earlier${query}`, { cookie: ben.cookie })).json();
    const ofThird = await earlier(third.sessionId);
    expect(ofThird.total).toBe(1); // the same email; the first chat is another browser without it
    expect(ofThird.items.map((c: { id: string }) => c.id)).toEqual([second.sessionId]);
    const ofSecond = await earlier(second.sessionId);
    expect(ofSecond.items.map((c: { id: string }) => c.id)).toEqual([third.sessionId, first.sessionId]);
    const paged = await earlier(second.sessionId, "?pageSize=1&page=2");
    expect(paged).toMatchObject({ total: 2, items: [{ id: first.sessionId }] });
    expect((await earlier(stranger.sessionId)).total).toBe(0);
  });
});

describe("live", () => {
  let server: TestServer;
  const clients: TestRealtimeClient[] = [];
  beforeAll(async () => {
    server = await startTestServer(ctx);
  });
  afterAll(async () => {
    for (const made of clients) made.client.shutdown();
    await server.close();
  });

  it("the other managers' lists hear of a snooze, its end by time or by the visitor, and a mark (each refetches)", async () => {
    const chat = await chatFrom(freshPage());
    const other = testRealtimeClient(server, ben.cookie);
    clients.push(other);
    const all = record(other.client, ALL_CHATS_TOPIC);
    await waitFor(() => all.resyncs > 0, 5000, "subscription");
    const heard = (type: string) => all.events.some((e) => e.type === type && e.sessionId === chat.sessionId);

    await snooze(ana, chat.sessionId, soon(60_000));
    await waitFor(() => heard("snoozed"), 5000, "the snooze");
    await ctx.deps.db
      .update(chatSessions)
      .set({ snoozedUntil: sql`now() - interval '1 second'` })
      .where(eq(chatSessions.id, chat.sessionId));
    await wakeSnoozedChats(ctx.deps.db);
    await waitFor(() => heard("unsnoozed"), 5000, "the snooze's end");
    await call(ctx, `/api/chat/sessions/${chat.sessionId}/unread`, { method: "POST", cookie: ana.cookie });
    await waitFor(() => heard("unread"), 5000, "the mark");
    // the visitor writing ends a snooze: the screens hear of it too
    all.events.length = 0;
    await snooze(ana, chat.sessionId, soon(60_000));
    await guestSays(ctx, chat, "Back again");
    await waitFor(() => heard("unsnoozed"), 5000, "the snooze's end by the visitor");
  });
});

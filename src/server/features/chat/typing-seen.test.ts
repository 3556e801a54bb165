import { eq } from "drizzle-orm";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_CHATS_TOPIC, type ChatMessage, type ChatThread, chatTopic } from "~/domain/chat";
import { MAX_SIGNALS_PER_WINDOW } from "~/domain/realtime";
import { chatMessages, chatSessions } from "../../db/schema";
import { signedInAs } from "../../testing/auth";
import { asGuest, guestSays, managerSays, newGuestChat } from "../../testing/chat";
import { createTestContext, type TestContext } from "../../testing/context";
import { record, type TestRealtimeClient, testRealtimeClient, waitFor } from "../../testing/realtime";
import { startTestServer, type TestServer } from "../../testing/server";

/* Issue 21, item 4: typing and seen through the realtime hub (ADR 061). */

const of = <E extends { type: string }>(events: E[], type: string) =>
  events.filter((e) => e.type === type) as (E & { by?: string })[];
const settle = () => new Promise((r) => setTimeout(r, 300));

describe("typing and seen on one instance", () => {
  let ctx: TestContext;
  let server: TestServer;
  let manager: string;
  const clients: TestRealtimeClient[] = [];
  beforeAll(async () => {
    ctx = await createTestContext();
    server = await startTestServer(ctx);
    manager = (await signedInAs(ctx, "manager")).cookie;
  });
  afterAll(async () => {
    for (const made of clients) made.client.shutdown();
    await server.close();
    await ctx.close();
  });
  const client = (cookie?: string) => {
    const made = testRealtimeClient(server, cookie);
    clients.push(made);
    return made.client;
  };
  const subscribed = (...logs: { resyncs: number }[]) =>
    waitFor(() => logs.every((log) => log.resyncs > 0), 5000, "subscriptions");

  /** A chat with the visitor's and a manager's client on its topic. */
  async function pair() {
    const chat = await newGuestChat(ctx);
    const guestClient = client();
    const bossClient = client(manager);
    const topic = chatTopic(chat.sessionId);
    const guest = record(guestClient, topic, chat.token);
    const boss = record(bossClient, topic);
    await subscribed(guest, boss);
    return { chat, topic, guestClient, bossClient, guest, boss };
  }

  it("each side hears the other typing, and nothing of it is stored", async () => {
    const { chat, topic, guestClient, bossClient, guest, boss } = await pair();
    await guestSays(ctx, chat, "Hello");
    const before = await ctx.deps.db.select().from(chatSessions).where(eq(chatSessions.id, chat.sessionId));
    const messagesBefore = await ctx.deps.db.$count(chatMessages, eq(chatMessages.sessionId, chat.sessionId));

    expect(guestClient.signal(topic, "typing")).toBe(true);
    await waitFor(() => of(boss.events, "typing").length === 1, 5000, "the visitor typing");
    expect(of(boss.events, "typing")[0]).toEqual({
      type: "typing",
      sessionId: chat.sessionId,
      by: "visitor",
    });
    bossClient.signal(topic, "typing");
    await waitFor(() => of(guest.events, "typing").some((e) => e.by === "staff"), 5000, "the manager typing");

    // issue 31: nobody hears their own typing back
    await settle();
    expect(of(guest.events, "typing").map((e) => e.by)).toEqual(["staff"]);
    expect(of(boss.events, "typing").map((e) => e.by)).toEqual(["visitor"]);

    const after = await ctx.deps.db.select().from(chatSessions).where(eq(chatSessions.id, chat.sessionId));
    expect(after).toEqual(before);
    expect(await ctx.deps.db.$count(chatMessages, eq(chatMessages.sessionId, chat.sessionId))).toBe(
      messagesBefore,
    );
    // and the thread says nothing of it
    const thread = (await (
      await asGuest(ctx, chat.token, `/api/chat/sessions/${chat.sessionId}/messages`)
    ).json()) as ChatThread;
    expect(JSON.stringify(thread)).not.toContain("typing");
  });

  it("'seen' of the other side's message is kept on the session and told to both, moving only forward", async () => {
    const { chat, topic, guestClient, bossClient, guest, boss } = await pair();
    const first = (await managerSays(ctx, manager, chat.sessionId, "First answer")) as ChatMessage;
    const second = (await managerSays(ctx, manager, chat.sessionId, "Second answer")) as ChatMessage;
    const mine = (await guestSays(ctx, chat, "Mine")) as ChatMessage;

    // the visitor's own message is not theirs to see, nor is a made-up id
    guestClient.signal(topic, "seen", mine.id);
    guestClient.signal(topic, "seen", "00000000-0000-4000-8000-000000000000");
    guestClient.signal(topic, "seen", "not-an-id");
    guestClient.signal(topic, "seen", second.id);
    await waitFor(() => of(boss.events, "seen").length === 1, 5000, "seen");
    expect(of(boss.events, "seen")[0]).toEqual({
      type: "seen",
      sessionId: chat.sessionId,
      by: "visitor",
      at: second.createdAt,
    });
    // an older message does not move the marker back (and says nothing)
    guestClient.signal(topic, "seen", first.id);
    await settle();
    expect(of(boss.events, "seen")).toHaveLength(1);

    const res = await asGuest(ctx, chat.token, `/api/chat/sessions/${chat.sessionId}/messages`);
    const thread = (await res.json()) as ChatThread;
    expect(thread.session).toMatchObject({ visitorSeenAt: second.createdAt, staffSeenAt: null });

    // the staff's side: a manager saw the visitor's message
    bossClient.signal(topic, "seen", mine.id);
    await waitFor(() => of(guest.events, "seen").some((e) => e.by === "staff"), 5000, "staff seen");
    const [row] = await ctx.deps.db.select().from(chatSessions).where(eq(chatSessions.id, chat.sessionId));
    expect(row!.staffSeenAt?.toISOString()).toBe(mine.createdAt);
    // a message of another chat is not this chat's to mark
    const other = await newGuestChat(ctx);
    const elsewhere = (await guestSays(ctx, other, "Elsewhere")) as ChatMessage;
    bossClient.signal(topic, "seen", elsewhere.id);
    await settle();
    expect(of(guest.events, "seen").filter((e) => e.by === "staff")).toHaveLength(1);
  });

  it(`drops a socket's signals beyond ${MAX_SIGNALS_PER_WINDOW} in 10 s, and keeps the socket`, async () => {
    const { topic, guestClient, boss } = await pair();
    for (let i = 0; i < MAX_SIGNALS_PER_WINDOW + 10; i++) guestClient.signal(topic, "typing");
    await waitFor(
      () => of(boss.events, "typing").length >= MAX_SIGNALS_PER_WINDOW,
      5000,
      "the allowed signals",
    );
    await settle();
    expect(of(boss.events, "typing")).toHaveLength(MAX_SIGNALS_PER_WINDOW);
    // the socket still works: a message still arrives
    expect(guestClient.status).toBe("open");
  });

  it("only a socket subscribed to the chat may signal on it; signals of other kinds or on chat:all do nothing", async () => {
    const { chat, topic, boss } = await pair();
    // another visitor's token is refused the topic, so its signals go nowhere
    const other = await newGuestChat(ctx);
    const intruder = client();
    const denied = record(intruder, topic, other.token);
    await waitFor(() => denied.denied, 5000, "the denial");
    expect(intruder.signal(topic, "typing")).toBe(false);
    // every role but the managers is refused too, so none of them can signal on the chat
    for (const role of ["creator", "editor", "designer", "promoter"] as const) {
      const other = client((await signedInAs(ctx, role)).cookie);
      const refused = record(other, topic);
      await waitFor(() => refused.denied, 5000, `the ${role}'s denial`);
      expect(other.signal(topic, "typing")).toBe(false);
    }
    // a manager's socket on chat:all, and an unknown signal on the chat
    const all = client(manager);
    const everything = record(all, ALL_CHATS_TOPIC);
    await subscribed(everything);
    all.signal(ALL_CHATS_TOPIC, "typing");
    const guestClient = client();
    const guest = record(guestClient, topic, chat.token);
    await subscribed(guest);
    guestClient.signal(topic, "shout");
    await settle();
    expect(boss.events.filter((e) => e.type !== "message")).toEqual([]);
    expect(everything.events).toEqual([]);
  });
});

describe.skipIf(process.env.TEST_DB !== "postgres")("typing and seen across two instances", () => {
  let a: TestContext;
  let b: TestContext;
  let serverA: TestServer;
  let serverB: TestServer;
  let manager: string;
  const clients: TestRealtimeClient[] = [];
  beforeAll(async () => {
    a = await createTestContext();
    b = await createTestContext({}, { sameDatabaseAs: a });
    for (const ctx of [a, b]) (ctx.deps.db as unknown as { $client: pg.Pool }).$client.on("error", () => {});
    serverA = await startTestServer(a);
    serverB = await startTestServer(b);
    manager = (await signedInAs(a, "manager")).cookie;
  });
  afterAll(async () => {
    for (const made of clients) made.client.shutdown();
    await serverA.close();
    await serverB.close();
    await b.close();
    await a.close();
  });

  it("a visitor on instance A and a manager on instance B see each other typing and reading", async () => {
    const chat = await newGuestChat(a);
    const topic = chatTopic(chat.sessionId);
    const guestMade = testRealtimeClient(serverA);
    const bossMade = testRealtimeClient(serverB, manager);
    clients.push(guestMade, bossMade);
    const guest = record(guestMade.client, topic, chat.token);
    const boss = record(bossMade.client, topic);
    await waitFor(() => guest.resyncs > 0 && boss.resyncs > 0, 5000, "subscriptions");

    guestMade.client.signal(topic, "typing");
    await waitFor(() => of(boss.events, "typing").length === 1, 5000, "typing on B");
    bossMade.client.signal(topic, "typing");
    await waitFor(() => of(guest.events, "typing").some((e) => e.by === "staff"), 5000, "typing on A");

    const answer = (await managerSays(b, manager, chat.sessionId, "An answer")) as ChatMessage;
    await waitFor(() => of(guest.events, "message").length === 1, 5000, "the answer on A");
    guestMade.client.signal(topic, "seen", answer.id);
    await waitFor(() => of(boss.events, "seen").length === 1, 5000, "seen on B");
    expect(of(boss.events, "seen")[0]).toMatchObject({ by: "visitor", at: answer.createdAt });
  });
});

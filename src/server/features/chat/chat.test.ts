import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatSessionCreated, ChatSessionSummary } from "~/domain/chat";
import { loggingStatements } from "../../db/client";
import { chatMessages, chatSessions, chatSessionTokens, emailOutbox } from "../../db/schema";
import { call, nextIp, signedInAs } from "../../testing/auth";
import { asGuest, guestSays, managerSays, newGuestChat } from "../../testing/chat";
import { createTestContext, type TestContext } from "../../testing/context";

let ctx: TestContext;
let manager: string;
beforeAll(async () => {
  ctx = await createTestContext();
  manager = (await signedInAs(ctx, "manager")).cookie;
});
afterAll(() => ctx.close());

const thread = (token: string, id: string) => asGuest(ctx, token, `/api/chat/sessions/${id}/messages`);

describe("creating a guest session", () => {
  it("returns an id guest_{timestamp}_{random}, a code from 1000 to 9999 and a token stored only as a hash", async () => {
    const before = Date.now();
    const chat = await newGuestChat(ctx);
    const [, timestamp] = chat.sessionId.split("_");
    expect(chat.sessionId).toMatch(/^guest_\d+_[a-z0-9]{9}$/);
    expect(Number(timestamp)).toBeGreaterThanOrEqual(before);
    expect(Number(chat.code)).toBeGreaterThanOrEqual(1000);
    expect(Number(chat.code)).toBeLessThanOrEqual(9999);
    expect(chat.token.length).toBeGreaterThanOrEqual(43);
    expect(chat.thread).toMatchObject({ session: { id: chat.sessionId, status: "open" }, messages: [] });

    const tokens = await ctx.deps.db
      .select()
      .from(chatSessionTokens)
      .where(eq(chatSessionTokens.sessionId, chat.sessionId));
    expect(tokens).toHaveLength(1);
    expect(tokens[0]!.tokenHash).not.toContain(chat.token);
    expect(JSON.stringify(tokens)).not.toContain(chat.token);
  });

  it("is limited per IP per hour", async () => {
    const limited = await createTestContext({ CHAT_SESSION_RATE_LIMIT: "2" });
    try {
      const ip = nextIp();
      for (let i = 0; i < 2; i++) await newGuestChat(limited, ip);
      const res = await call(limited, "/api/chat/sessions", { method: "POST", ip });
      expect(res.status).toBe(429);
      expect((await res.json()).error).toMatch(/Too many new chats/);
      expect(await limited.deps.db.$count(chatSessions)).toBe(2);
    } finally {
      await limited.close();
    }
  });
});

describe("messages", () => {
  it("the guest and a manager talk; the thread is in order and replies are staff replies", async () => {
    const chat = await newGuestChat(ctx);
    await guestSays(ctx, chat, "  Hello, is anyone there?  ");
    await managerSays(ctx, manager, chat.sessionId, "Hi! How can we help?");
    await guestSays(ctx, chat, "I want to grow my channel.");

    const res = await thread(chat.token, chat.sessionId);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.messages.map((m: { content: string; isAdmin: boolean }) => [m.content, m.isAdmin])).toEqual([
      ["Hello, is anyone there?", false],
      ["Hi! How can we help?", true],
      ["I want to grow my channel.", false],
    ]);
    expect(body.hasMore).toBe(false);
    const rows = await ctx.deps.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, chat.sessionId));
    expect(rows.every((r) => r.status === "open")).toBe(true);
    expect(rows.find((r) => r.isAdmin)?.userId).toBeTruthy();
    expect(rows.filter((r) => !r.isAdmin).every((r) => r.userId === null)).toBe(true);
  });

  it("pages back through a long thread", async () => {
    const chat = await newGuestChat(ctx);
    for (let i = 1; i <= 5; i++) await guestSays(ctx, chat, `message ${i}`);
    const latest = await (
      await asGuest(ctx, chat.token, `/api/chat/sessions/${chat.sessionId}/messages?limit=3`)
    ).json();
    expect(latest.messages.map((m: { content: string }) => m.content)).toEqual([
      "message 3",
      "message 4",
      "message 5",
    ]);
    expect(latest.hasMore).toBe(true);
    const older = await (
      await asGuest(
        ctx,
        chat.token,
        `/api/chat/sessions/${chat.sessionId}/messages?limit=3&before=${latest.messages[0].id}`,
      )
    ).json();
    expect(older.messages.map((m: { content: string }) => m.content)).toEqual(["message 1", "message 2"]);
    expect(older.hasMore).toBe(false);
  });

  const bad: [string, unknown, string][] = [
    ["a blank message", { content: "   " }, "Write a message first"],
    ["no content", {}, "Write a message first"],
    ["content that is not text", { content: 7 }, "Write a message first"],
    [
      "a message over 2,000 characters",
      { content: "x".repeat(2001) },
      "Messages can be at most 2,000 characters.",
    ],
  ];
  it.each(bad)("refuses %s with 400 and stores nothing", async (_, json, message) => {
    const chat = await newGuestChat(ctx);
    const res = await asGuest(ctx, chat.token, `/api/chat/sessions/${chat.sessionId}/messages`, { json });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "bad_request", fields: { content: message } });
    expect(await ctx.deps.db.$count(chatMessages, eq(chatMessages.sessionId, chat.sessionId))).toBe(0);
  });

  it("limits a guest to 30 messages a minute, and stores none beyond", async () => {
    const chat = await newGuestChat(ctx);
    for (let i = 0; i < 30; i++) await guestSays(ctx, chat, `quick ${i}`);
    const res = await asGuest(ctx, chat.token, `/api/chat/sessions/${chat.sessionId}/messages`, {
      json: { content: "one too many" },
    });
    expect(res.status).toBe(429);
    expect((await res.json()).error).toBe(
      "You are sending messages too quickly. Please wait a moment and try again.",
    );
    expect(await ctx.deps.db.$count(chatMessages, eq(chatMessages.sessionId, chat.sessionId))).toBe(30);
    // staff replies are not limited
    await managerSays(ctx, manager, chat.sessionId, "no rush");
  });

  it("writes and announces a visitor's message in one statement after its token's (ADR 067)", async () => {
    const chat = await newGuestChat(ctx);
    const statements: string[] = [];
    const posted = await loggingStatements(statements, () => guestSays(ctx, chat, "in one go"));
    expect(statements).toHaveLength(2);
    expect(statements[0]).toContain("chat_session_tokens");
    // the event is queued with the message; the relay sends it after the commit (ADR 073)
    expect(statements[1]).toContain("insert into notify_outbox");
    expect(statements[1]).not.toContain("pg_notify");
    const [row] = await ctx.deps.db.select().from(chatMessages).where(eq(chatMessages.id, posted.id));
    expect(row).toMatchObject({ content: "in one go", isAdmin: false, userId: null, kind: "message" });
    expect(row!.createdAt.toISOString()).toBe(posted.createdAt);
  });

  it("counts a guest's messages in a window of a minute, and starts a new one after it", async () => {
    const chat = await newGuestChat(ctx);
    for (let i = 0; i < 30; i++) await guestSays(ctx, chat, `quick ${i}`);
    const window = () =>
      ctx.deps.db
        .select({ start: chatSessions.guestWindowStart, count: chatSessions.guestWindowCount })
        .from(chatSessions)
        .where(eq(chatSessions.id, chat.sessionId));
    const [full] = await window();
    expect(full!.count).toBe(30);
    // the window began over a minute ago
    await ctx.deps.db
      .update(chatSessions)
      .set({ guestWindowStart: new Date(full!.start!.getTime() - 61_000) })
      .where(eq(chatSessions.id, chat.sessionId));
    await guestSays(ctx, chat, "a minute later");
    const [renewed] = await window();
    expect(renewed!.count).toBe(1);
    expect(renewed!.start!.getTime()).toBeGreaterThan(full!.start!.getTime());
    expect(await ctx.deps.db.$count(chatMessages, eq(chatMessages.sessionId, chat.sessionId))).toBe(31);
  });

  it("accepts exactly 2,000 characters", async () => {
    const chat = await newGuestChat(ctx);
    await guestSays(ctx, chat, "y".repeat(2000));
  });

  it("answers 400 for a malformed session id and 404 for an unknown one", async () => {
    expect((await call(ctx, "/api/chat/sessions/..%2F..%2Fetc/messages", { cookie: manager })).status).toBe(
      400,
    );
    expect(
      (await call(ctx, "/api/chat/sessions/guest_1700000000000_abcdefghi/messages", { cookie: manager }))
        .status,
    ).toBe(404);
  });
});

describe("what a guest can reach", () => {
  it("only its own session: another session's token gets 404, no or a bad token 401", async () => {
    const mine = await newGuestChat(ctx);
    const theirs = await newGuestChat(ctx);
    await guestSays(ctx, theirs, "private words");

    const other = await thread(mine.token, theirs.sessionId);
    expect(other.status).toBe(404);
    expect(await other.text()).not.toContain("private words");
    const post = await asGuest(ctx, mine.token, `/api/chat/sessions/${theirs.sessionId}/messages`, {
      json: { content: "intrusion" },
    });
    expect(post.status).toBe(404);
    expect((await call(ctx, `/api/chat/sessions/${theirs.sessionId}/messages`)).status).toBe(401);
    expect((await thread("a".repeat(43), theirs.sessionId)).status).toBe(401);
    expect(
      (await asGuest(ctx, "not a token!", `/api/chat/sessions/${theirs.sessionId}/messages`)).status,
    ).toBe(401);
    const stored = await ctx.deps.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, theirs.sessionId));
    expect(stored.map((m) => m.content)).toEqual(["private words"]);
  });

  it("cannot list sessions, close one or mark it read, even with its token", async () => {
    const chat = await newGuestChat(ctx);
    await guestSays(ctx, chat, "hello");
    expect((await asGuest(ctx, chat.token, "/api/chat/sessions")).status).toBe(401);
    for (const action of ["close", "read"]) {
      const res = await asGuest(ctx, chat.token, `/api/chat/sessions/${chat.sessionId}/${action}`, {
        method: "POST",
      });
      expect(res.status).toBe(401);
    }
    const [row] = await ctx.deps.db.select().from(chatSessions).where(eq(chatSessions.id, chat.sessionId));
    expect(row).toMatchObject({ status: "open", staffReadAt: null });
  });
});

describe("closing", () => {
  it("closes the session and its messages; the guest can read but not write; the manager's list drops it", async () => {
    const chat = await newGuestChat(ctx);
    await guestSays(ctx, chat, "bye soon");
    const res = await call(ctx, `/api/chat/sessions/${chat.sessionId}/close`, {
      method: "POST",
      cookie: manager,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: chat.sessionId, status: "closed" });

    const rows = await ctx.deps.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.sessionId, chat.sessionId))
      .orderBy(chatMessages.createdAt);
    // the visitor's message, and the close recorded in the thread (issue 21)
    expect(rows.map((r) => [r.kind, r.status])).toEqual([
      ["message", "closed"],
      ["event", "closed"],
    ]);
    const read = await (await thread(chat.token, chat.sessionId)).json();
    expect(read.session.status).toBe("closed");
    expect(read.messages).toHaveLength(1);

    const refused = await asGuest(ctx, chat.token, `/api/chat/sessions/${chat.sessionId}/messages`, {
      json: { content: "one more thing" },
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "chat_closed" });
    const reply = await call(ctx, `/api/chat/sessions/${chat.sessionId}/messages`, {
      cookie: manager,
      json: { content: "late reply" },
    });
    expect(reply.status).toBe(409);
    expect(await ctx.deps.db.$count(chatMessages, eq(chatMessages.sessionId, chat.sessionId))).toBe(2);

    const list = await (await call(ctx, "/api/chat/sessions?pageSize=100", { cookie: manager })).json();
    expect(list.items.map((s: { id: string }) => s.id)).not.toContain(chat.sessionId);
    // closing twice is harmless
    expect(
      (await call(ctx, `/api/chat/sessions/${chat.sessionId}/close`, { method: "POST", cookie: manager }))
        .status,
    ).toBe(200);
  });
});

describe("the managers' list", () => {
  it("shows open sessions with messages, latest activity first, with the last message and unread counts", async () => {
    const own = await createTestContext();
    try {
      const boss = (await signedInAs(own, "manager")).cookie;
      const quiet = await newGuestChat(own); // never wrote: not listed
      const first = await newGuestChat(own);
      const second = await newGuestChat(own);
      await guestSays(own, first, "first, one");
      await guestSays(own, second, "second, one");
      await guestSays(own, first, "first, two");

      const list = async () => (await call(own, "/api/chat/sessions", { cookie: boss })).json();
      let page = await list();
      expect(page.total).toBe(2);
      expect(page.items.map((s: { id: string }) => s.id)).toEqual([first.sessionId, second.sessionId]);
      expect(page.items.map((s: { id: string }) => s.id)).not.toContain(quiet.sessionId);
      expect(page.items[0]).toMatchObject({
        unread: 2,
        lastMessage: { content: "first, two", isAdmin: false },
      });
      expect(page.items[1]).toMatchObject({ unread: 1 });

      expect(
        (await call(own, `/api/chat/sessions/${second.sessionId}/read`, { method: "POST", cookie: boss }))
          .status,
      ).toBe(204);
      await managerSays(own, boss, first.sessionId, "replying");
      page = await list();
      expect(page.items.map((s: { id: string; unread: number }) => [s.id, s.unread])).toEqual([
        [first.sessionId, 0],
        [second.sessionId, 0],
      ]);
      expect(page.items[0].lastMessage).toMatchObject({ content: "replying", isAdmin: true });

      const paged = await (await call(own, "/api/chat/sessions?page=2&pageSize=1", { cookie: boss })).json();
      expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
      expect(paged.items.map((s: { id: string }) => s.id)).toEqual([second.sessionId]);
      const beyond = await (await call(own, "/api/chat/sessions?page=5&pageSize=1", { cookie: boss })).json();
      expect(beyond).toMatchObject({ items: [], total: 2, page: 5 });
    } finally {
      await own.close();
    }
  });
});

describe("what the managers know of a visitor", () => {
  it("keeps the page a chat began on and the signed-in visitor's account, and how long the visitor has waited", async () => {
    const own = await createTestContext();
    try {
      const boss = (await signedInAs(own, "manager")).cookie;
      const member = await signedInAs(own, "creator", { name: "Casey Member" });
      const start = async (json: unknown, cookie?: string) => {
        const res = await call(own, "/api/chat/sessions", { method: "POST", json, cookie });
        expect(res.status).toBe(201);
        return (await res.json()) as ChatSessionCreated;
      };
      const anonymous = await start({ page: "/services" });
      const known = await start({ page: "/about" }, member.cookie);
      const old = await newGuestChat(own); // as before this change: no body
      const stored = await own.deps.db
        .select({ id: chatSessions.id, page: chatSessions.page, visitor: chatSessions.visitorUserId })
        .from(chatSessions);
      expect(stored).toEqual(
        expect.arrayContaining([
          { id: anonymous.sessionId, page: "/services", visitor: null },
          { id: known.sessionId, page: "/about", visitor: member.id },
          { id: old.sessionId, page: null, visitor: null },
        ]),
      );
      for (const bad of [{ page: "https://evil.example/" }, { page: "/a b" }, { page: 3 }])
        expect((await call(own, "/api/chat/sessions", { method: "POST", json: bad })).status).toBe(400);

      const first = await guestSays(own, anonymous, "Hello?");
      await guestSays(own, known, "Hi, it's Casey");
      await managerSays(own, boss, known.sessionId, "Hello Casey");
      await guestSays(own, anonymous, "Anyone?");
      const page = await (await call(own, "/api/chat/sessions", { cookie: boss })).json();
      const byId = Object.fromEntries(
        page.items.map((item: ChatSessionSummary) => [item.id, item] as const),
      ) as Record<string, ChatSessionSummary>;
      // waiting since the first message no reply has followed; answered last: not waiting
      expect(byId[anonymous.sessionId]).toMatchObject({
        page: "/services",
        visitor: null,
        waitingSince: first.createdAt,
      });
      expect(byId[known.sessionId]).toMatchObject({
        page: "/about",
        visitor: { name: "Casey Member", email: member.email },
        waitingSince: null,
      });
      await guestSays(own, known, "One more thing");
      const again = await (await call(own, "/api/chat/sessions", { cookie: boss })).json();
      const knownAgain = again.items.find((item: ChatSessionSummary) => item.id === known.sessionId);
      expect(knownAgain.waitingSince).toBe(knownAgain.lastMessageAt);
    } finally {
      await own.close();
    }
  });
});

describe("an email for replies", () => {
  it("sends managers' replies to the address the guest left, through the outbox", async () => {
    const chat = await newGuestChat(ctx);
    await guestSays(ctx, chat, "Are you open tomorrow?");
    const set = await asGuest(ctx, chat.token, `/api/chat/sessions/${chat.sessionId}/email`, {
      method: "PUT",
      json: { email: "visitor@example.com" },
    });
    expect(set.status).toBe(200);
    expect(await set.json()).toMatchObject({ email: "visitor@example.com" });

    await managerSays(ctx, manager, chat.sessionId, "Yes, from 9AM.");
    const mails = await ctx.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, "visitor@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("A reply to your chat with CreatorDesk");
    expect(mails[0]!.text).toContain("Yes, from 9AM.");
    expect(mails[0]!.text).toContain(chat.sessionId);
    // the code is never mailed (the session id's digits or the site's port may happen to be the same four)
    const rest = mails[0]!.text.replaceAll(chat.sessionId, "").replace(/https?:\/\/\S+/g, "");
    expect(rest).not.toMatch(new RegExp(`\\b${chat.code}\\b`));
  });

  it("refuses a malformed address, and a session without its token", async () => {
    const chat = await newGuestChat(ctx);
    const bad = await asGuest(ctx, chat.token, `/api/chat/sessions/${chat.sessionId}/email`, {
      method: "PUT",
      json: { email: "nope@" },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).fields).toEqual({ email: "Enter a valid email address" });
    const noToken = await call(ctx, `/api/chat/sessions/${chat.sessionId}/email`, {
      method: "PUT",
      json: { email: "visitor@example.com" },
    });
    expect(noToken.status).toBe(401);
    const [row] = await ctx.deps.db.select().from(chatSessions).where(eq(chatSessions.id, chat.sessionId));
    expect(row!.email).toBeNull();
  });
});

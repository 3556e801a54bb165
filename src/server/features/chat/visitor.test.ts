import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { businessHours } from "~/content/contact";
import { isOpenAt, nextOpening } from "~/domain/business-hours";
import type { ChatSessionCreated, ChatSessionSummary } from "~/domain/chat";
import { visitorDisplayName } from "~/domain/chat-visitor-rules";
import { chatSessions, chatStaffPresence, emailOutbox } from "../../db/schema";
import { createLogger } from "../../lib/logger";
import { processOutbox } from "../../mail/outbox";
import { call, signedInAs } from "../../testing/auth";
import { asGuest, guestSays, managerSays, newGuestChat } from "../../testing/chat";
import { createTestContext, type TestContext } from "../../testing/context";
import { startTestSmtpServer, type TestSmtpServer } from "../../testing/smtp";
import { chatStatus, resetPresenceThrottle, touchStaffPresence } from "./presence";

/* Issue 21, who the visitor is (ADR 059): details given once, the card, earlier chats, the transcript, and
   what the widget says when nobody is there. */

let smtp: TestSmtpServer;
let ctx: TestContext;
let manager: { cookie: string; id: string };
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url });
  manager = await signedInAs(ctx, "manager");
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

const visitorPath = (chat: ChatSessionCreated) => `/api/chat/sessions/${chat.sessionId}/visitor`;
const giveDetails = (chat: ChatSessionCreated, json: unknown, token = chat.token) =>
  asGuest(ctx, token, visitorPath(chat), { method: "PUT", json });
const card = async (chat: ChatSessionCreated) => {
  const res = await call(ctx, visitorPath(chat), { cookie: manager.cookie });
  expect(res.status).toBe(200);
  return res.json();
};
async function startChat(body: unknown, token?: string): Promise<ChatSessionCreated> {
  const res = await call(ctx, "/api/chat/sessions", {
    json: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.status).toBe(201);
  return res.json();
}

describe("the visitor's name and email", () => {
  it("are given once with the token; the managers see them on the card and in the list", async () => {
    const chat = await startChat({ page: "/services", timeZone: "Europe/Lisbon" });
    await guestSays(ctx, chat, "Hello there");
    const res = await giveDetails(chat, { name: "  Ada Lovelace ", email: "ada@example.com" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      detailsGiven: true,
    });

    const again = await giveDetails(chat, { name: "Someone Else" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "chat_visitor_given" });

    const seen = await card(chat);
    expect(seen).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      page: "/services",
      timeZone: "Europe/Lisbon",
      status: "open",
    });
    expect(seen.awaitingSince).toBeTruthy();
    const list = await (
      await call(ctx, "/api/chat/sessions?pageSize=100", { cookie: manager.cookie })
    ).json();
    const row = list.items.find((s: ChatSessionSummary) => s.id === chat.sessionId);
    expect(row).toMatchObject({ name: "Ada Lovelace", timeZone: "Europe/Lisbon", page: "/services" });
  });

  it("are refused without the token, with another visitor's token, or from a manager", async () => {
    const chat = await newGuestChat(ctx);
    const other = await newGuestChat(ctx);
    expect((await call(ctx, visitorPath(chat), { method: "PUT", json: { name: "X" } })).status).toBe(401);
    expect((await giveDetails(chat, { name: "Intruder" }, other.token)).status).toBe(404);
    expect(
      (await call(ctx, visitorPath(chat), { method: "PUT", cookie: manager.cookie, json: { name: "X" } }))
        .status,
    ).toBe(403);
    const [row] = await ctx.deps.db.select().from(chatSessions).where(eq(chatSessions.id, chat.sessionId));
    expect(row).toMatchObject({ visitorName: null, visitorGivenAt: null });
    // a visitor never reads the card, not even their own
    expect((await asGuest(ctx, chat.token, visitorPath(chat))).status).toBe(401);
  });

  it("another visitor's thread never shows them", async () => {
    const chat = await newGuestChat(ctx);
    await giveDetails(chat, { name: "Private Person", email: "private@example.com" });
    const other = await newGuestChat(ctx);
    const res = await asGuest(ctx, other.token, `/api/chat/sessions/${other.sessionId}/messages`);
    expect(await res.text()).not.toContain("Private Person");
    expect((await asGuest(ctx, other.token, `/api/chat/sessions/${chat.sessionId}/messages`)).status).toBe(
      404,
    );
  });

  const bad: [string, unknown, string, string][] = [
    ["nothing", {}, "name", "Give a name or an email"],
    ["blanks", { name: "  ", email: "" }, "name", "Give a name or an email"],
    ["a bad email", { email: "not-an-email" }, "email", "Enter a valid email address"],
    ["a long name", { name: "x".repeat(81) }, "name", "Names can be at most 80 characters"],
    ["a name that is not text", { name: 7 }, "name", "The name must be text"],
  ];
  it.each(bad)("refuses %s with 400 and stores nothing", async (_, json, field, message) => {
    const chat = await newGuestChat(ctx);
    const res = await giveDetails(chat, json);
    expect(res.status).toBe(400);
    expect((await res.json()).fields[field]).toBe(message);
    const [row] = await ctx.deps.db.select().from(chatSessions).where(eq(chatSessions.id, chat.sessionId));
    expect(row!.visitorGivenAt).toBeNull();
  });

  it("are redacted in logs", () => {
    const lines: string[] = [];
    const logger = createLogger("info", false, { write: (line: string) => void lines.push(line) });
    logger.info(
      {
        session: { visitorName: "Ada Secret", email: "ada-secret@example.com" },
        mail: { to: "ada-secret@example.com" },
        visitor: { name: "Ada Secret", email: "ada-secret@example.com" },
      },
      "visitor",
    );
    const out = lines.join("");
    expect(out).toContain("[redacted]");
    expect(out).not.toContain("ada-secret@example.com");
    expect(out).not.toContain("Ada Secret");
  });

  it("refuses a time zone that is not one", async () => {
    const res = await call(ctx, "/api/chat/sessions", { json: { timeZone: "Mars/Olympus_Mons" } });
    expect(res.status).toBe(400);
    expect((await res.json()).fields.timeZone).toBe("That is not a time zone");
  });

  it("without details the managers see a friendly name from the time zone", async () => {
    const chat = await startChat({ timeZone: "America/Argentina/Buenos_Aires" });
    expect(visitorDisplayName(await card(chat))).toBe("Visitor from Buenos Aires");
    expect(visitorDisplayName({ timeZone: null })).toBe("Visitor");
  });
});

describe("how long a visitor has waited", () => {
  it("is kept on the session: from their first unanswered message until a staff reply", async () => {
    const chat = await newGuestChat(ctx);
    expect((await card(chat)).awaitingSince).toBeNull();
    const first = await guestSays(ctx, chat, "one");
    await guestSays(ctx, chat, "two");
    expect((await card(chat)).awaitingSince).toBe(first.createdAt);
    await managerSays(ctx, manager.cookie, chat.sessionId, "answer");
    expect((await card(chat)).awaitingSince).toBeNull();
    const third = await guestSays(ctx, chat, "three");
    expect((await card(chat)).awaitingSince).toBe(third.createdAt);
  });
});

describe("the managers' own lines (issue 21's events and notes)", () => {
  it("neither end the wait nor reach the transcript or the earlier chats", async () => {
    const colleague = await signedInAs(ctx, "manager");
    const chat = await startChat({});
    await giveDetails(chat, { email: "lines@example.com" });
    const first = await guestSays(ctx, chat, "anyone?");
    const assigned = await call(ctx, `/api/chat/sessions/${chat.sessionId}/assignee`, {
      method: "PUT",
      cookie: manager.cookie,
      json: { assigneeId: colleague.id, note: "internal: a VIP, be quick" },
    });
    expect(assigned.status).toBe(200);
    expect((await card(chat)).awaitingSince).toBe(first.createdAt);

    await managerSays(ctx, manager.cookie, chat.sessionId, "On it"); // the address is answered: proved
    await ctx.deps.db.delete(emailOutbox);
    await call(ctx, `/api/chat/sessions/${chat.sessionId}/close`, { method: "POST", cookie: manager.cookie });
    const [transcript] = await ctx.deps.db.select().from(emailOutbox);
    expect(transcript!.text).toContain("anyone?");
    expect(transcript!.text).not.toContain("a VIP");
    expect(transcript!.html).not.toContain("a VIP");

    const next = await startChat({}, chat.token);
    const earlier = await (
      await asGuest(ctx, next.token, `/api/chat/sessions/${next.sessionId}/earlier`)
    ).json();
    expect(earlier.items[0]).toMatchObject({ messageCount: 2, lastMessage: { content: "On it" } });
    const read = await (
      await asGuest(ctx, next.token, `/api/chat/sessions/${next.sessionId}/earlier/${chat.sessionId}`)
    ).text();
    expect(read).not.toContain("a VIP");
  });
});

describe("earlier conversations", () => {
  it("a new chat of the same browser lists the earlier ones, paged; no other browser's", async () => {
    const first = await startChat({});
    await guestSays(ctx, first, "my first chat");
    const second = await startChat({}, first.token);
    await guestSays(ctx, second, "my second chat");
    const third = await startChat({}, second.token);
    const stranger = await startChat({});
    await guestSays(ctx, stranger, "a stranger's words");

    const page1 = await (
      await asGuest(ctx, third.token, `/api/chat/sessions/${third.sessionId}/earlier?pageSize=1`)
    ).json();
    expect(page1).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page1.items[0]).toMatchObject({
      id: second.sessionId,
      messageCount: 1,
      lastMessage: { content: "my second chat", isAdmin: false },
    });
    const page2 = await (
      await asGuest(ctx, third.token, `/api/chat/sessions/${third.sessionId}/earlier?page=2&pageSize=1`)
    ).json();
    expect(page2.items.map((c: { id: string }) => c.id)).toEqual([first.sessionId]);

    const theirs = await asGuest(ctx, stranger.token, `/api/chat/sessions/${stranger.sessionId}/earlier`);
    expect(await theirs.json()).toMatchObject({ total: 0, items: [] });
    expect((await asGuest(ctx, stranger.token, `/api/chat/sessions/${third.sessionId}/earlier`)).status).toBe(
      404,
    );
    expect((await call(ctx, `/api/chat/sessions/${third.sessionId}/earlier`)).status).toBe(401);
  });

  it("an earlier chat is read with the current chat's token; another browser's is 404", async () => {
    const first = await startChat({});
    await guestSays(ctx, first, "the old words");
    const second = await startChat({}, first.token);
    const stranger = await startChat({});
    const path = (chat: ChatSessionCreated, earlier: string) =>
      `/api/chat/sessions/${chat.sessionId}/earlier/${earlier}`;
    const res = await asGuest(ctx, second.token, path(second, first.sessionId));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.messages.map((m: { content: string }) => m.content)).toEqual(["the old words"]);
    expect(body.session.id).toBe(first.sessionId);
    expect((await asGuest(ctx, stranger.token, path(stranger, first.sessionId))).status).toBe(404);
    expect((await asGuest(ctx, stranger.token, path(second, first.sessionId))).status).toBe(404);
    // not the current chat itself through this door, nor without a token
    expect((await asGuest(ctx, second.token, path(second, second.sessionId))).status).toBe(404);
    expect((await call(ctx, path(second, first.sessionId))).status).toBe(401);
  });

  it("an unknown or malformed token on a new chat is ignored", async () => {
    const res = await call(ctx, "/api/chat/sessions", {
      json: {},
      headers: { authorization: "Bearer not-a-real-token-at-all-xxxxxxxx" },
    });
    expect(res.status).toBe(201);
    const chat = (await res.json()) as ChatSessionCreated;
    const earlier = await asGuest(ctx, chat.token, `/api/chat/sessions/${chat.sessionId}/earlier`);
    expect(await earlier.json()).toMatchObject({ total: 0 });
  });
});

describe("the transcript", () => {
  const transcriptOf = (chat: ChatSessionCreated) =>
    asGuest(ctx, chat.token, `/api/chat/sessions/${chat.sessionId}/transcript`, { method: "POST" });
  const confirm = (token: string) =>
    call(ctx, "/api/chat/transcript/confirm", { method: "POST", json: { token } });
  /** A mail's text as its reader sees it (quoted-printable decoded). */
  const readable = (raw: string) =>
    raw
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
  /** The link's token in a plain text (as the outbox keeps it: not quoted-printable, so not decoded). */
  const tokenIn = (text: string) => /chat-transcript=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  /** The link's token in a mail as sent (quoted-printable decoded first). */
  const linkIn = (body: string) => tokenIn(readable(body));
  const close = (chat: ChatSessionCreated) =>
    call(ctx, `/api/chat/sessions/${chat.sessionId}/close`, { method: "POST", cookie: manager.cookie });

  it("is emailed (text and HTML) when a manager closes a chat whose address a manager replied to", async () => {
    const chat = await startChat({ timeZone: "Europe/Lisbon" });
    await giveDetails(chat, { name: "Grace", email: "grace@example.com" });
    await guestSays(ctx, chat, "Can you help with <b>sponsors</b>?");
    await managerSays(ctx, manager.cookie, chat.sessionId, "Of course!");
    await ctx.deps.db.delete(emailOutbox); // the reply's own email
    const closed = await close(chat);
    expect(closed.status).toBe(200);
    const [queued] = await ctx.deps.db.select().from(emailOutbox);
    expect(queued).toMatchObject({ to: "grace@example.com", status: "pending" });
    expect(queued!.html).toContain("&lt;b&gt;sponsors&lt;/b&gt;");
    expect(queued!.text).toContain("Can you help with <b>sponsors</b>?");

    expect(await processOutbox(ctx.deps)).toBe(1);
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(["grace@example.com"]);
    expect(mail.raw).toContain("Subject: Your chat with CreatorDesk: the transcript");
    expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    expect(mail.body).toContain("Of course!");
    // issue 31: the greeting carries nothing the visitor typed
    expect(mail.body).toContain("Hello,");
    expect(readable(mail.raw)).not.toContain("Grace");
  });

  it("is not sent when the visitor gave no email", async () => {
    const chat = await newGuestChat(ctx);
    await guestSays(ctx, chat, "no email from me");
    await ctx.deps.db.delete(emailOutbox);
    await close(chat);
    expect(await ctx.deps.db.$count(emailOutbox)).toBe(0);
  });

  it("is not sent on close to an address nobody proved", async () => {
    const chat = await newGuestChat(ctx);
    await giveDetails(chat, { email: "victim@example.com" });
    await guestSays(ctx, chat, "Buy cheap pills at spam.example");
    await ctx.deps.db.delete(emailOutbox);
    expect((await close(chat)).status).toBe(200);
    expect(await ctx.deps.db.$count(emailOutbox)).toBe(0);
  });

  it("asked for, goes only after the address's owner opens the confirmation link, and once", async () => {
    const chat = await newGuestChat(ctx);
    await giveDetails(chat, { name: "Visit spam.example now", email: "owner@example.com" });
    await guestSays(ctx, chat, "Buy cheap pills at spam.example");
    await ctx.deps.db.delete(emailOutbox);
    const asked = await transcriptOf(chat);
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ email: "owner@example.com", status: "confirm" });
    expect(await processOutbox(ctx.deps)).toBe(1);
    const link = smtp.received[0]!;
    expect(link.to).toEqual(["owner@example.com"]);
    expect(link.raw).toContain("Subject: Confirm your email for your CreatorDesk chat transcript");
    expect(readable(link.raw)).not.toContain("spam.example"); // neither the visitor's name nor their messages
    expect(readable(link.body)).not.toContain(chat.sessionId);
    const token = linkIn(link.body)!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await ctx.deps.db.select().from(chatSessions).where(eq(chatSessions.id, chat.sessionId));
    expect(row!.transcriptConfirmHash).not.toBe(token); // stored hashed

    // asking again while the link waits mails nothing; closing the chat mails nothing either
    const again = await transcriptOf(chat);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      code: "chat_transcript_pending",
      error: "We've sent a confirmation link to owner@example.com. Open it to get the transcript.",
    });
    await close(chat);
    expect(await processOutbox(ctx.deps)).toBe(0);
    expect(smtp.received).toHaveLength(1);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(202);
    expect(await confirmed.json()).toEqual({ email: "owner@example.com" });
    expect(await processOutbox(ctx.deps)).toBe(1);
    const transcript = smtp.received[1]!;
    expect(transcript.to).toEqual(["owner@example.com"]);
    expect(transcript.raw).toContain("Subject: Your chat with CreatorDesk: the transcript");
    expect(transcript.body).toContain("Hello,");
    expect(readable(transcript.raw)).not.toContain("Visit spam.example now");

    // the link works once; the chat's transcript went: a new ask is refused
    const reused = await confirm(token);
    expect(reused.status).toBe(404);
    expect(await reused.json()).toMatchObject({ error: "This link has expired or was used already." });
    const third = await transcriptOf(chat);
    expect(third.status).toBe(409);
    expect((await third.json()).code).toBe("chat_transcript_sent");
    expect(await processOutbox(ctx.deps)).toBe(0);
  });

  it("an expired link confirms nothing", async () => {
    const chat = await newGuestChat(ctx);
    await giveDetails(chat, { email: "late@example.com" });
    await ctx.deps.db.delete(emailOutbox);
    expect((await transcriptOf(chat)).status).toBe(202);
    // the visitor's own mail: a staff notice queued after the commit may land beside it (CI run of issue 32)
    const toVisitor = eq(emailOutbox.to, "late@example.com");
    const [mail] = await ctx.deps.db.select().from(emailOutbox).where(toVisitor);
    await ctx.deps.db
      .update(chatSessions)
      .set({ transcriptConfirmExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(chatSessions.id, chat.sessionId));
    // the outbox's text is plain: decoding it as quoted-printable would read a token beginning with two hex
    // digits after its "=" as an escaped byte (a one-in-sixteen failure, CI run of issue 33)
    expect((await confirm(tokenIn(mail!.text)!)).status).toBe(404);
    expect(await ctx.deps.db.$count(emailOutbox, toVisitor)).toBe(1);
  });

  it("to an address a manager already replied to, it goes at once, once, and not again on close", async () => {
    const chat = await newGuestChat(ctx);
    await giveDetails(chat, { email: "answered@example.com" });
    await guestSays(ctx, chat, "send it please");
    await managerSays(ctx, manager.cookie, chat.sessionId, "Here you are");
    await ctx.deps.db.delete(emailOutbox);
    const res = await transcriptOf(chat);
    expect(res.status).toBe(202);
    expect(await res.json()).toEqual({ email: "answered@example.com", status: "sent" });
    const [queued] = await ctx.deps.db.select().from(emailOutbox);
    expect(queued).toMatchObject({ to: "answered@example.com" });
    expect(queued!.text).toContain("send it please");
    expect((await transcriptOf(chat)).status).toBe(409);
    await close(chat);
    expect(await ctx.deps.db.$count(emailOutbox)).toBe(1);
  });

  it("409 without an email; only with the chat's token", async () => {
    const chat = await newGuestChat(ctx);
    const path = `/api/chat/sessions/${chat.sessionId}/transcript`;
    const none = await asGuest(ctx, chat.token, path, { method: "POST" });
    expect(none.status).toBe(409);
    expect((await none.json()).code).toBe("chat_no_email");
    const other = await newGuestChat(ctx);
    expect((await asGuest(ctx, other.token, path, { method: "POST" })).status).toBe(404);
    expect((await call(ctx, path, { method: "POST", cookie: manager.cookie })).status).toBe(403);
  });

  it("confirmation links: 3 a day to one address, whatever the chat", async () => {
    await ctx.deps.db.delete(emailOutbox);
    for (let i = 0; i < 3; i++) {
      const chat = await newGuestChat(ctx);
      await giveDetails(chat, { email: "Target@Example.com" });
      expect((await transcriptOf(chat)).status).toBe(202);
    }
    const chat = await newGuestChat(ctx);
    await giveDetails(chat, { email: "target@example.com" });
    const limited = await transcriptOf(chat);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(23 * 3600);
    expect(await ctx.deps.db.$count(emailOutbox)).toBe(3);
  });

  it("confirmation links: a few an hour for the whole installation", async () => {
    const small = await createTestContext({
      SMTP_URL: smtp.url,
      CHAT_TRANSCRIPT_CONFIRMATIONS_PER_HOUR: "2",
    });
    try {
      const ask = async (email: string) => {
        const chat = await newGuestChat(small);
        const given = await asGuest(small, chat.token, `/api/chat/sessions/${chat.sessionId}/visitor`, {
          method: "PUT",
          json: { email },
        });
        expect(given.status).toBe(200);
        return asGuest(small, chat.token, `/api/chat/sessions/${chat.sessionId}/transcript`, {
          method: "POST",
        });
      };
      expect((await ask("one@example.com")).status).toBe(202);
      expect((await ask("two@example.com")).status).toBe(202);
      const limited = await ask("three@example.com");
      expect(limited.status).toBe(429);
      expect(await limited.json()).toMatchObject({
        error: "We cannot send more confirmation links just now. Please try again later.",
      });
      expect(await small.deps.db.$count(emailOutbox)).toBe(2);
    } finally {
      await small.close();
    }
  });
});

describe("the old way to leave an email (PUT …/email)", () => {
  it("obeys the once-only rule: the address is never swapped for another", async () => {
    const chat = await newGuestChat(ctx);
    const path = `/api/chat/sessions/${chat.sessionId}/email`;
    const first = await asGuest(ctx, chat.token, path, {
      method: "PUT",
      json: { email: "first@example.com" },
    });
    expect(first.status).toBe(200);
    const second = await asGuest(ctx, chat.token, path, {
      method: "PUT",
      json: { email: "spam@example.com" },
    });
    expect(second.status).toBe(409);
    expect((await giveDetails(chat, { email: "spam@example.com" })).status).toBe(409);
    expect((await card(chat)).email).toBe("first@example.com");
  });
});

describe("when nobody is there", () => {
  // a Saturday noon and a Tuesday noon on the agency's clock (US Eastern, UTC-5 in winter)
  const saturday = new Date("2026-11-28T17:00:00Z");
  const tuesday = new Date("2026-11-24T17:00:00Z");

  it("outside business hours the status says when the team is back", async () => {
    const status = await chatStatus(ctx.deps.db, saturday);
    expect(status).toMatchObject({ open: false, reason: "hours", backAt: "2026-11-30T14:00:00.000Z" });
    expect(status.hours).toContain("US Eastern time");
    expect(nextOpening(businessHours, saturday)?.toISOString()).toBe("2026-11-30T14:00:00.000Z");
  });

  it("within hours, it is open only while a manager has been on the chat lately", async () => {
    await ctx.deps.db.delete(chatStaffPresence);
    resetPresenceThrottle();
    expect(await chatStatus(ctx.deps.db, tuesday)).toMatchObject({ open: false, reason: "nobody" });
    await touchStaffPresence(ctx.deps.db, manager.id);
    expect(await chatStatus(ctx.deps.db, tuesday)).toMatchObject({ open: true, reason: null, backAt: null });
    // a creator's presence does not count, and an old one has gone stale
    await ctx.deps.db
      .update(chatStaffPresence)
      .set({ seenAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(chatStaffPresence.userId, manager.id));
    expect(await chatStatus(ctx.deps.db, tuesday)).toMatchObject({ open: false, reason: "nobody" });
  });

  it("a manager opening the list counts as being there", async () => {
    await ctx.deps.db.delete(chatStaffPresence);
    resetPresenceThrottle();
    await call(ctx, "/api/chat/sessions", { cookie: manager.cookie });
    await expect.poll(() => ctx.deps.db.$count(chatStaffPresence)).toBe(1);
  });

  it("GET /api/chat/status is public and agrees with the hours", async () => {
    const res = await call(ctx, "/api/chat/status");
    expect(res.status).toBe(200);
    const status = await res.json();
    if (!isOpenAt(businessHours, new Date())) expect(status.reason).toBe("hours");
    else expect(["nobody", null]).toContain(status.reason);
  });

  it("the email comes before the message, which lands in the inbox all the same and gets the reply", async () => {
    const chat = await newGuestChat(ctx);
    expect((await giveDetails(chat, { email: "later@example.com" })).status).toBe(200);
    await guestSays(ctx, chat, "Written while you were away");
    const list = await (
      await call(ctx, "/api/chat/sessions?pageSize=100", { cookie: manager.cookie })
    ).json();
    const row = list.items.find((s: ChatSessionSummary) => s.id === chat.sessionId);
    expect(row).toMatchObject({
      email: "later@example.com",
      lastMessage: { content: "Written while you were away" },
    });
    await ctx.deps.db.delete(emailOutbox);
    await managerSays(ctx, manager.cookie, chat.sessionId, "Back now!");
    const [reply] = await ctx.deps.db.select().from(emailOutbox);
    expect(reply).toMatchObject({ to: "later@example.com" });
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket as WsSocket } from "ws";
import { ALL_CHATS_TOPIC, type ChatMessage, chatTopic } from "~/domain/chat";
import { CONTACT_INBOX_TOPIC } from "~/domain/inbox";
import { CLOSE_SESSION_CHANGED, CLOSE_TOO_MANY_SOCKETS, type ServerMessage } from "~/domain/realtime";
import { mergeMessages } from "~/web/features/chat/merge-messages";
import { call, sessionCookieFor, signedInAs } from "../testing/auth";
import { asGuest, guestSays, managerSays, newGuestChat } from "../testing/chat";
import { createTestContext, type TestContext } from "../testing/context";
import { record, type TestRealtimeClient, testRealtimeClient, waitFor } from "../testing/realtime";
import { startTestServer, type TestServer } from "../testing/server";

/* The realtime hub through a real HTTP server and real sockets, with the web app's own client. */

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
  return made;
};
const subscribed = (log: { resyncs: number }) => waitFor(() => log.resyncs > 0, 5000, "subscription");
const contents = (events: { type: string; message?: unknown }[]) =>
  events.filter((e) => e.type === "message").map((e) => (e.message as ChatMessage).content);

/** A raw socket and the messages it gets, for protocol-level checks. */
async function rawSocket(url: string, options: ConstructorParameters<typeof WsSocket>[2] = {}) {
  const socket = new WsSocket(url, options);
  const received: ServerMessage[] = [];
  // a frame holds one or more messages, one a line
  socket.on("message", (data) => {
    for (const line of String(data).split("\n")) received.push(JSON.parse(line));
  });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  return { socket, received };
}

describe("topics and who may hear them", () => {
  it("a guest hears its own chat, managers every chat and the inbox; anyone else is refused", async () => {
    const creator = (await signedInAs(ctx, "creator")).cookie;
    const chat = await newGuestChat(ctx);
    const other = await newGuestChat(ctx);

    const guest = client();
    const mine = record(guest.client, chatTopic(chat.sessionId), chat.token);
    const theirs = record(guest.client, chatTopic(other.sessionId), chat.token);
    const everything = record(guest.client, ALL_CHATS_TOPIC, chat.token);
    const otherGuest = client();
    const otherLog = record(otherGuest.client, chatTopic(other.sessionId), other.token);
    const boss = client(manager);
    const allChats = record(boss.client, ALL_CHATS_TOPIC);
    const inbox = record(boss.client, CONTACT_INBOX_TOPIC);
    const nosy = client(creator);
    const nosyLogs = [ALL_CHATS_TOPIC, CONTACT_INBOX_TOPIC, chatTopic(chat.sessionId)].map((t) =>
      record(nosy.client, t),
    );
    const stranger = record(client().client, chatTopic(chat.sessionId));

    await Promise.all([mine, otherLog, allChats, inbox].map(subscribed));
    await waitFor(
      () => theirs.denied && everything.denied && stranger.denied && nosyLogs.every((l) => l.denied),
    );

    await guestSays(ctx, chat, "hello from the guest");
    await managerSays(ctx, manager, chat.sessionId, "hello from a manager");
    const contact = await call(ctx, "/api/contact", {
      json: { name: "Ada", email: "ada@example.com", subject: "Hi", message: "A contact message" },
    });
    expect(contact.status).toBe(201);

    await waitFor(() => contents(mine.events).length === 2, 5000, "the guest's events");
    expect(contents(mine.events)).toEqual(["hello from the guest", "hello from a manager"]);
    await waitFor(() => contents(allChats.events).length === 2, 5000, "the manager's events");
    await waitFor(() => inbox.events.length === 1, 5000, "the inbox event");
    expect(inbox.events[0]).toEqual({ type: "created", id: (await contact.json()).id });
    // nothing leaked to the other guest, the creator or the stranger
    await new Promise((r) => setTimeout(r, 200));
    expect(otherLog.events).toEqual([]);
    expect([...nosyLogs, stranger, theirs, everything].flatMap((l) => l.events)).toEqual([]);
  });

  it("delivers every message once and in order", async () => {
    const chat = await newGuestChat(ctx);
    const log = record(client().client, chatTopic(chat.sessionId), chat.token);
    await subscribed(log);
    const sent: string[] = [];
    for (let i = 1; i <= 30; i++) {
      const text = `message ${i}`;
      sent.push(text);
      if (i % 3 === 0) await managerSays(ctx, manager, chat.sessionId, text);
      else await guestSays(ctx, chat, text);
    }
    await waitFor(() => contents(log.events).length >= 30, 5000, "30 messages");
    await new Promise((r) => setTimeout(r, 100));
    expect(contents(log.events)).toEqual(sent);
  });

  it("sends a visitor's message as the POST answered it and the thread keeps it, whatever its text", async () => {
    const chat = await newGuestChat(ctx);
    const log = record(client().client, chatTopic(chat.sessionId), chat.token);
    const allChats = record(client(manager).client, ALL_CHATS_TOPIC);
    await Promise.all([log, allChats].map(subscribed));
    const text = 'She said "hi" \\ </script> 😀 \n second line';
    const posted: ChatMessage = await guestSays(ctx, chat, text);
    // a message whose escaped JSON is too large for NOTIFY goes out as a bare notice to refetch
    const control = `a${"\u0001".repeat(1998)}z`;
    const big: ChatMessage = await guestSays(ctx, chat, control);

    await waitFor(() => log.events.length >= 2, 5000, "both events");
    expect(log.events[0]).toEqual({ type: "message", sessionId: chat.sessionId, message: posted });
    expect(posted).toMatchObject({ content: text, isAdmin: false, kind: "message", status: "open" });
    expect(log.events[1]).toEqual({ type: "message", sessionId: chat.sessionId, truncated: true });
    await waitFor(() => allChats.events.length >= 2, 5000, "the managers' events");
    expect(allChats.events[0]).toEqual({ type: "message", sessionId: chat.sessionId, message: posted });
    const read = await (
      await asGuest(ctx, chat.token, `/api/chat/sessions/${chat.sessionId}/messages`)
    ).json();
    expect(read.messages).toEqual([posted, big]);
    expect(big.content).toBe(control);
  });

  it("tells the guest when a manager closes the chat", async () => {
    const chat = await newGuestChat(ctx);
    const log = record(client().client, chatTopic(chat.sessionId), chat.token);
    await subscribed(log);
    await guestSays(ctx, chat, "thanks!");
    await call(ctx, `/api/chat/sessions/${chat.sessionId}/close`, { method: "POST", cookie: manager });
    await waitFor(() => log.events.some((e) => e.type === "closed"), 5000, "the close");
  });
});

describe("a dropped socket", () => {
  it("reconnects, resyncs, and the view shows what it missed, each message once", async () => {
    const chat = await newGuestChat(ctx);
    const guest = client();
    let shown: ChatMessage[] = chat.thread.messages;
    let resyncs = 0;
    const refetch = async () => {
      const res = await asGuest(ctx, chat.token, `/api/chat/sessions/${chat.sessionId}/messages`);
      shown = mergeMessages(shown, (await res.json()).messages);
    };
    guest.client.subscribe(
      chatTopic(chat.sessionId),
      (event) => {
        if (event.type === "message" && event.message)
          shown = mergeMessages(shown, [event.message as ChatMessage]);
      },
      {
        token: chat.token,
        onResync: () => {
          resyncs++;
          void refetch();
        },
      },
    );
    await waitFor(() => resyncs === 1, 5000, "subscription");
    await guestSays(ctx, chat, "one");
    await managerSays(ctx, manager, chat.sessionId, "two");
    await waitFor(() => shown.length === 2, 5000, "the first messages");

    guest.offline = true;
    guest.sockets.at(-1)!.terminate();
    await waitFor(() => guest.client.status === "reconnecting", 5000, "the drop");
    await guestSays(ctx, chat, "three");
    await managerSays(ctx, manager, chat.sessionId, "four");
    expect(shown.map((m) => m.content)).toEqual(["one", "two"]);

    guest.offline = false;
    guest.client.reconnectNow();
    await waitFor(() => resyncs === 2 && shown.length === 4, 5000, "the catch-up");
    await guestSays(ctx, chat, "five");
    await waitFor(() => shown.length === 5, 5000, "a live message after the catch-up");
    await new Promise((r) => setTimeout(r, 100));
    expect(shown.map((m) => m.content)).toEqual(["one", "two", "three", "four", "five"]);
    expect(new Set(shown.map((m) => m.id)).size).toBe(5);
  });
});

describe("the protocol", () => {
  it("answers pings, refuses unknown topics and says so for messages it does not understand", async () => {
    const { socket, received } = await rawSocket(server.realtimeUrl);
    socket.send(JSON.stringify({ type: "ping" }));
    socket.send("not json");
    socket.send(JSON.stringify({ type: "subscribe", topic: "nope:1" }));
    socket.send(JSON.stringify({ type: "subscribe", topic: "x".repeat(500) }));
    socket.send(JSON.stringify({ type: "dance" }));
    await waitFor(() => received.length === 5);
    expect(received).toEqual([
      { type: "pong" },
      { type: "error", message: "Not a message this server understands." },
      { type: "denied", topic: "nope:1" },
      { type: "error", message: "Not a message this server understands." },
      { type: "error", message: "Not a message this server understands." },
    ]);
    socket.close();
  });

  it("refuses a socket opened by a page of another site (403)", async () => {
    const socket = new WsSocket(server.realtimeUrl, {
      origin: "https://evil.example",
      headers: { cookie: manager },
    });
    const status = await new Promise<number>((resolve) => {
      socket.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
      socket.on("open", () => resolve(101));
    });
    expect(status).toBe(403);
    const same = await rawSocket(server.realtimeUrl, { origin: server.url });
    same.socket.close();
  });

  it("answers a plain HTTP request with 426", async () => {
    const res = await call(ctx, "/api/realtime");
    expect(res.status).toBe(426);
    expect((await res.json()).error).toBe("This address takes WebSocket connections only.");
  });
});

describe("staff never act as a visitor (issue 31)", () => {
  it("a manager subscribing with an empty token signals as staff", async () => {
    const chat = await newGuestChat(ctx);
    const topic = chatTopic(chat.sessionId);
    const guest = record(client().client, topic, chat.token);
    await subscribed(guest);
    const raw = await rawSocket(server.realtimeUrl, { headers: { cookie: manager } });
    raw.socket.send(JSON.stringify({ type: "subscribe", topic, token: "" }));
    await waitFor(() => raw.received.some((m) => m.type === "subscribed"), 5000, "the subscription");
    raw.socket.send(JSON.stringify({ type: "signal", topic, signal: "typing" }));
    const typing = () => guest.events.filter((e) => e.type === "typing") as { by?: string }[];
    await waitFor(() => typing().length > 0, 5000, "the manager typing");
    expect(typing().map((e) => e.by)).toEqual(["staff"]);
    raw.socket.close();
  });
});

/** A raw socket of `cookie` subscribed to `topic`, with the code it is closed with (if it is). */
async function subscribedSocket(cookie: string, topic: string) {
  const raw = await rawSocket(server.realtimeUrl, { headers: { cookie } });
  const closed = new Promise<number>((resolve) => raw.socket.on("close", (code) => resolve(code)));
  raw.socket.send(JSON.stringify({ type: "subscribe", topic }));
  await waitFor(() => raw.received.some((m) => m.type === "subscribed"), 5000, "the subscription");
  return { ...raw, closed };
}
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<"too late">((resolve) => setTimeout(() => resolve("too late"), ms))]);

/* The heartbeat re-reads sessions every 25 s; these show the change reaching sockets at once instead. */
describe("revocation, at once", () => {
  it("a manager demoted to creator hears nothing of the managers' topics once the change has returned", async () => {
    const demoted = await signedInAs(ctx, "manager");
    const socket = await subscribedSocket(demoted.cookie, ALL_CHATS_TOPIC);
    const res = await call(ctx, `/api/admin/users/${demoted.id}/role`, {
      method: "PATCH",
      cookie: manager,
      json: { role: "creator" },
    });
    expect(res.status).toBe(200);
    // a new chat right after the response: an event for every manager
    const chat = await newGuestChat(ctx);
    await guestSays(ctx, chat, "for managers only");
    expect(await within(socket.closed, 1000)).toBe(CLOSE_SESSION_CHANGED);
    expect(socket.received.filter((m) => m.type === "event")).toEqual([]);
  });

  it("a sign-out closes that session's sockets within a second; another session of the same user is kept", async () => {
    const boss = await signedInAs(ctx, "manager");
    const otherTab = `${await sessionCookieFor(ctx, boss.id)}`;
    const leaving = await subscribedSocket(boss.cookie, ALL_CHATS_TOPIC);
    const staying = await subscribedSocket(otherTab, ALL_CHATS_TOPIC);
    const out = await call(ctx, "/api/auth/sign-out", { method: "POST", cookie: boss.cookie });
    expect(out.status).toBe(200);
    expect(await within(leaving.closed, 1000)).toBe(CLOSE_SESSION_CHANGED);
    // the other session's socket was held while it was checked, then let through
    const chat = await newGuestChat(ctx);
    await guestSays(ctx, chat, "still here");
    await waitFor(() => staying.received.some((m) => m.type === "event"), 5000, "an event for the other tab");
    expect(staying.socket.readyState).toBe(WsSocket.OPEN);
    staying.socket.close();
  });
});

describe("caps on sockets", () => {
  let capped: TestContext;
  let cappedServer: TestServer;
  beforeAll(async () => {
    capped = await createTestContext({
      REALTIME_MAX_SOCKETS_PER_IP: "3",
      REALTIME_MAX_SOCKETS_PER_USER: "2",
    });
    cappedServer = await startTestServer(capped);
  });
  afterAll(async () => {
    await cappedServer.close();
    await capped.close();
  });

  const closeCode = (socket: WsSocket) =>
    within(new Promise<number>((resolve) => socket.on("close", (code) => resolve(code))), 1000);

  it("closes a user's socket beyond their cap with 4029; one closed makes room again", async () => {
    const user = await signedInAs(capped, "creator");
    const open = (ip: string) =>
      rawSocket(cappedServer.realtimeUrl, { headers: { cookie: user.cookie, "x-forwarded-for": ip } });
    const [first, second] = [await open("198.51.100.1"), await open("198.51.100.2")];
    const third = await open("198.51.100.3");
    expect(await closeCode(third.socket)).toBe(CLOSE_TOO_MANY_SOCKETS);
    first.socket.close();
    await new Promise((r) => setTimeout(r, 100));
    const again = await open("198.51.100.4");
    expect(await within(new Promise((r) => again.socket.on("close", r)), 300)).toBe("too late");
    second.socket.close();
    again.socket.close();
  });

  it("closes a socket beyond an address's cap with 4029, and other addresses are not affected", async () => {
    const open = (ip: string) => rawSocket(cappedServer.realtimeUrl, { headers: { "x-forwarded-for": ip } });
    const sockets = [await open("203.0.113.7"), await open("203.0.113.7"), await open("203.0.113.7")];
    const fourth = await open("203.0.113.7");
    expect(await closeCode(fourth.socket)).toBe(CLOSE_TOO_MANY_SOCKETS);
    const elsewhere = await open("203.0.113.8");
    expect(await within(new Promise((r) => elsewhere.socket.on("close", r)), 300)).toBe("too late");
    for (const { socket } of [...sockets, elsewhere]) socket.close();
  });
});

describe("the heartbeat", () => {
  let fast: TestContext;
  let fastServer: TestServer;
  beforeAll(async () => {
    fast = await createTestContext({}, { heartbeat: { interval: 150, timeout: 100 } });
    fastServer = await startTestServer(fast);
  });
  afterAll(async () => {
    await fastServer.close();
    await fast.close();
  });

  it("drops a socket that does not answer pings, and keeps one that does", async () => {
    const silent = await rawSocket(fastServer.realtimeUrl, { autoPong: false });
    const alive = await rawSocket(fastServer.realtimeUrl);
    const closed = new Promise<number>((resolve) => silent.socket.on("close", (code) => resolve(code)));
    expect(await closed).toBe(1006);
    await new Promise((r) => setTimeout(r, 400));
    expect(alive.socket.readyState).toBe(WsSocket.OPEN);
    alive.socket.close();
  });

  it("ends a manager's subscriptions once they sign out", async () => {
    const boss = await signedInAs(fast, "manager");
    const made = testRealtimeClient(fastServer, boss.cookie);
    const log = record(made.client, ALL_CHATS_TOPIC);
    await subscribed(log);
    const out = await call(fast, "/api/auth/sign-out", { method: "POST", cookie: boss.cookie });
    expect(out.status).toBe(200);
    await waitFor(() => log.denied, 5000, "the subscription to end");
    made.client.shutdown();
  });
});

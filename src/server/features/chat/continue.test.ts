import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, nextIp } from "../../testing/auth";
import { asGuest, guestSays, newGuestChat } from "../../testing/chat";
import { createTestContext, type TestContext } from "../../testing/context";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const tryContinue = (body: unknown, ip = nextIp()) =>
  call(ctx, "/api/chat/sessions/continue", { json: body, ip });
const wrong = (code: string) => String(code === "1234" ? 4321 : 1234);

describe("continuing a conversation", () => {
  it("a right session id and code return a new token and the history", async () => {
    const chat = await newGuestChat(ctx);
    await guestSays(ctx, chat, "remember me?");
    const res = await tryContinue({ sessionId: chat.sessionId, code: chat.code });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ sessionId: chat.sessionId, code: chat.code });
    expect(body.token).not.toBe(chat.token);
    expect(body.thread.messages.map((m: { content: string }) => m.content)).toEqual(["remember me?"]);
    // both browsers keep access
    for (const token of [chat.token, body.token]) {
      expect((await asGuest(ctx, token, `/api/chat/sessions/${chat.sessionId}/messages`)).status).toBe(200);
    }
  });

  it("a wrong code or an unknown session id: 'Session ID or code is incorrect.'", async () => {
    const chat = await newGuestChat(ctx);
    for (const body of [
      { sessionId: chat.sessionId, code: wrong(chat.code) },
      { sessionId: "guest_1700000000000_zzzzzzzzz", code: chat.code },
    ]) {
      const res = await tryContinue(body);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({
        code: "chat_login_failed",
        error: "Session ID or code is incorrect.",
      });
    }
  });

  const invalid: [string, unknown][] = [
    ["no session id", { code: "1234" }],
    ["no code", { sessionId: "guest_1700000000000_abcdefghi" }],
    ["a 3-digit code", { sessionId: "guest_1700000000000_abcdefghi", code: "123" }],
    ["a code with letters", { sessionId: "guest_1700000000000_abcdefghi", code: "12a4" }],
    ["a numeric code", { sessionId: "guest_1700000000000_abcdefghi", code: 1234 }],
    ["a malformed session id", { sessionId: "'; drop table chat_sessions; --", code: "1234" }],
  ];
  it.each(invalid)("answers 400 for %s", async (_, body) => {
    const res = await tryContinue(body);
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe("bad_request");
  });
});

describe("the limit on 'continue'", () => {
  it("after 5 failures for one session id from one client, that client gets 429, even with the right code", async () => {
    const chat = await newGuestChat(ctx);
    const ip = nextIp();
    for (let i = 0; i < 5; i++) {
      expect((await tryContinue({ sessionId: chat.sessionId, code: wrong(chat.code) }, ip)).status).toBe(401);
    }
    const blocked = await tryContinue({ sessionId: chat.sessionId, code: chat.code }, ip);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toMatchObject({
      code: "rate_limited",
      error: "Too many attempts to continue a chat. Please wait 15 minutes and try again.",
    });
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it("a stranger's wrong tries from other addresses do not lock out the guest who has the right code", async () => {
    const chat = await newGuestChat(ctx);
    for (let i = 0; i < 12; i++) {
      expect((await tryContinue({ sessionId: chat.sessionId, code: wrong(chat.code) })).status).toBe(401);
    }
    expect((await tryContinue({ sessionId: chat.sessionId, code: chat.code })).status).toBe(200);
  });

  it("after 5 failures from one IP, that IP gets 429 for any session; other IPs do not", async () => {
    const ip = nextIp();
    const target = await newGuestChat(ctx);
    for (let i = 0; i < 5; i++) {
      const other = await newGuestChat(ctx);
      expect((await tryContinue({ sessionId: other.sessionId, code: wrong(other.code) }, ip)).status).toBe(
        401,
      );
    }
    expect((await tryContinue({ sessionId: target.sessionId, code: target.code }, ip)).status).toBe(429);
    expect((await tryContinue({ sessionId: target.sessionId, code: target.code })).status).toBe(200);
  });

  it("the guest's own browser (its token) is not locked by a stranger's wrong tries from the same address", async () => {
    const chat = await newGuestChat(ctx);
    const ip = nextIp();
    for (let i = 0; i < 6; i++) {
      const res = await tryContinue({ sessionId: chat.sessionId, code: wrong(chat.code) }, ip);
      expect(res.status).toBe(i < 5 ? 401 : 429);
    }
    const own = await call(ctx, "/api/chat/sessions/continue", {
      json: { sessionId: chat.sessionId, code: chat.code },
      ip,
      headers: { authorization: `Bearer ${chat.token}` },
    });
    expect(own.status).toBe(200);
    // another chat's token is no pass
    const stranger = await newGuestChat(ctx);
    const other = await call(ctx, "/api/chat/sessions/continue", {
      json: { sessionId: chat.sessionId, code: chat.code },
      ip,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(other.status).toBe(429);
  });

  it("right tries do not count", async () => {
    const ip = nextIp();
    const chat = await newGuestChat(ctx);
    for (let i = 0; i < 8; i++) {
      expect((await tryContinue({ sessionId: chat.sessionId, code: chat.code }, ip)).status).toBe(200);
    }
  });
});

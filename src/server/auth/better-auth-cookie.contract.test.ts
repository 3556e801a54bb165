import { makeSignature } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session } from "../db/schema";
import { seedUser } from "../features/accounts/seed-user";
import { call, cookiesOf, sessionCookieFor } from "../testing/auth";
import { createTestContext, type TestContext } from "../testing/context";
import { authFor } from "./instance";
import { sessionReaderFor } from "./session";

/*
 * A contract test (ADR 027). Our session middleware (`session.ts`) reads better-auth's signed session cookie
 * itself, in one query, instead of calling `auth.api.getSession`; and the API tests' `sessionCookieFor` makes
 * cookies without a password check. Both rely on better-auth's cookie format: its name, and the value
 * `<token>.<base64 HMAC-SHA256 of the token with the app's secret>`. If a better-auth upgrade changes that
 * format, this file fails by name, before anything else quietly signs everyone out (or in).
 */

const COOKIE_NAME = "creatordesk.session_token";

/** The value of the session cookie in a Cookie header, URL-decoded. */
function sessionValue(cookieHeader: string): string {
  const pair = cookieHeader.split("; ").find((part) => part.startsWith(`${COOKIE_NAME}=`));
  if (!pair) throw new Error(`no ${COOKIE_NAME} in ${cookieHeader}`);
  return decodeURIComponent(pair.slice(COOKIE_NAME.length + 1));
}

function withValue(value: string): string {
  return `${COOKIE_NAME}=${encodeURIComponent(value)}`;
}

/** A copy of the value with one character of its signature changed. */
function tamperedSignature(value: string): string {
  const at = value.length - 5; // inside the signature, before its padding
  const swapped = value[at] === "A" ? "B" : "A";
  return value.slice(0, at) + swapped + value.slice(at + 1);
}

/** A copy of the value with one character of its token changed and the signature kept. */
function tamperedToken(value: string): string {
  const swapped = value[0] === "A" ? "B" : "A";
  return swapped + value.slice(1);
}

describe("contract: better-auth's session cookie format", () => {
  let ctx: TestContext;
  let signedIn: { cookie: string; userId: string; email: string };

  /** Who our own reader (the session middleware's) says the cookie belongs to. */
  async function ourReader(cookie: string) {
    const reader = await sessionReaderFor(ctx.deps);
    return (await reader.read(cookie))?.user.id ?? null;
  }

  /** Who better-auth's own session API says the cookie belongs to. */
  async function betterAuth(cookie: string) {
    const auth = await authFor(ctx.deps);
    const found = await auth.api.getSession({
      headers: new Headers({ cookie }),
      query: { disableCookieCache: true, disableRefresh: true },
    });
    return found?.user.id ?? null;
  }

  beforeAll(async () => {
    ctx = await createTestContext();
    const user = await seedUser(ctx.deps);
    // better-auth's real sign-in (behind our route, ADR 013): the cookie exactly as a browser gets it
    const res = await call(ctx, "/api/auth/sign-in/email", {
      json: { email: user.email, password: user.password },
    });
    expect(res.status).toBe(200);
    signedIn = { cookie: cookiesOf(res), userId: user.id, email: user.email };
  });
  afterAll(() => ctx.close());

  it("names the cookie as our reader and the middleware's cheap check expect", async () => {
    const context = await (await authFor(ctx.deps)).$context;
    expect(context.authCookies.sessionToken.name).toBe(COOKIE_NAME);
    expect(COOKIE_NAME).toContain("session_token"); // sessionMiddleware skips cookies without it
    expect(signedIn.cookie).toContain(`${COOKIE_NAME}=`);
  });

  it("sets `<token>.<signature>`: the session row's token and a 44-character base64 HMAC-SHA256", async () => {
    const value = sessionValue(signedIn.cookie);
    const dot = value.lastIndexOf(".");
    const token = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    expect(signature).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(signature, "base64")).toHaveLength(32);
    const rows = await ctx.deps.db.select().from(session).where(eq(session.token, token));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBe(signedIn.userId);
  });

  it("our reader accepts exactly the cookie better-auth's sign-in set, as better-auth does", async () => {
    expect(await betterAuth(signedIn.cookie)).toBe(signedIn.userId);
    expect(await ourReader(signedIn.cookie)).toBe(signedIn.userId);
    // and our routes, through the session middleware
    const me = await call(ctx, "/api/me/profile", { cookie: signedIn.cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email: signedIn.email });
  });

  it("better-auth's own getSession accepts the cookie our test helper sessionCookieFor makes", async () => {
    const cookie = await sessionCookieFor(ctx, signedIn.userId);
    expect(await betterAuth(cookie)).toBe(signedIn.userId);
    expect(await ourReader(cookie)).toBe(signedIn.userId);
  });

  it("a tampered signature is refused by both", async () => {
    const cookie = withValue(tamperedSignature(sessionValue(signedIn.cookie)));
    expect(cookie).not.toBe(signedIn.cookie);
    expect(await betterAuth(cookie)).toBeNull();
    expect(await ourReader(cookie)).toBeNull();
  });

  it("a tampered token (signature kept) is refused by both", async () => {
    const cookie = withValue(tamperedToken(sessionValue(signedIn.cookie)));
    expect(await betterAuth(cookie)).toBeNull();
    expect(await ourReader(cookie)).toBeNull();
  });

  it("a token signed with another secret, or not signed at all, is refused by both", async () => {
    const value = sessionValue(signedIn.cookie);
    const token = value.slice(0, value.lastIndexOf("."));
    for (const cookie of [
      withValue(`${token}.${await makeSignature(token, "another-secret-another-secret-0123456")}`),
      withValue(token),
    ]) {
      expect(await betterAuth(cookie)).toBeNull();
      expect(await ourReader(cookie)).toBeNull();
    }
  });

  it("a session ended through better-auth is refused by our reader on the next request", async () => {
    const cookie = await sessionCookieFor(ctx, signedIn.userId);
    expect(await ourReader(cookie)).toBe(signedIn.userId);
    const out = await call(ctx, "/api/auth/sign-out", { method: "POST", cookie });
    expect(out.status).toBe(200);
    expect(await betterAuth(cookie)).toBeNull();
    expect(await ourReader(cookie)).toBeNull();
  });
});

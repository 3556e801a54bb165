import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInFailures, user } from "../db/schema";
import { seedUser } from "../features/accounts/seed-user";
import { call, cookiesOf, nextIp, signIn } from "../testing/auth";
import { createTestContext, type TestContext } from "../testing/context";
import { CROSS_SITE_MESSAGE } from "./csrf";

const wrongSignIn = (ctx: TestContext, email: string, ip = nextIp()) =>
  call(ctx, "/api/auth/sign-in/email", { json: { email, password: "not-the-password" }, ip });

describe("accounts hardening", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Lockouts and limits count attempts, whatever the hash: the fast test hasher (ADR 028). The sign-in,
    // reset, two-factor and CLI tests go through better-auth's real scrypt.
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("locks an account after 10 failed sign-ins from any addresses, with a growing delay", async () => {
    const victim = await seedUser(ctx.deps);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await wrongSignIn(ctx, victim.email)).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    // the right password waits too, and the answer says what to do
    const locked = await call(ctx, "/api/auth/sign-in/email", {
      json: { email: victim.email.toUpperCase(), password: victim.password },
    });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(20);
    expect((await locked.json()).error).toMatch(
      /Too many failed sign-ins for this account\. Please wait \d+ seconds/,
    );

    // once the first wait is over, the next failure locks it for twice as long
    const key = `account:${victim.email}`;
    await ctx.deps.db
      .update(signInFailures)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(signInFailures.key, key));
    expect((await wrongSignIn(ctx, victim.email)).status).toBe(401);
    const [row] = await ctx.deps.db.select().from(signInFailures).where(eq(signInFailures.key, key));
    const seconds = ((row?.lockedUntil?.getTime() ?? 0) - Date.now()) / 1000;
    expect(seconds).toBeGreaterThan(50);
    expect(seconds).toBeLessThanOrEqual(60);

    // a success clears the account's count
    await ctx.deps.db.update(signInFailures).set({ lockedUntil: null }).where(eq(signInFailures.key, key));
    expect(await signIn(ctx, victim.email, victim.password)).toContain("session_token");
    expect(await ctx.deps.db.select().from(signInFailures).where(eq(signInFailures.key, key))).toEqual([]);
  });

  it("keeps the owner's browser signing in while strangers' wrong passwords lock the account (device cookie)", async () => {
    const owner = await seedUser(ctx.deps);
    // the owner signed in from this browser before: it holds a device cookie for the account
    const first = await call(ctx, "/api/auth/sign-in/email", {
      json: { email: owner.email, password: owner.password },
    });
    expect(first.status).toBe(200);
    const device = first.headers
      .getSetCookie()
      .find((line) => line.startsWith("creatordesk.device="))
      ?.split(";")[0];
    expect(device).toMatch(/^creatordesk\.device=[\w-]+\.[\w-]+$/);

    // a flood from elsewhere locks the account for every browser without that cookie
    for (let i = 0; i < 10; i++) expect((await wrongSignIn(ctx, owner.email)).status).toBe(401);
    const stranger = await call(ctx, "/api/auth/sign-in/email", {
      json: { email: owner.email, password: owner.password },
    });
    expect(stranger.status).toBe(429);

    // the owner's browser still signs in, with a typo first
    const typo = await call(ctx, "/api/auth/sign-in/email", {
      json: { email: owner.email, password: "almost-the-password" },
      cookie: device,
    });
    expect(typo.status).toBe(401);
    const owners = await call(ctx, "/api/auth/sign-in/email", {
      json: { email: owner.email, password: owner.password },
      cookie: device,
    });
    expect(owners.status).toBe(200);
    expect(cookiesOf(owners)).toContain("session_token");

    // a device cookie counts for its own account only: for another account it is a stranger's
    const other = await seedUser(ctx.deps);
    for (let i = 0; i < 10; i++) await wrongSignIn(ctx, other.email);
    const elsewhere = await call(ctx, "/api/auth/sign-in/email", {
      json: { email: other.email, password: other.password },
      cookie: device,
    });
    expect(elsewhere.status).toBe(429);
  });

  it("locks a device that guesses, without locking the account for its other devices", async () => {
    const owner = await seedUser(ctx.deps);
    const deviceOf = async () =>
      (
        await call(ctx, "/api/auth/sign-in/email", { json: { email: owner.email, password: owner.password } })
      ).headers
        .getSetCookie()
        .find((line) => line.startsWith("creatordesk.device="))
        ?.split(";")[0];
    const [guessing, laptop] = [await deviceOf(), await deviceOf()];
    const tryWith = (cookie: string | undefined, password: string) =>
      call(ctx, "/api/auth/sign-in/email", { json: { email: owner.email, password }, cookie });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await tryWith(guessing, "a guess")).status);
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    expect((await tryWith(guessing, owner.password)).status).toBe(429);
    expect((await tryWith(laptop, owner.password)).status).toBe(200);
    expect((await tryWith(undefined, owner.password)).status).toBe(200);
  });

  it("lets no more than 10 of many concurrent guesses at one account through", async () => {
    const victim = await seedUser(ctx.deps);
    const answers = await Promise.all(Array.from({ length: 25 }, () => wrongSignIn(ctx, victim.email)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
  });

  it("does not count successful sign-ins against the network's allowance", async () => {
    const ip = nextIp();
    const people = await Promise.all(Array.from({ length: 3 }, () => seedUser(ctx.deps)));
    for (let round = 0; round < 3; round++) {
      for (const person of people) await signIn(ctx, person.email, person.password, ip);
    }
    // nine successes, then the limit of 5 failures a minute is still whole
    const failures = [];
    for (let i = 0; i < 6; i++) failures.push((await wrongSignIn(ctx, people[0]!.email, ip)).status);
    expect(failures).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it("accepts a same-origin sign-in on whatever address the server is reached by", async () => {
    const person = await seedUser(ctx.deps);
    for (const origin of ["http://127.0.0.1:3000", "http://192.168.1.20:8080"]) {
      const host = new URL(origin).host;
      const res = await ctx.app.request(`${origin}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { origin, host, "content-type": "application/json", "x-forwarded-for": nextIp() },
        body: JSON.stringify({ email: person.email, password: person.password }),
      });
      expect(res.status, origin).toBe(200);
      const contact = await ctx.app.request(`${origin}/api/contact`, {
        method: "POST",
        headers: { origin, host, "content-type": "application/json", "x-forwarded-for": nextIp() },
        body: JSON.stringify({ name: "Ann", email: "ann@example.test", subject: "Hi", message: "Hello" }),
      });
      expect(contact.status, origin).toBe(201);
    }
  });

  it("refuses a cross-site sign-in and contact message in words a person understands", async () => {
    const person = await seedUser(ctx.deps);
    const headers = {
      origin: "https://evil.example",
      host: "127.0.0.1:3000",
      "content-type": "application/json",
      "x-forwarded-for": nextIp(),
    };
    const signInRes = await ctx.app.request("http://127.0.0.1:3000/api/auth/sign-in/email", {
      method: "POST",
      headers,
      body: JSON.stringify({ email: person.email, password: person.password }),
    });
    expect(signInRes.status).toBe(403);
    expect((await signInRes.json()).error).toBe(CROSS_SITE_MESSAGE);
    const contact = await ctx.app.request("http://127.0.0.1:3000/api/contact", {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "Ann", email: "ann@example.test", subject: "Hi", message: "Hello" }),
    });
    expect(contact.status).toBe(403);
    expect((await contact.json()).error).toBe(CROSS_SITE_MESSAGE);
  });

  it("closes better-auth's own update-user, and keeps an image URL out of sign-up", async () => {
    const person = await seedUser(ctx.deps);
    const cookie = await signIn(ctx, person.email, person.password);
    const update = await call(ctx, "/api/auth/update-user", {
      cookie,
      json: { name: "x".repeat(1000), image: "https://tracker.example/pixel.gif" },
    });
    expect(update.status).toBe(404);
    const email = `img-${Date.now()}@example.test`;
    const signUp = await call(ctx, "/api/auth/sign-up/email", {
      json: { name: "Ima Ge", email, password: "a long password", image: "https://tracker.example/p.gif" },
    });
    expect(signUp.status).toBe(200);
    const [row] = await ctx.deps.db.select().from(user).where(eq(user.email, email));
    expect(row?.image).toBeNull();
    for (const path of ["/api/auth/delete-user", "/api/auth/change-email", "/api/auth/list-sessions"]) {
      expect((await call(ctx, path, { cookie, json: {} })).status, path).toBe(404);
    }
  });

  it("ends every other session of a user who changes their password", async () => {
    const person = await seedUser(ctx.deps, { password: "the old password" });
    const laptop = await signIn(ctx, person.email, "the old password");
    const phone = await signIn(ctx, person.email, "the old password");
    const changed = await call(ctx, "/api/auth/change-password", {
      cookie: laptop,
      json: { currentPassword: "the old password", newPassword: "the new password" },
    });
    expect(changed.status).toBe(200);
    expect((await call(ctx, "/api/me/profile", { cookie: phone })).status).toBe(401);
    // the device that changed it stays signed in, with its new cookie
    const renewed = cookiesOf(changed) || laptop;
    expect((await call(ctx, "/api/me/profile", { cookie: renewed })).status).toBe(200);
    expect(await signIn(ctx, person.email, "the new password")).toContain("session_token");
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedUser } from "../features/accounts/seed-user";
import { call, cookiesOf, nextIp, signIn } from "../testing/auth";
import { createTestContext, type TestContext } from "../testing/context";

describe("email and password auth", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, { realPasswordHashing: true });
  });
  afterAll(() => ctx.close());

  it("signs up with a full name, as a creator, and is signed in at once", async () => {
    const email = `new-${Date.now()}@example.test`;
    const res = await call(ctx, "/api/auth/sign-up/email", {
      json: { email, password: "correct horse battery", name: "Ada Lovelace" },
    });
    expect(res.status).toBe(200);
    const cookie = cookiesOf(res);
    expect(res.headers.getSetCookie().join("\n")).toMatch(/HttpOnly/i);
    expect(res.headers.getSetCookie().join("\n")).toMatch(/SameSite=Lax/i);
    const me = await call(ctx, "/api/me/profile", { cookie });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ email, name: "Ada Lovelace", role: "creator", bio: null });
  });

  it("refuses a sign-up without a full name", async () => {
    const res = await call(ctx, "/api/auth/sign-up/email", {
      json: { email: `noname-${Date.now()}@example.test`, password: "correct horse battery", name: "" },
    });
    expect(res.status).toBe(400);
  });

  it("signs in, keeps the session across reloads with the same cookie, and signs out", async () => {
    const user = await seedUser(ctx.deps, { role: "editor" });
    const cookie = await signIn(ctx, user.email, user.password);
    for (let reload = 0; reload < 2; reload++) {
      const session = await call(ctx, "/api/auth/get-session", { cookie });
      expect(session.status).toBe(200);
      expect((await session.json()).user).toMatchObject({ email: user.email, role: "editor" });
    }
    const out = await call(ctx, "/api/auth/sign-out", { method: "POST", cookie });
    expect(out.status).toBe(200);
    expect((await call(ctx, "/api/me/profile", { cookie })).status).toBe(401);
    expect(await (await call(ctx, "/api/auth/get-session", { cookie })).json()).toBeNull();
  });

  it("refuses a wrong password", async () => {
    const user = await seedUser(ctx.deps);
    const res = await call(ctx, "/api/auth/sign-in/email", {
      json: { email: user.email, password: "wrong-password" },
    });
    expect(res.status).toBe(401);
  });

  it("rate-limits repeated failed sign-ins from one IP (429)", async () => {
    const user = await seedUser(ctx.deps);
    const ip = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await call(ctx, "/api/auth/sign-in/email", {
        json: { email: user.email, password: `wrong-${i}-password` },
        ip,
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    // another address is not blocked
    expect(await signIn(ctx, user.email, user.password, nextIp())).toContain("session_token");
  });

  it("refuses a sign-in posted from a foreign origin with a cookie (CSRF)", async () => {
    const user = await seedUser(ctx.deps);
    const cookie = await signIn(ctx, user.email, user.password);
    const res = await call(ctx, "/api/auth/sign-out", {
      method: "POST",
      cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    const own = await call(ctx, "/api/me/deletion-request", {
      method: "POST",
      cookie,
      headers: { origin: "https://evil.example" },
    });
    expect(own.status).toBe(403);
  });
});

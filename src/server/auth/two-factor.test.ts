import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedUser } from "../features/accounts/seed-user";
import { call, cookiesOf, signIn } from "../testing/auth";
import { createTestContext, type TestContext } from "../testing/context";

describe("two-factor sign-in (TOTP)", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, { realPasswordHashing: true });
  });
  afterAll(() => ctx.close());

  it("enables TOTP with the password, then asks for a code at sign-in", async () => {
    const user = await seedUser(ctx.deps, { role: "promoter" });
    const cookie = await signIn(ctx, user.email, user.password);

    const enabled = await call(ctx, "/api/auth/two-factor/enable", {
      cookie,
      json: { password: user.password },
    });
    expect(enabled.status).toBe(200);
    const { totpURI, backupCodes } = await enabled.json();
    expect(backupCodes.length).toBeGreaterThan(0);
    const totp = OTPAuth.URI.parse(totpURI);
    expect(totp).toBeInstanceOf(OTPAuth.TOTP);
    expect((totp as OTPAuth.TOTP).issuer).toBe("CreatorDesk");

    const verified = await call(ctx, "/api/auth/two-factor/verify-totp", {
      cookie,
      json: { code: (totp as OTPAuth.TOTP).generate() },
    });
    expect(verified.status).toBe(200);
    const profile = await (
      await call(ctx, "/api/me/profile", { cookie: cookiesOf(verified) || cookie })
    ).json();
    expect(profile.twoFactorEnabled).toBe(true);

    const first = await call(ctx, "/api/auth/sign-in/email", {
      json: { email: user.email, password: user.password },
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookiesOf(first);
    expect(pending).not.toContain("session_token=");
    expect((await call(ctx, "/api/me/profile", { cookie: pending })).status).toBe(401);

    const wrong = await call(ctx, "/api/auth/two-factor/verify-totp", {
      cookie: pending,
      json: { code: "000000" },
    });
    expect(wrong.status).toBe(401);
    const done = await call(ctx, "/api/auth/two-factor/verify-totp", {
      cookie: pending,
      json: { code: (totp as OTPAuth.TOTP).generate() },
    });
    expect(done.status).toBe(200);
    const session = cookiesOf(done);
    expect(session).toContain("session_token=");
    expect((await call(ctx, "/api/me/profile", { cookie: session })).status).toBe(200);
  });
});

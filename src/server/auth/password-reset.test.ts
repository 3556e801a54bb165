import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox } from "../db/schema";
import { seedUser } from "../features/accounts/seed-user";
import { call, signIn } from "../testing/auth";
import { createTestContext, type TestContext } from "../testing/context";

describe("password reset by an emailed link", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, { realPasswordHashing: true });
  });
  afterAll(() => ctx.close());

  it("queues an email whose link's token sets a new password and ends the old sessions", async () => {
    const user = await seedUser(ctx.deps);
    const oldCookie = await signIn(ctx, user.email, user.password);
    const asked = await call(ctx, "/api/auth/request-password-reset", { json: { email: user.email } });
    expect(asked.status).toBe(200);

    const [mail] = await ctx.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email));
    expect(mail?.subject).toBe("Reset your CreatorDesk password");
    const link = mail?.text.match(/http:\/\/localhost:3000\/reset-password\?token=(\S+)/);
    expect(link).not.toBeNull();
    const token = decodeURIComponent(link?.[1] ?? "");

    const reset = await call(ctx, "/api/auth/reset-password", {
      json: { token, newPassword: "a brand new password" },
    });
    expect(reset.status).toBe(200);
    expect((await call(ctx, "/api/me/profile", { cookie: oldCookie })).status).toBe(401);
    await expect(signIn(ctx, user.email, user.password)).rejects.toThrow(/401/);
    expect(await signIn(ctx, user.email, "a brand new password")).toContain("session_token");

    const again = await call(ctx, "/api/auth/reset-password", {
      json: { token, newPassword: "yet another password" },
    });
    expect(again.status).toBe(400);
  });

  it("answers the same for an unknown email and queues nothing", async () => {
    const email = `nobody-${Date.now()}@example.test`;
    const asked = await call(ctx, "/api/auth/request-password-reset", { json: { email } });
    expect(asked.status).toBe(200);
    expect(await ctx.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, email))).toHaveLength(0);
  });
});

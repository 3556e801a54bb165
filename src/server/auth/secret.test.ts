import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedUser } from "../features/accounts/seed-user";
import { call, signIn } from "../testing/auth";
import { createTestContext, type TestContext } from "../testing/context";
import { resolveAuthSecret } from "./secret";

describe("the auth secret", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ AUTH_SECRET: "" }, { realPasswordHashing: true }); // nothing configured
  });
  afterAll(() => ctx.close());

  it("is AUTH_SECRET when set", async () => {
    expect(await resolveAuthSecret(ctx.deps.db, "x".repeat(40))).toBe("x".repeat(40));
  });

  it("is generated once and kept in the database when unset, so every instance agrees", async () => {
    const [a, b] = await Promise.all([
      resolveAuthSecret(ctx.deps.db, undefined),
      resolveAuthSecret(ctx.deps.db, undefined),
    ]);
    expect(a).toBe(b);
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(await resolveAuthSecret(ctx.deps.db, undefined)).toBe(a);
  });

  it("signs sessions with nothing configured", async () => {
    const user = await seedUser(ctx.deps);
    const cookie = await signIn(ctx, user.email, user.password);
    expect((await call(ctx, "/api/me/profile", { cookie })).status).toBe(200);
  });
});

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { account } from "../db/schema";
import { seedUser } from "../features/accounts/seed-user";
import { signIn } from "./auth";
import { createTestContext, type TestContext } from "./context";
import { fastPasswordHasher } from "./fast-password";

async function storedHash(ctx: TestContext, userId: string) {
  const [row] = await ctx.deps.db
    .select({ password: account.password })
    .from(account)
    .where(eq(account.userId, userId));
  return row?.password ?? "";
}

describe("the test password hasher", () => {
  let fast: TestContext;
  let real: TestContext;
  beforeAll(async () => {
    [fast, real] = await Promise.all([
      createTestContext(),
      createTestContext({}, { realPasswordHashing: true }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([fast?.close(), real?.close()]);
  });

  it("verifies what it hashed, and nothing else", async () => {
    const hash = await fastPasswordHasher.hash("correct horse");
    expect(await fastPasswordHasher.verify({ hash, password: "correct horse" })).toBe(true);
    expect(await fastPasswordHasher.verify({ hash, password: "correct horsE" })).toBe(false);
    expect(await fastPasswordHasher.verify({ hash: "abc:def", password: "correct horse" })).toBe(false);
  });

  // better-auth's real scrypt, four times, on purpose
  it("is what test contexts sign in with, unless they ask for better-auth's scrypt", async () => {
    const quick = await seedUser(fast.deps, { password: "a long password 1" });
    expect(await storedHash(fast, quick.id)).toMatch(/^test-sha256:/);
    expect(await signIn(fast, quick.email, quick.password)).toContain("session_token");

    const slow = await seedUser(real.deps, { password: "a long password 2" });
    // better-auth's scrypt: hex salt and key
    expect(await storedHash(real, slow.id)).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await signIn(real, slow.email, slow.password)).toContain("session_token");
    // the shared password of seeded users is hashed once per hasher, so each context can sign them in
    const [a, b] = [await seedUser(fast.deps), await seedUser(real.deps)];
    expect(await signIn(fast, a.email, a.password)).toContain("session_token");
    expect(await signIn(real, b.email, b.password)).toContain("session_token");
  });
});

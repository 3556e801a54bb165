import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { session, user } from "../../db/schema";
import { call, signIn } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { startCliServer, type TestServer } from "../../testing/server";

/*
 * Smoke (PGlite lane): accounts has no routes of its own; its use case (create a user, or set the role of
 * an existing one) is reached through the CLI's endpoint, on a loopback socket with the server's token.
 */

let ctx: TestContext;
let server: TestServer;
let internal: Awaited<ReturnType<typeof startCliServer>>["internal"];
beforeAll(async () => {
  ctx = await createTestContext();
  ({ server, internal } = await startCliServer(ctx));
});
afterAll(async () => {
  await server?.close();
  await ctx?.close();
});

const command = async (body: unknown) => {
  const res = await internal("/users", body);
  expect(res.status).toBe(200);
  return res.json();
};

it("creates an account that signs in, then changes its role", async () => {
  const email = "smoke-account@example.test";
  const created = await command({
    email,
    password: "account password",
    name: "Smoke Account",
    role: "editor",
  });
  expect(created).toMatchObject({ email, role: "editor", created: true });
  const cookie = await signIn(ctx, email, "account password");
  const me = await (await call(ctx, "/api/auth/get-session", { cookie })).json();
  expect(me.user).toMatchObject({ id: created.id, role: "editor", name: "Smoke Account" });

  const updated = await command({ email, role: "manager" });
  expect(updated).toMatchObject({ id: created.id, role: "manager", created: false });
  const [row] = await ctx.deps.db.select().from(user).where(eq(user.id, created.id));
  expect(row?.role).toBe("manager");
  expect(await ctx.deps.db.select().from(session).where(eq(session.userId, created.id))).not.toEqual([]);
});

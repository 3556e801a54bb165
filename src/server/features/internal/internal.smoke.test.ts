import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { deals, user } from "../../db/schema";
import { signIn } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { startCliServer, type TestServer } from "../../testing/server";

/*
 * Smoke (PGlite lane): the local CLI's endpoints, on a loopback socket with the server's bearer token
 * (the token index.ts sets on the running server's deps): create a user who can sign in, and seed a deal.
 */

let ctx: TestContext;
let server: TestServer;
let post: Awaited<ReturnType<typeof startCliServer>>["internal"];
beforeAll(async () => {
  ctx = await createTestContext();
  ({ server, internal: post } = await startCliServer(ctx));
});
afterAll(async () => {
  await server?.close();
  await ctx?.close();
});

it("creates a user with the CLI's token, and seeds a deal of theirs", async () => {
  const email = "smoke-cli@example.test";
  expect((await post("/users", { email, password: "cli password 1" }, "Bearer wrong")).status).toBe(403);
  expect(await ctx.deps.db.select().from(user).where(eq(user.email, email))).toEqual([]);

  const res = await post("/users", { email, password: "cli password 1", name: "Smoke Cli", role: "creator" });
  expect(res.status).toBe(200);
  const created = await res.json();
  expect(created).toMatchObject({ email, role: "creator", created: true });
  const [row] = await ctx.deps.db.select().from(user).where(eq(user.id, created.id));
  expect(row).toMatchObject({ name: "Smoke Cli", role: "creator" });
  expect(await signIn(ctx, email, "cli password 1")).toContain("session_token");

  const seeded = await post("/deals", {
    creatorEmail: email,
    brandName: "Smoke Brand",
    title: "Seeded smoke deal",
    valueMinor: 1000,
    currency: "USD",
    stage: "Lead",
  });
  expect(seeded.status).toBe(201);
  const { id } = await seeded.json();
  const [deal] = await ctx.deps.db.select().from(deals).where(eq(deals.id, id));
  expect(deal).toMatchObject({ creatorId: created.id, title: "Seeded smoke deal", stage: "Lead" });
});

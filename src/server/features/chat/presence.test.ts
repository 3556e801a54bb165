import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_CHATS_TOPIC } from "~/domain/chat";
import { chatStaffPresence } from "../../db/schema";
import { signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { record, testRealtimeClient, waitFor } from "../../testing/realtime";
import { startTestServer, type TestServer } from "../../testing/server";
import { resetPresenceThrottle } from "./presence";

/* Issue 21 (ADR 059): a manager with the chats open is "there", by their socket alone. */
describe("staff presence on the chat", () => {
  let ctx: TestContext;
  let server: TestServer;
  beforeAll(async () => {
    ctx = await createTestContext({}, { heartbeat: { interval: 150, timeout: 100 } });
    server = await startTestServer(ctx);
  });
  afterAll(async () => {
    await server.close();
    await ctx.close();
  });

  const seen = async (userId: string) =>
    (await ctx.deps.db.select().from(chatStaffPresence).where(eq(chatStaffPresence.userId, userId)))[0];

  it("is touched when a manager's socket subscribes to the chats, and kept by its heartbeat", async () => {
    resetPresenceThrottle();
    const boss = await signedInAs(ctx, "manager");
    const made = testRealtimeClient(server, boss.cookie);
    record(made.client, ALL_CHATS_TOPIC);
    await waitFor(() => seen(boss.id), 5000, "the manager's presence");
    // gone from the table (and the throttle forgotten): the next heartbeat check writes it again
    await ctx.deps.db.delete(chatStaffPresence);
    resetPresenceThrottle();
    await waitFor(() => seen(boss.id), 5000, "the heartbeat's touch");
    made.client.shutdown();
  });

  it("is not touched by a creator's socket", async () => {
    resetPresenceThrottle();
    const creator = await signedInAs(ctx, "creator");
    const made = testRealtimeClient(server, creator.cookie);
    const log = record(made.client, ALL_CHATS_TOPIC);
    await waitFor(() => log.denied, 5000, "the refusal");
    await new Promise((r) => setTimeout(r, 400)); // a few heartbeats
    expect(await seen(creator.id)).toBeUndefined();
    made.client.shutdown();
  });
});

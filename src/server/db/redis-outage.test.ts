import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ChatMessage, chatTopic } from "~/domain/chat";
import { call, signedInAs } from "../testing/auth";
import { managerSays, newGuestChat } from "../testing/chat";
import { createTestContext, type TestContext } from "../testing/context";
import { record, type TestRealtimeClient, testRealtimeClient, waitFor } from "../testing/realtime";
import { programPath, redisEnv, startOwnRedis } from "../testing/redis";
import { startTestServer, type TestServer } from "../testing/server";

/*
 * Two instances sharing a Redis of the test's own (issue 39, ADR 085), which the test stops and starts again:
 * the sign-in limit is counted across instances; with Redis away a message is still saved, its event waits in
 * the outbox and sign-in is refused (fails closed); once Redis is back the event reaches the other instance's
 * socket, once.
 */

const noRedisServer = programPath("redis-server")
  ? null
  : "redis-server is not installed here: the Redis outage is not tested";

const contents = (events: { type: string; message?: unknown }[]) =>
  events.filter((e) => e.type === "message" && e.message).map((e) => (e.message as ChatMessage).content);

describe.skipIf(process.env.TEST_DB !== "postgres")("a Redis outage under two instances", () => {
  if (noRedisServer) {
    it.skip(noRedisServer, () => {});
    return;
  }
  let redis: Awaited<ReturnType<typeof startOwnRedis>>;
  let a: TestContext;
  let b: TestContext;
  let serverA: TestServer;
  let serverB: TestServer;
  const clients: TestRealtimeClient[] = [];

  beforeAll(async () => {
    redis = await startOwnRedis();
    const env = { ...redisEnv(redis.url), AUTH_RATE_LIMIT: "3" };
    a = await createTestContext(env);
    b = await createTestContext(env, { sameDatabaseAs: a });
    await a.deps.database.redis!.ready();
    await b.deps.database.redis!.ready();
    serverA = await startTestServer(a);
    serverB = await startTestServer(b);
  });
  afterAll(async () => {
    for (const made of clients) made.client.shutdown();
    await serverA?.close();
    await serverB?.close();
    await b?.close();
    await a?.close();
    await redis?.stop();
  });

  const signIn = (ctx: TestContext, email: string, password: string, ip: string) =>
    call(ctx, "/api/auth/sign-in/email", { json: { email, password }, ip });

  it("counts a network's failed sign-ins across the instances", async () => {
    const user = await signedInAs(a, "creator");
    const ip = "203.0.113.77";
    expect((await signIn(a, user.email, "wrong password 1", ip)).status).toBe(401);
    expect((await signIn(b, user.email, "wrong password 2", ip)).status).toBe(401);
    expect((await signIn(a, user.email, "wrong password 3", ip)).status).toBe(401);
    // the fourth, on the other instance: the network's three are used up
    expect((await signIn(b, user.email, "wrong password 4", ip)).status).toBe(429);
  });

  it("with Redis away, saves a message and holds its event, refuses sign-in; relays it once Redis is back", async () => {
    const chat = await newGuestChat(a);
    const manager = await signedInAs(b, "manager");
    const made = testRealtimeClient(serverA);
    clients.push(made);
    const guest = record(made.client, chatTopic(chat.sessionId), chat.token);
    await waitFor(() => guest.resyncs > 0, 5000, "the subscription");

    await redis.stop();
    // the write does not depend on Redis: saved, its event queued in the outbox
    await managerSays(b, manager.cookie, chat.sessionId, "said while Redis was away");
    await waitFor(
      async () => (await (await b.app.request("/api/health")).json()).bus.waiting > 0,
      3000,
      "the event waiting in the outbox",
    );
    // sign-in fails closed: its limit cannot be counted
    const refused = await signIn(a, manager.email, manager.password, "203.0.113.78");
    expect(refused.status).toBe(503);
    await new Promise((r) => setTimeout(r, 1200)); // a relay round or two meanwhile: still nothing arrives
    expect(contents(guest.events)).toEqual([]);

    await redis.start();
    await waitFor(
      () => contents(guest.events).includes("said while Redis was away"),
      10_000,
      "the held event after Redis came back",
    );
    expect(contents(guest.events)).toEqual(["said while Redis was away"]);
    expect((await (await b.app.request("/api/health")).json()).bus.waiting).toBe(0);
    // the client is told to refetch too (what a plain pub/sub subscriber might have missed meanwhile)
    expect(guest.resyncs).toBeGreaterThan(1);
    await waitFor(() => a.deps.database.redis!.up, 5000, "A's command connection");
    expect((await signIn(a, manager.email, manager.password, "203.0.113.79")).status).toBe(200);
  }, 30_000);
});

import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket as WsSocket } from "ws";
import { ALL_CHATS_TOPIC, type ChatMessage, chatTopic } from "~/domain/chat";
import { CLOSE_SESSION_CHANGED, CLOSE_TOO_MANY_SOCKETS } from "~/domain/realtime";
import { call, signedInAs } from "../testing/auth";
import { guestSays, managerSays, newGuestChat } from "../testing/chat";
import { createTestContext, type TestContext } from "../testing/context";
import { record, type TestRealtimeClient, testRealtimeClient, waitFor } from "../testing/realtime";
import { noRedis, redisEnv } from "../testing/redis";
import { startTestServer, type TestServer } from "../testing/server";

/*
 * Two instances of the app on one PostgreSQL database: fan-out through each transport of the bus (ADR 085:
 * LISTEN/NOTIFY, and Redis on the machine's Redis), and recovery from the database's connections cut.
 */

const contents = (events: { type: string; message?: unknown }[]) =>
  events.filter((e) => e.type === "message" && e.message).map((e) => (e.message as ChatMessage).content);

const transports = [
  { bus: "postgres", skip: null },
  { bus: "redis", skip: noRedis },
] as const;

describe.skipIf(process.env.TEST_DB !== "postgres").each(transports)(
  "two instances on one PostgreSQL database, bus $bus",
  ({ bus, skip }) => {
    if (skip) it.skip(skip, () => {});
    if (skip) return;
    let a: TestContext;
    let b: TestContext;
    let serverA: TestServer;
    let serverB: TestServer;
    let manager: string;
    const clients: TestRealtimeClient[] = [];

    beforeAll(async () => {
      // with Redis, a user's sockets are counted on every instance together (ADR 085)
      const env = bus === "redis" ? { ...redisEnv(), REALTIME_MAX_SOCKETS_PER_USER: "3" } : {};
      a = await createTestContext(env);
      b = await createTestContext(env, { sameDatabaseAs: a });
      // no error listener of the test's own on the pools: the app's own (db/client.ts) must keep them alive
      serverA = await startTestServer(a);
      serverB = await startTestServer(b);
      manager = (await signedInAs(a, "manager")).cookie;
    });
    afterAll(async () => {
      for (const made of clients) made.client.shutdown();
      await serverA.close();
      await serverB.close();
      await b.close();
      await a.close();
    });

    const client = (server: TestServer, cookie?: string) => {
      const made = testRealtimeClient(server, cookie);
      clients.push(made);
      return made;
    };

    it("a client of instance A hears messages posted through instance B, and the other way round", async () => {
      const chat = await newGuestChat(a);
      const guest = record(client(serverA).client, chatTopic(chat.sessionId), chat.token);
      const boss = record(client(serverB, manager).client, ALL_CHATS_TOPIC);
      await waitFor(() => guest.resyncs > 0 && boss.resyncs > 0, 5000, "subscriptions");

      await managerSays(b, manager, chat.sessionId, "through B");
      await guestSays(a, chat, "through A");
      await waitFor(() => contents(guest.events).length === 2, 5000, "A's client");
      await waitFor(() => contents(boss.events).length === 2, 5000, "B's client");
      expect(contents(guest.events)).toEqual(["through B", "through A"]);
      expect(contents(boss.events)).toEqual(["through B", "through A"]);
      // the health check names the bus, and its probe came back through it
      await waitFor(
        async () => (await (await a.app.request("/api/health")).json()).bus.lagMs !== null,
        7000,
        "a probe",
      );
      const health = await (await a.app.request("/api/health")).json();
      expect(health.bus).toMatchObject({ kind: bus, waiting: 0 });
      expect(health.bus.lagMs).toBeLessThan(1000);
    });

    it("a guest's typing through A reaches the manager's socket on B (a signal outside the outbox)", async () => {
      const chat = await newGuestChat(a);
      const guestClient = client(serverA).client;
      const guest = record(guestClient, chatTopic(chat.sessionId), chat.token);
      const boss = record(client(serverB, manager).client, chatTopic(chat.sessionId));
      await waitFor(() => guest.resyncs > 0 && boss.resyncs > 0, 5000, "subscriptions");
      guestClient.signal(chatTopic(chat.sessionId), "typing");
      await waitFor(() => boss.events.some((e) => e.type === "typing"), 5000, "the typing on B");
    });

    /**
     * Terminates the backends of the tests' database that `where` picks (waiting up to `waitMs` for each to
     * end, when given): a row each.
     */
    async function terminateBackends(where: string, waitMs?: number) {
      const url = new URL(a.deps.database.url!);
      const database = url.pathname.slice(1);
      url.pathname = "/postgres";
      const admin = new pg.Client({ connectionString: url.toString() });
      await admin.connect();
      try {
        const terminate =
          waitMs === undefined ? "pg_terminate_backend(pid)" : `pg_terminate_backend(pid, ${waitMs})`;
        const result = await admin.query(
          `select ${terminate} as done from pg_stat_activity where datname = $1 and ${where}`,
          [database],
        );
        return result.rows;
      } finally {
        await admin.end();
      }
    }

    it("a sign-out through instance A closes that session's socket on instance B within a second", async () => {
      const boss = await signedInAs(a, "manager");
      const socket = new WsSocket(serverB.realtimeUrl, { headers: { cookie: boss.cookie } });
      const received: string[] = [];
      socket.on("message", (data) => received.push(String(data)));
      await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
      socket.send(JSON.stringify({ type: "subscribe", topic: ALL_CHATS_TOPIC }));
      await waitFor(() => received.some((m) => m.includes('"subscribed"')), 5000, "the subscription");
      const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
      expect((await call(a, "/api/auth/sign-out", { method: "POST", cookie: boss.cookie })).status).toBe(200);
      const code = await Promise.race([closed, new Promise((r) => setTimeout(() => r("too late"), 1000))]);
      expect(code).toBe(CLOSE_SESSION_CHANGED);
    });

    it.skipIf(bus !== "redis")(
      "caps a user's sockets over both instances together; one closed makes room",
      async () => {
        const user = await signedInAs(a, "creator");
        const open = async (server: TestServer) => {
          const socket = new WsSocket(server.realtimeUrl, { headers: { cookie: user.cookie } });
          const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
          await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
          return { socket, closed };
        };
        const still = (closed: Promise<number>) =>
          Promise.race([closed, new Promise((r) => setTimeout(() => r("open"), 300))]);
        const first = await open(serverA);
        const others = [await open(serverA), await open(serverB)];
        // B holds one of the user's sockets, A two: the fourth is over the cap of three
        const fourth = await open(serverB);
        expect(await still(fourth.closed)).toBe(CLOSE_TOO_MANY_SOCKETS);
        first.socket.close();
        await first.closed;
        await new Promise((r) => setTimeout(r, 100));
        const again = await open(serverB);
        expect(await still(again.closed)).toBe("open");
        for (const { socket } of [...others, again]) socket.close();
      },
    );

    it.skipIf(bus === "redis")(
      "after only the realtime listeners' connections are terminated, a message posted through B still reaches A's client",
      async () => {
        const chat = await newGuestChat(a);
        const guest = record(client(serverA).client, chatTopic(chat.sessionId), chat.token);
        await waitFor(() => guest.resyncs > 0, 5000, "subscription");

        const rows = await terminateBackends("application_name = 'creatordesk-realtime'", 5000);
        // one listener an instance, each re-listening on a new connection
        expect(rows).toHaveLength(2);
        await waitFor(() => guest.resyncs > 1, 10_000, "the resync after A's listener came back");

        await managerSays(b, manager, chat.sessionId, "after the listener's cut");
        await waitFor(
          () => contents(guest.events).includes("after the listener's cut"),
          10_000,
          "delivery after the listener's cut",
        );
        // the waits allow the listener's reconnection (with its backoff) 10 s, as the product promises "within seconds"
      },
      30_000,
    );

    it.skipIf(bus === "redis")(
      "after every backend of the database is terminated, clients resync and messages flow again within seconds",
      async () => {
        const chat = await newGuestChat(a);
        const guest = record(client(serverA).client, chatTopic(chat.sessionId), chat.token);
        await waitFor(() => guest.resyncs > 0, 5000, "subscription");

        const rows = await terminateBackends("pid <> pg_backend_pid()");
        // at least the two listeners and the pools' connections
        expect(rows.length).toBeGreaterThanOrEqual(2);

        await waitFor(() => guest.resyncs > 1, 10_000, "the resync after the listener came back");
        // the next request may still meet a dead pooled connection: retry as a client would
        await waitFor(
          () =>
            managerSays(b, manager, chat.sessionId, "after the outage").then(
              () => true,
              () => false,
            ),
          10_000,
          "a successful post",
        );
        await waitFor(
          () => contents(guest.events).includes("after the outage"),
          10_000,
          "delivery after the outage",
        );
        expect(contents(guest.events).filter((c) => c === "after the outage")).toHaveLength(1);
        // as above: each wait allows a reconnection with its backoff
      },
      30_000,
    );
  },
);

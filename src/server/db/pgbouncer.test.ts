import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALL_CHATS_TOPIC, type ChatMessage, chatTopic } from "~/domain/chat";
import { call, signedInAs } from "../testing/auth";
import { guestSays, managerSays, newGuestChat } from "../testing/chat";
import { createTestContext, type TestContext } from "../testing/context";
import { record, type TestRealtimeClient, testRealtimeClient, waitFor } from "../testing/realtime";
import { noRedis, pgbouncerBinary, redisEnv, startPgBouncer } from "../testing/redis";
import { startTestServer, type TestServer } from "../testing/server";

/*
 * Behind a pooler (issue 39, ADR 085): two instances whose pools go through Debian's PgBouncer in transaction
 * mode (statements unnamed: DATABASE_PREPARED_STATEMENTS=false, as PgBouncer before 1.21 needs), Redis as the
 * bus, the migrations on the server's own address. A chat crosses from one instance to the other, signed-in
 * requests (the session's prepared lookup) answer, and no instance LISTENs.
 */

const skip =
  (pgbouncerBinary ? null : "pgbouncer is not installed here (Debian's package): the pooler is not tested") ??
  noRedis;

const contents = (events: { type: string; message?: unknown }[]) =>
  events.filter((e) => e.type === "message" && e.message).map((e) => (e.message as ChatMessage).content);

describe.skipIf(process.env.TEST_DB !== "postgres")(
  "two instances through PgBouncer in transaction mode",
  () => {
    if (skip) {
      it.skip(skip, () => {});
      return;
    }
    let base: TestContext;
    let bouncer: Awaited<ReturnType<typeof startPgBouncer>>;
    let a: TestContext;
    let b: TestContext;
    let serverA: TestServer;
    let serverB: TestServer;
    const clients: TestRealtimeClient[] = [];

    beforeAll(async () => {
      base = await createTestContext();
      const direct = base.deps.database.url!;
      bouncer = await startPgBouncer(direct);
      const env = {
        ...redisEnv(),
        DATABASE_URL: bouncer.url,
        DATABASE_DIRECT_URL: direct,
        DATABASE_PREPARED_STATEMENTS: "false",
      };
      a = await createTestContext(env, { sameDatabaseAs: base });
      b = await createTestContext(env, { sameDatabaseAs: base });
      // as a starting instance does: the migrations (none left to apply) under their lock, on the server itself
      await a.deps.database.migrate();
      await b.deps.database.migrate();
      serverA = await startTestServer(a);
      serverB = await startTestServer(b);
    });
    afterAll(async () => {
      for (const made of clients) made.client.shutdown();
      await serverA?.close();
      await serverB?.close();
      await b?.close();
      await a?.close();
      await bouncer?.stop();
      await base?.close();
    });

    it("carries a chat between the instances, with signed-in requests, and no LISTEN anywhere", async () => {
      expect(a.deps.database.url).toContain(new URL(bouncer.url).port);
      const manager = await signedInAs(a, "manager");
      const chat = await newGuestChat(a);
      const guestClient = testRealtimeClient(serverA);
      const bossClient = testRealtimeClient(serverB, manager.cookie);
      clients.push(guestClient, bossClient);
      const guest = record(guestClient.client, chatTopic(chat.sessionId), chat.token);
      const boss = record(bossClient.client, ALL_CHATS_TOPIC);
      await waitFor(() => guest.resyncs > 0 && boss.resyncs > 0, 5000, "subscriptions");

      // several signed-in requests on each instance: the prepared session lookup on whichever server connection
      for (let i = 0; i < 3; i++) await managerSays(b, manager.cookie, chat.sessionId, `through B ${i}`);
      await guestSays(a, chat, "through A");
      const said = ["through B 0", "through B 1", "through B 2", "through A"];
      await waitFor(() => contents(guest.events).length === 4, 5000, "A's guest");
      await waitFor(() => contents(boss.events).length === 4, 5000, "B's manager");
      expect(contents(guest.events)).toEqual(said);
      expect(contents(boss.events)).toEqual(said);

      // many at once: the server connections behind the pool take turns, none knows another's statements
      const reads = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          call(i % 2 ? a : b, "/api/me/notifications", { cookie: manager.cookie }),
        ),
      );
      expect(reads.map((res) => res.status)).toEqual(reads.map(() => 200));

      const admin = new pg.Client({ connectionString: base.deps.database.url });
      await admin.connect();
      try {
        const { rows } = await admin.query(
          "select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = 'creatordesk-realtime'",
        );
        expect(rows[0].n).toBe(0);
      } finally {
        await admin.end();
      }
    });
  },
);

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userTopic } from "~/domain/activity";
import { statusChanges } from "../../db/schema";
import { publish } from "../../realtime/publish";
import { signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { record, testRealtimeClient, waitFor } from "../../testing/realtime";
import { startTestServer, type TestServer } from "../../testing/server";
import { recordStatusChange } from "./status-history";

describe("activity: status history and user topics", () => {
  let ctx: TestContext;
  let server: TestServer;
  beforeAll(async () => {
    ctx = await createTestContext();
    server = await startTestServer(ctx);
  });
  afterAll(async () => {
    await server.close();
    await ctx.close();
  });

  const historyOf = (subjectId: string) =>
    ctx.deps.db.select().from(statusChanges).where(eq(statusChanges.subjectId, subjectId));

  it("records a change in the transaction that makes it, and nothing for a rolled-back one or no change", async () => {
    const actor = { id: (await signedInAs(ctx, "manager")).id, name: "Alex Boss" };
    await ctx.deps.db.transaction(async (tx) => {
      await recordStatusChange(tx, {
        subjectType: "editing_project",
        subjectId: "p1",
        actor,
        from: null,
        to: "Pending",
      });
      await recordStatusChange(tx, {
        subjectType: "editing_project",
        subjectId: "p1",
        actor,
        from: "Pending",
        to: "Pending",
      });
    });
    await ctx.deps.db
      .transaction(async (tx) => {
        await recordStatusChange(tx, {
          subjectType: "editing_project",
          subjectId: "p1",
          actor,
          from: "Pending",
          to: "In Progress",
        });
        throw new Error("the change itself failed");
      })
      .catch(() => {});
    const rows = await historyOf("p1");
    expect(rows).toMatchObject([
      { fromStatus: null, toStatus: "Pending", actorName: "Alex Boss", actorId: actor.id },
    ]);
  });

  it("lets a user hear their own user topic, and nobody else's", async () => {
    const me = await signedInAs(ctx, "creator");
    const other = await signedInAs(ctx, "creator");
    const mine = testRealtimeClient(server, me.cookie);
    const stranger = testRealtimeClient(server, other.cookie);
    const anonymous = testRealtimeClient(server);
    try {
      const heard = record(mine.client, userTopic(me.id));
      const nosy = record(stranger.client, userTopic(me.id));
      const nobody = record(anonymous.client, userTopic(me.id));
      await waitFor(() => heard.resyncs > 0 && nosy.denied && nobody.denied, 5000, "subscriptions");
      await publish(ctx.deps.db, userTopic(me.id), { type: "changed", subject: "campaign", id: "c1" });
      await waitFor(() => heard.events.length > 0, 5000, "the event");
      expect(heard.events).toEqual([{ type: "changed", subject: "campaign", id: "c1" }]);
      expect(nosy.events).toEqual([]);
    } finally {
      for (const c of [mine, stranger, anonymous]) c.client.shutdown();
    }
  });
});

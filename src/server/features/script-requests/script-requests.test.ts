import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { userTopic } from "~/domain/activity";
import { SCRIPT_REQUESTS_TOPIC } from "~/domain/script-requests";
import { scriptAssignments, statusChanges, user } from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { record, testRealtimeClient, waitFor } from "../../testing/realtime";
import { startTestServer, type TestServer } from "../../testing/server";

let ctx: TestContext;
let server: TestServer;
type Caller = { id: string; email: string; cookie: string };
let creator: Caller;
let other: Caller;
let manager: Caller;
beforeAll(async () => {
  ctx = await createTestContext();
  server = await startTestServer(ctx);
  creator = await signedInAs(ctx, "creator");
  other = await signedInAs(ctx, "creator");
  manager = await signedInAs(ctx, "manager");
});
afterAll(async () => {
  await server.close();
  await ctx.close();
});

const request = (cookie: string, json: unknown) => call(ctx, "/api/me/script-requests", { cookie, json });
const own = async (cookie: string) => (await call(ctx, "/api/me/script-requests", { cookie })).json();
const queue = async (query = "") =>
  (await call(ctx, `/api/admin/script-requests${query}`, { cookie: manager.cookie })).json();
const manage = (id: string, json: unknown, cookie = manager.cookie) =>
  call(ctx, `/api/admin/script-requests/${id}`, { method: "PUT", cookie, json });
const full = {
  status: "In Progress",
  expectedFinishDate: "2026-12-24",
  scriptContent: "INT. STUDIO",
  managerNotes: "On it",
};

describe("script requests", () => {
  it("refuses a blank title with 'Title is required'", async () => {
    const res = await request(creator.cookie, { title: "   ", details: "x" });
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("Title is required");
  });

  it("starts Pending, records the creation, and the creator sees their own only", async () => {
    const res = await request(creator.cookie, { title: "Unboxing video", details: "Ten minutes, funny" });
    expect(res.status).toBe(201);
    const made = await res.json();
    expect(made).toMatchObject({
      status: "Pending",
      creatorEmail: creator.email,
      details: "Ten minutes, funny",
    });
    const history = await ctx.deps.db
      .select()
      .from(statusChanges)
      .where(eq(statusChanges.subjectId, made.id));
    expect(history).toMatchObject([{ subjectType: "script_request", fromStatus: null, toStatus: "Pending" }]);
    await request(other.cookie, { title: "Other's request" });
    const mine = await own(creator.cookie);
    expect(mine).toMatchObject({ total: 1, open: 1 });
    expect(mine.items[0].title).toBe("Unboxing video");
  });

  it("lists every request for managers, newest first, with the pending count and 'Unknown Creator' rows", async () => {
    const gone = await signedInAs(ctx, "creator");
    await request(gone.cookie, { title: "Orphan" });
    await ctx.deps.db.delete(user).where(eq(user.id, gone.id));
    const page = await queue();
    expect(page).toMatchObject({ total: 3, pending: 3 });
    expect(page.items.map((r: { title: string }) => r.title)).toEqual([
      "Orphan",
      "Other's request",
      "Unboxing video",
    ]);
    expect(page.items[0]).toMatchObject({ creatorId: null, creatorEmail: null });
    expect((await queue("?page=2&pageSize=2")).items).toHaveLength(1);
  });

  it("lets a manager set any status, date, content and notes; records it; the creator sees it", async () => {
    const [mine] = (await own(creator.cookie)).items;
    const res = await manage(mine.id, full);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ ...full, managerId: manager.id });
    // any order: straight back to Pending, a null date when empty
    const back = await manage(mine.id, { ...full, status: "Rejected", expectedFinishDate: null });
    expect(await back.json()).toMatchObject({ status: "Rejected", expectedFinishDate: null });
    await manage(mine.id, full);
    const history = await ctx.deps.db
      .select()
      .from(statusChanges)
      .where(eq(statusChanges.subjectId, mine.id))
      .orderBy(statusChanges.createdAt, sql`ctid`);
    expect(history.map((h) => h.toStatus)).toEqual(["Pending", "In Progress", "Rejected", "In Progress"]);
    expect(history[1]).toMatchObject({ actorId: manager.id, fromStatus: "Pending" });
    const seen = await own(creator.cookie);
    expect(seen.items[0]).toMatchObject({ scriptContent: "INT. STUDIO", managerNotes: "On it" });
    expect(seen.open).toBe(1);

    // spec section 5: an empty date is none, whether the client sends null or an empty string
    const emptied = await manage(mine.id, { ...full, expectedFinishDate: "" });
    expect(emptied.status).toBe(200);
    expect(await emptied.json()).toMatchObject({ status: "In Progress", expectedFinishDate: null });
    const [row] = await ctx.deps.db
      .select({ date: scriptAssignments.expectedFinishDate })
      .from(scriptAssignments)
      .where(eq(scriptAssignments.id, mine.id));
    expect(row?.date).toBeNull();

    for (const bad of [
      { ...full, status: "Done" },
      { ...full, expectedFinishDate: "soon" },
      { status: "Pending" },
    ])
      expect((await manage(mine.id, bad)).status).toBe(400);
    expect((await manage("00000000-0000-4000-8000-000000000000", full)).status).toBe(404);
  });

  it("saves the creator's notes on their own request only", async () => {
    const [mine] = (await own(creator.cookie)).items;
    const path = `/api/me/script-requests/${mine.id}/notes`;
    const saved = await call(ctx, path, {
      method: "PUT",
      cookie: creator.cookie,
      json: { creatorNotes: "Add a joke" },
    });
    expect(await saved.json()).toMatchObject({ creatorNotes: "Add a joke" });
    const stranger = await call(ctx, path, {
      method: "PUT",
      cookie: other.cookie,
      json: { creatorNotes: "x" },
    });
    expect(stranger.status).toBe(404);
    expect(
      (await call(ctx, `/api/me/script-requests/${mine.id}`, { method: "DELETE", cookie: other.cookie }))
        .status,
    ).toBe(404);
    const [row] = await ctx.deps.db.select().from(scriptAssignments).where(eq(scriptAssignments.id, mine.id));
    expect(row?.creatorNotes).toBe("Add a joke");
  });

  it("tells the creator and the managers' queue of every change, live", async () => {
    const creatorSocket = testRealtimeClient(server, creator.cookie);
    const managerSocket = testRealtimeClient(server, manager.cookie);
    const creatorAtQueue = testRealtimeClient(server, creator.cookie);
    try {
      const heard = record(creatorSocket.client, userTopic(creator.id));
      const queueHeard = record(managerSocket.client, SCRIPT_REQUESTS_TOPIC);
      const nosy = record(creatorAtQueue.client, SCRIPT_REQUESTS_TOPIC);
      await waitFor(() => heard.resyncs > 0 && queueHeard.resyncs > 0 && nosy.denied, 5000, "subscriptions");

      const made = await (await request(creator.cookie, { title: "Live one" })).json();
      await waitFor(() => queueHeard.events.length > 0, 5000, "the new request in the queue");
      expect(queueHeard.events[0]).toEqual({ type: "changed", subject: "script_request", id: made.id });

      await manage(made.id, full);
      // the change itself, then (after the commit, from the event seam) the creator's notification
      const changed = { type: "changed", subject: "script_request", id: made.id };
      await waitFor(
        () =>
          heard.events.filter((e) => JSON.stringify(e) === JSON.stringify(changed)).length >= 2 &&
          heard.events.some((e) => e.type === "notification"),
        5000,
        "the manager's update and its notification",
      );
      expect(nosy.events).toEqual([]);
    } finally {
      for (const c of [creatorSocket, managerSocket, creatorAtQueue]) c.client.shutdown();
    }
  });

  it("lets the creator delete their own, and managers any", async () => {
    const [mine] = (await own(creator.cookie)).items;
    expect(
      (await call(ctx, `/api/me/script-requests/${mine.id}`, { method: "DELETE", cookie: creator.cookie }))
        .status,
    ).toBe(204);
    const [theirs] = (await own(other.cookie)).items;
    expect(
      (
        await call(ctx, `/api/admin/script-requests/${theirs.id}`, {
          method: "DELETE",
          cookie: manager.cookie,
        })
      ).status,
    ).toBe(204);
    expect((await own(other.cookie)).total).toBe(0);
  });
});

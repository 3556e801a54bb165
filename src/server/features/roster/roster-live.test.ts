import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slotsTopic } from "~/domain/availability";
import { ROSTER_TOPIC } from "~/domain/roster";
import { call, signedInAs } from "../../testing/auth";
import { weekdayAt } from "../../testing/bookings";
import { createTestContext, type TestContext } from "../../testing/context";
import { record, type TestRealtimeClient, testRealtimeClient, waitFor } from "../../testing/realtime";
import { startTestServer, type TestServer } from "../../testing/server";

/*
 * The roster and the booking calendar, live (issue 20): a creator's request or meeting changing reaches the
 * managers' roster topic; a manager saving their hours, or a meeting of theirs booked or cancelled, reaches
 * `slots:{managerId}`, which any signed-in user may hear (it says only "changed"), and no one signed out.
 */

let ctx: TestContext;
let server: TestServer;
const clients: TestRealtimeClient[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
  server = await startTestServer(ctx);
});
afterAll(async () => {
  for (const made of clients) made.client.shutdown();
  await server.close();
  await ctx.close();
});

const client = (cookie?: string) => {
  const made = testRealtimeClient(server, cookie);
  clients.push(made);
  return made.client;
};
const subscribed = (log: { resyncs: number }) => waitFor(() => log.resyncs > 0, 5000, "subscription");

const HOURS = {
  timeZone: "Europe/London",
  weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: "09:00", end: "17:00" })),
  overrides: [],
  lengths: [30],
  bufferMinutes: 0,
  minNoticeMinutes: 0,
};

describe("live roster and free slots", () => {
  it("the roster hears of a creator's new script request, production request and meeting", async () => {
    const manager = await signedInAs(ctx, "manager");
    const creator = await signedInAs(ctx, "creator");
    const roster = record(client(manager.cookie), ROSTER_TOPIC);
    const refused = record(client(creator.cookie), ROSTER_TOPIC);
    await subscribed(roster);
    await waitFor(() => refused.denied, 5000, "denial");

    await call(ctx, "/api/me/script-requests", { cookie: creator.cookie, json: { title: "Live" } });
    await waitFor(() => roster.events.some((e) => e.subject === "script_request"), 5000, "script request");
    await call(ctx, "/api/editing-projects", {
      cookie: creator.cookie,
      json: { title: "Cut", submittedFileUrl: "https://x.example/v.mp4" },
    });
    await waitFor(() => roster.events.some((e) => e.subject === "editing_project"), 5000, "project");
    await call(ctx, "/api/appointments", { cookie: creator.cookie, json: { topic: "Live" } });
    await waitFor(() => roster.events.some((e) => e.subject === "appointment"), 5000, "meeting");
  });

  it("an open calendar hears of the manager's saved hours and of a booking and its cancel; signed out is refused", async () => {
    const manager = await signedInAs(ctx, "manager");
    const creator = await signedInAs(ctx, "creator");
    const other = await signedInAs(ctx, "creator");
    const calendar = record(client(other.cookie), slotsTopic(manager.id));
    const stranger = record(client(), slotsTopic(manager.id));
    await subscribed(calendar);
    await waitFor(() => stranger.denied, 5000, "denial");

    const saved = await call(ctx, "/api/me/availability", {
      cookie: manager.cookie,
      method: "PUT",
      json: HOURS,
    });
    expect(saved.status).toBe(200);
    await waitFor(() => calendar.events.length === 1, 5000, "hours saved");

    const booked = await call(ctx, "/api/bookings", {
      cookie: creator.cookie,
      json: { managerId: manager.id, start: weekdayAt(5, 11), length: 30, topic: "Live" },
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    await waitFor(() => calendar.events.length === 2, 5000, "booking");
    const { id } = (await booked.json()) as { id: string };
    const cancelled = await call(ctx, `/api/bookings/${id}/cancel`, {
      cookie: creator.cookie,
      method: "POST",
      json: {},
    });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    await waitFor(() => calendar.events.length === 3, 5000, "cancel");
    // the events say no more than that the free times changed
    expect(calendar.events.every((e) => Object.keys(e).join() === "type" && e.type === "changed")).toBe(true);
    expect(stranger.events).toEqual([]);
  });
});

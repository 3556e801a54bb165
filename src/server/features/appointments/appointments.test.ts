import { and, eq, sql } from "drizzle-orm";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/domain/messages";
import {
  appointments,
  emailAttachments,
  emailOutbox,
  notificationDigests,
  notifications,
  statusChanges,
} from "../../db/schema";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { flushNotificationEmails } from "../notifications/email";
import { calendarUid } from "./calendar-file";

let ctx: TestContext;
type User = Awaited<ReturnType<typeof signedInAs>>;
let creator: User;
let other: User;
let boss: User;
let boss2: User;

beforeAll(async () => {
  // a configured mailer: notification emails are queued (the outbox is not run here)
  ctx = await createTestContext({ SMTP_URL: "smtp://127.0.0.1:9" });
  creator = await signedInAs(ctx, "creator", { name: "Cora Creator" });
  other = await signedInAs(ctx, "creator");
  boss = await signedInAs(ctx, "manager", { name: "Max Manager" });
  boss2 = await signedInAs(ctx, "manager");
});
afterAll(() => ctx.close());

const request = async (who: User, json: unknown) =>
  call(ctx, "/api/appointments", { cookie: who.cookie, json });
const manage = (who: User, id: string, json: unknown) =>
  call(ctx, `/api/admin/appointments/${id}`, { method: "PATCH", cookie: who.cookie, json });
const historyOf = (id: string) =>
  ctx.deps.db
    .select()
    .from(statusChanges)
    .where(eq(statusChanges.subjectId, id))
    .orderBy(statusChanges.createdAt);
const notificationsOf = (userId: string, subjectId: string) =>
  ctx.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.subjectId, subjectId)));
async function newAppointment(who: User = creator, topic = "Channel strategy") {
  const res = await request(who, { topic, notes: "About growth", requestedAt: "2026-12-01T15:00:00+01:00" });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; status: string; requestedAt: string };
}

describe("meetings", () => {
  it("requests a meeting: Pending, time stored in UTC, history written, every manager told", async () => {
    const made = await newAppointment();
    expect(made).toMatchObject({ status: "Pending", requestedAt: "2026-12-01T14:00:00.000Z" });
    expect(await historyOf(made.id)).toMatchObject([
      { fromStatus: null, toStatus: "Pending", actorId: creator.id },
    ]);
    for (const manager of [boss, boss2]) {
      expect(await notificationsOf(manager.id, made.id)).toMatchObject([
        { kind: "new_request", title: "Cora Creator requested a meeting: Channel strategy" },
      ]);
    }
    expect(await notificationsOf(creator.id, made.id)).toEqual([]);
  });

  it("needs a topic, with the spec's words", async () => {
    const res = await request(creator, { topic: "   " });
    expect(res.status).toBe(400);
    expect((await res.json()).fields.topic).toBe(messages.appointments.topicRequired);
  });

  it("shows creators only their own, managers all of them, newest first", async () => {
    const mine = await newAppointment(creator, "Mine");
    const theirs = await newAppointment(other, "Theirs");
    const own = await (await call(ctx, "/api/appointments", { cookie: other.cookie })).json();
    expect(own.items.map((a: { id: string }) => a.id)).toEqual([theirs.id]);
    const all = await (await call(ctx, "/api/admin/appointments", { cookie: boss.cookie })).json();
    const ids = all.items.map((a: { id: string }) => a.id);
    expect(ids.indexOf(theirs.id)).toBeLessThan(ids.indexOf(mine.id));
    expect(all.pending).toBeGreaterThanOrEqual(2);
    expect((await call(ctx, "/api/admin/appointments", { cookie: creator.cookie })).status).toBe(403);
  });

  it("a manager schedules it: recorded as manager, history, one notification for the creator and none for the actor", async () => {
    const made = await newAppointment();
    const res = await manage(boss, made.id, {
      status: "Scheduled",
      scheduledAt: "2026-12-02T10:30:00-05:00",
      meetLink: "https://meet.example.com/abc",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: "Scheduled",
      scheduledAt: "2026-12-02T15:30:00.000Z",
      manager: { id: boss.id, name: "Max Manager" },
      sequence: 1,
    });
    expect((await historyOf(made.id)).map((h) => [h.fromStatus, h.toStatus, h.actorName])).toEqual([
      [null, "Pending", "Cora Creator"],
      ["Pending", "Scheduled", "Max Manager"],
    ]);
    expect(await notificationsOf(creator.id, made.id)).toMatchObject([
      {
        kind: "meeting",
        title: "Your meeting is scheduled: Channel strategy",
        link: "/creator-dashboard/talent-management",
      },
    ]);
    // the acting manager had the new-request one only
    expect((await notificationsOf(boss.id, made.id)).map((n) => n.kind)).toEqual(["new_request"]);
    // the history endpoint: the creator and managers read it, another creator gets 404
    const timeline = await (
      await call(ctx, `/api/history/appointment/${made.id}`, { cookie: creator.cookie })
    ).json();
    expect(timeline.items.map((h: { to: string }) => h.to)).toEqual(["Pending", "Scheduled"]);
    expect((await call(ctx, `/api/history/appointment/${made.id}`, { cookie: other.cookie })).status).toBe(
      404,
    );
    expect((await call(ctx, `/api/history/appointment/${made.id}`, { cookie: boss2.cookie })).status).toBe(
      200,
    );
    expect((await call(ctx, `/api/history/campaign/${made.id}`, { cookie: boss.cookie })).status).toBe(404);
  });

  it("refuses to schedule without a time, and changes nothing", async () => {
    const made = await newAppointment();
    const res = await manage(boss, made.id, { status: "Scheduled", scheduledAt: null, meetLink: null });
    expect(res.status).toBe(400);
    expect((await historyOf(made.id)).length).toBe(1);
    expect(
      (await manage(boss, made.id, { status: "Pending", scheduledAt: null, meetLink: "javascript:alert(1)" }))
        .status,
    ).toBe(400);
  });

  it("cancels only while Pending: 409 otherwise, and no history for the refused cancel", async () => {
    const pending = await newAppointment();
    const gone = await call(ctx, `/api/appointments/${pending.id}`, {
      method: "DELETE",
      cookie: creator.cookie,
    });
    expect(gone.status).toBe(204);
    expect(await ctx.deps.db.select().from(appointments).where(eq(appointments.id, pending.id))).toEqual([]);
    expect((await historyOf(pending.id)).map((h) => h.toStatus)).toEqual(["Pending", "Cancelled"]);

    const scheduled = await newAppointment();
    await manage(boss, scheduled.id, {
      status: "Scheduled",
      scheduledAt: "2026-12-03T09:00:00Z",
      meetLink: null,
    });
    const refused = await call(ctx, `/api/appointments/${scheduled.id}`, {
      method: "DELETE",
      cookie: creator.cookie,
    });
    expect(refused.status).toBe(409);
    expect((await historyOf(scheduled.id)).map((h) => h.toStatus)).toEqual(["Pending", "Scheduled"]);
    // another creator's: 404, even while Pending
    const theirs = await newAppointment(other);
    expect(
      (await call(ctx, `/api/appointments/${theirs.id}`, { method: "DELETE", cookie: creator.cookie }))
        .status,
    ).toBe(404);
  });

  it("gives a calendar file an independent parser reads back: time, link, UID, SEQUENCE, METHOD", async () => {
    const made = await newAppointment();
    expect(
      (await call(ctx, `/api/appointments/${made.id}/calendar.ics`, { cookie: creator.cookie })).status,
    ).toBe(409);
    await manage(boss, made.id, {
      status: "Scheduled",
      scheduledAt: "2026-12-04T16:00:00Z",
      meetLink: "https://meet.example.com/x",
    });
    await manage(boss, made.id, {
      status: "Scheduled",
      scheduledAt: "2026-12-04T17:00:00Z",
      meetLink: "https://meet.example.com/y",
    });
    const res = await call(ctx, `/api/appointments/${made.id}/calendar.ics`, { cookie: creator.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/calendar");
    const parse = (text: string) => {
      const calendar = new ICAL.Component(ICAL.parse(text));
      const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
      return { method: calendar.getFirstPropertyValue("method"), event };
    };
    const first = parse(await res.text());
    expect(first.method).toBe("REQUEST");
    expect(first.event.uid).toBe(calendarUid(made.id));
    expect(first.event.sequence).toBe(2);
    expect(first.event.startDate.toJSDate().toISOString()).toBe("2026-12-04T17:00:00.000Z");
    expect(first.event.location).toBe("https://meet.example.com/y");
    expect(first.event.summary).toBe("Meeting: Channel strategy");

    await manage(boss, made.id, {
      status: "Cancelled",
      scheduledAt: "2026-12-04T17:00:00Z",
      meetLink: "https://meet.example.com/y",
    });
    const cancelled = parse(
      await (await call(ctx, `/api/appointments/${made.id}/calendar.ics`, { cookie: boss2.cookie })).text(),
    );
    expect(cancelled.method).toBe("CANCEL");
    expect(cancelled.event.uid).toBe(calendarUid(made.id));
    expect(cancelled.event.sequence).toBe(3);
    expect(
      (await call(ctx, `/api/appointments/${made.id}/calendar.ics`, { cookie: other.cookie })).status,
    ).toBe(404);
  });
});

describe("notification emails", () => {
  const due = () =>
    ctx.deps.db.update(notificationDigests).set({ sendAfter: sql`now() - interval '1 second'` });

  it("groups a burst of changes to one meeting into one email, with the .ics attached", async () => {
    const made = await newAppointment(creator, "Burst");
    await due();
    await flushNotificationEmails(ctx.deps);
    const before = await ctx.deps.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(eq(emailOutbox.to, creator.email));
    await manage(boss, made.id, { status: "Scheduled", scheduledAt: "2026-12-05T10:00:00Z", meetLink: null });
    await manage(boss, made.id, {
      status: "Scheduled",
      scheduledAt: "2026-12-05T11:00:00Z",
      meetLink: "https://meet.example.com/b",
    });
    await manage(boss2, made.id, {
      status: "Scheduled",
      scheduledAt: "2026-12-05T12:00:00Z",
      meetLink: "https://meet.example.com/b",
    });
    // within the window: nothing yet
    await flushNotificationEmails(ctx.deps);
    const mailTo = () => ctx.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, creator.email));
    expect((await mailTo()).length).toBe(before.length);
    await due();
    expect(await flushNotificationEmails(ctx.deps)).toBeGreaterThanOrEqual(1);
    const sent = (await mailTo()).filter((m) => !before.some((b) => b.id === m.id));
    expect(sent.length).toBe(1);
    expect(sent[0]!.subject).toBe("3 updates: Your meeting was rescheduled: Burst");
    expect(sent[0]!.text).toContain("Dec 5, 2026, 12:00 PM UTC");
    const [ics] = await ctx.deps.db
      .select()
      .from(emailAttachments)
      .where(eq(emailAttachments.emailId, sent[0]!.id));
    expect(ics?.contentType).toContain("method=REQUEST");
    expect(ics?.content).toContain(calendarUid(made.id));
    // the next change after the email starts a new one
    await manage(boss, made.id, { status: "Completed", scheduledAt: "2026-12-05T12:00:00Z", meetLink: null });
    await due();
    await flushNotificationEmails(ctx.deps);
    expect((await mailTo()).length).toBe(before.length + 2);
  });

  it("sends no email to someone who chose the app only", async () => {
    const quiet = await signedInAs(ctx, "creator");
    const res = await call(ctx, "/api/me/notification-preferences/meeting", {
      method: "PUT",
      cookie: quiet.cookie,
      json: { email: false },
    });
    expect((await res.json()).items).toContainEqual(
      expect.objectContaining({ kind: "meeting", email: false }),
    );
    const made = await newAppointment(quiet, "Quiet");
    await manage(boss, made.id, { status: "Scheduled", scheduledAt: "2026-12-06T10:00:00Z", meetLink: null });
    await due();
    await flushNotificationEmails(ctx.deps);
    expect(await ctx.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, quiet.email))).toEqual([]);
    expect((await notificationsOf(quiet.id, made.id)).length).toBe(1);
  });
});

describe("the notification list", () => {
  it("lists one's own, marks one and all read; another user's is 404", async () => {
    const me = await signedInAs(ctx, "creator");
    for (const topic of ["One", "Two"]) {
      const made = await newAppointment(me, topic);
      await manage(boss, made.id, { status: "Completed", scheduledAt: null, meetLink: null });
    }
    const list = await (await call(ctx, "/api/me/notifications", { cookie: me.cookie })).json();
    expect(list).toMatchObject({ total: 2, unread: 2 });
    expect(list.items[0]).toMatchObject({
      title: "Your meeting is now Completed: Two",
      actorName: "Max Manager",
      read: false,
    });
    const id = list.items[0].id;
    expect(
      (await call(ctx, `/api/me/notifications/${id}/read`, { method: "POST", cookie: other.cookie })).status,
    ).toBe(404);
    expect(
      (await call(ctx, `/api/me/notifications/${id}/read`, { method: "POST", cookie: me.cookie })).status,
    ).toBe(200);
    expect((await (await call(ctx, "/api/me/notifications", { cookie: me.cookie })).json()).unread).toBe(1);
    const all = await call(ctx, "/api/me/notifications/read-all", { method: "POST", cookie: me.cookie });
    expect(await all.json()).toEqual({ updated: 1 });
    expect((await (await call(ctx, "/api/me/notifications", { cookie: me.cookie })).json()).unread).toBe(0);
  });

  it("counts what waits for the managers", async () => {
    const res = await call(ctx, "/api/admin/triage", { cookie: boss.cookie });
    const { counts } = await res.json();
    const pending = counts.find((c: { key: string }) => c.key === "pending_meetings");
    const [row] = await ctx.deps.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(appointments)
      .where(eq(appointments.status, "Pending"));
    expect(pending.count).toBe(row!.n);
    expect(counts.map((c: { key: string }) => c.key)).toEqual([
      "open_chats",
      "unread_contact_messages",
      "pending_meetings",
      "pending_script_requests",
      "unassigned_editing",
      "unassigned_design",
      "unassigned_promotion",
      "overdue_deliverables",
      "overdue_invoices",
    ]);
  });
});

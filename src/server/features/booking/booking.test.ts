import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/domain/messages";
import { isExclusionViolation } from "../../db/errors";
import {
  appointments,
  emailAttachments,
  emailOutbox,
  meetingReminders,
  notificationDigests,
  notifications,
  statusChanges,
} from "../../db/schema";
import { processOutbox } from "../../mail/outbox";
import { call, signedInAs } from "../../testing/auth";
import { createTestBooking, plusMinutes, weekdayAt } from "../../testing/bookings";
import { createTestContext, type TestContext } from "../../testing/context";
import { startTestSmtpServer, type TestSmtpServer } from "../../testing/smtp";
import { calendarUid } from "../appointments/calendar-file";
import { flushNotificationEmails } from "../notifications/email";

/*
 * Booking into a manager's free time (issue 20). Every manager here sets the same hours (LONDON_HOURS:
 * weekdays 9:00 to 17:00 in London, 30 or 60 minutes, a 15-minute buffer, 4 hours' notice): a weekday at
 * 10:00 UTC some days ahead is free in winter and in summer.
 */

let ctx: TestContext;
let smtp: TestSmtpServer;
type User = Awaited<ReturnType<typeof signedInAs>>;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const book = (who: User, json: Record<string, unknown>) =>
  call(ctx, "/api/bookings", { cookie: who.cookie, json });
const reschedule = (who: User, id: string, json: unknown) =>
  call(ctx, `/api/bookings/${id}/reschedule`, { cookie: who.cookie, json });
const cancel = (who: User, id: string, json: unknown = {}) =>
  call(ctx, `/api/bookings/${id}/cancel`, { cookie: who.cookie, json });
/** Sends every email waiting in the outbox. */
async function drain() {
  while ((await processOutbox(ctx.deps)) > 0) {}
}
const rowOf = async (id: string) =>
  (await ctx.deps.db.select().from(appointments).where(eq(appointments.id, id)))[0]!;
const historyOf = (id: string) =>
  ctx.deps.db
    .select()
    .from(statusChanges)
    .where(eq(statusChanges.subjectId, id))
    .orderBy(statusChanges.createdAt);
const noticesOf = (userId: string, subjectId: string) =>
  ctx.deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.subjectId, subjectId)))
    .orderBy(notifications.createdAt);

/** The hours these tests book in: weekdays 9:00 to 17:00 in London, 30 or 60 minutes, 15 between, 4 hours ahead. */
const LONDON_HOURS = {
  timeZone: "Europe/London",
  weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: "09:00", end: "17:00" })),
  overrides: [],
  lengths: [30, 60],
  bufferMinutes: 15,
  minNoticeMinutes: 240,
};

async function people() {
  const manager = await signedInAs(ctx, "manager", { name: "Max Manager" });
  const hours = await call(ctx, "/api/me/availability", {
    cookie: manager.cookie,
    method: "PUT",
    json: LONDON_HOURS,
  });
  expect(hours.status, await hours.clone().text()).toBe(200);
  return { creator: await signedInAs(ctx, "creator", { name: "Cora Creator" }), manager };
}
async function booked(creator: User, manager: User, start: string, length = 30) {
  const res = await book(creator, {
    managerId: manager.id,
    start,
    length,
    topic: "Channel plan",
    notes: "Growth",
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as { id: string; sequence: number; scheduledAt: string; endsAt: string };
}
/** A booked meeting straight in the database (inside the notice, where the API would refuse to book). */
const bookedRow = (creator: User, manager: User, start: string) =>
  createTestBooking(ctx.deps.db, { creatorId: creator.id, managerId: manager.id, start, topic: "Soon" });

describe("booking a free slot", () => {
  it("books, with its end, in the history, the manager told, and lists it for both sides", async () => {
    const { creator, manager } = await people();
    const start = weekdayAt(7, 10);
    const made = await booked(creator, manager, start);
    expect(made).toMatchObject({
      status: "Scheduled",
      source: "slot",
      scheduledAt: start,
      endsAt: plusMinutes(start, 30),
      manager: { id: manager.id, name: "Max Manager" },
      sequence: 0,
    });
    expect(await historyOf(made.id)).toMatchObject([
      { fromStatus: null, toStatus: "Scheduled", actorId: creator.id },
    ]);
    expect(await noticesOf(manager.id, made.id)).toMatchObject([
      { kind: "meeting", title: "Cora Creator booked a meeting: Channel plan" },
    ]);
    expect(await noticesOf(creator.id, made.id)).toEqual([]);
    const own = await (await call(ctx, "/api/appointments", { cookie: creator.cookie })).json();
    expect(own.items.map((a: { id: string }) => a.id)).toContain(made.id);
    const ics = await (
      await call(ctx, `/api/appointments/${made.id}/calendar.ics`, { cookie: creator.cookie })
    ).text();
    expect(ics).toContain(`DTEND:${plusMinutes(start, 30).replace(/[-:]/g, "").replace(/\.\d+/, "")}`);
    // the slot is no longer offered
    const slots = await (
      await call(
        ctx,
        `/api/managers/${manager.id}/slots?from=${encodeURIComponent(plusMinutes(start, -60))}&to=${encodeURIComponent(plusMinutes(start, 120))}&length=30`,
        { cookie: creator.cookie },
      )
    ).json();
    expect(slots.slots.map((s: { start: string }) => s.start)).not.toContain(start);
  });

  it("needs a manager when the creator has none, and a real one", async () => {
    const { creator } = await people();
    const none = await book(creator, { start: weekdayAt(7, 10), length: 30, topic: "x" });
    expect(none.status).toBe(400);
    expect((await none.json()).fields.managerId).toBe("Choose the manager to meet.");
    const editor = await signedInAs(ctx, "editor");
    expect(
      (await book(creator, { managerId: editor.id, start: weekdayAt(7, 10), length: 30, topic: "x" })).status,
    ).toBe(404);
  });

  it("refuses a time outside the hours, a length not offered, and one inside the notice", async () => {
    const { creator, manager } = await people();
    for (const [start, length] of [
      [weekdayAt(7, 3), 30],
      [weekdayAt(7, 10), 45],
      [new Date(Date.now() + 60 * 60_000).toISOString(), 30],
    ] as const) {
      const res = await book(creator, { managerId: manager.id, start, length, topic: "x" });
      expect(res.status).toBe(409);
      expect((await res.json()).error).toBe(messages.bookings.noLongerFree);
    }
    expect(
      await ctx.deps.db.select().from(appointments).where(eq(appointments.managerId, manager.id)),
    ).toEqual([]);
  });

  it("gives one of two creators taking the same slot at the same moment a 201, the other 'That time was just taken'", async () => {
    const { creator, manager } = await people();
    const other = await signedInAs(ctx, "creator");
    const start = weekdayAt(8, 11);
    const answers = await Promise.all(
      [creator, other].map((who) => book(who, { managerId: manager.id, start, length: 30, topic: "Race" })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect(await refused.json()).toMatchObject({ error: "That time was just taken", code: "time_taken" });
    expect(
      await ctx.deps.db.select().from(appointments).where(eq(appointments.managerId, manager.id)),
    ).toHaveLength(1);
  });

  it("refuses overlapping slots that are not the same, at once or one after the other", async () => {
    const { creator, manager } = await people();
    const other = await signedInAs(ctx, "creator");
    const start = weekdayAt(9, 13);
    const answers = await Promise.all([
      book(creator, { managerId: manager.id, start, length: 60, topic: "Long" }),
      book(other, { managerId: manager.id, start: plusMinutes(start, 30), length: 30, topic: "Short" }),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await answers.find((r) => r.status === 409)!.json()).error).toBe("That time was just taken");
    // later: refused by the check (the buffer too), before the database is asked, in the same words: a
    // meeting has the time
    for (const at of [plusMinutes(start, 15), plusMinutes(start, 60)]) {
      const res = await book(other, { managerId: manager.id, start: at, length: 30, topic: "Late" });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ code: "time_taken", error: messages.bookings.justTaken });
    }
    expect(
      (
        await book(other, {
          managerId: manager.id,
          start: plusMinutes(start, 90),
          length: 30,
          topic: "After",
        })
      ).status,
    ).toBe(201);
  });

  it("books only inside the manager's bookable window: 4 weeks unless they set another", async () => {
    const { creator, manager } = await people();
    const far = weekdayAt(30, 10);
    const refused = await book(creator, { managerId: manager.id, start: far, length: 30, topic: "Far" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      code: "beyond_horizon",
      error: messages.bookings.beyondHorizon(28),
    });
    // the calendar offers nothing past the window either
    const from = new Date(Date.now() + 29 * 86_400_000).toISOString();
    const slots = await call(
      ctx,
      `/api/managers/${manager.id}/slots?from=${from}&to=${plusMinutes(from, 7 * 1440)}&length=30`,
      { cookie: creator.cookie },
    );
    expect((await slots.json()).slots).toEqual([]);
    const inside = await booked(creator, manager, weekdayAt(25, 10));
    // a creator may not move one past the window; the manager may
    const moved = await reschedule(creator, inside.id, { start: far, length: 30 });
    expect(moved.status).toBe(409);
    expect((await moved.json()).code).toBe("beyond_horizon");
    const byManager = await reschedule(manager, inside.id, { start: far, length: 30, note: "Later" });
    expect(byManager.status).toBe(200);
    // six weeks: the far time can be booked
    const wider = await call(ctx, "/api/me/availability", {
      cookie: manager.cookie,
      method: "PUT",
      json: { ...LONDON_HOURS, horizonDays: 42 },
    });
    expect(wider.status).toBe(200);
    expect((await wider.json()).availability).toMatchObject({ horizonDays: 42, maxUpcomingBookings: 3 });
    expect(
      (await book(creator, { managerId: manager.id, start: weekdayAt(31, 11), length: 30, topic: "Far" }))
        .status,
    ).toBe(201);
  });

  it("holds at most the manager's limit of upcoming bookings a creator (3 by default)", async () => {
    const { creator, manager } = await people();
    // hours apart: two of the days may fall on one weekday after a weekend
    for (const [days, hour] of [
      [7, 9],
      [8, 11],
      [9, 13],
    ] as const)
      await booked(creator, manager, weekdayAt(days, hour));
    const fourth = await book(creator, {
      managerId: manager.id,
      start: weekdayAt(10, 15),
      length: 30,
      topic: "Fourth",
    });
    expect(fourth.status).toBe(409);
    expect(await fourth.json()).toMatchObject({
      code: "too_many_bookings",
      error: messages.bookings.tooManyBookings(3),
    });
    // another creator is not held back by them
    const other = await signedInAs(ctx, "creator");
    expect(
      (await book(other, { managerId: manager.id, start: weekdayAt(10, 15), length: 30, topic: "Mine" }))
        .status,
    ).toBe(201);
    // one cancelled frees a place
    const [first] = await ctx.deps.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.creatorId, creator.id), eq(appointments.managerId, manager.id)));
    expect((await cancel(creator, first!.id)).status).toBe(200);
    expect(
      (await book(creator, { managerId: manager.id, start: weekdayAt(11, 10), length: 30, topic: "Again" }))
        .status,
    ).toBe(201);
    // a limit of one, and two asked for at the same moment: one place, one booking
    await call(ctx, "/api/me/availability", {
      cookie: manager.cookie,
      method: "PUT",
      json: { ...LONDON_HOURS, maxUpcomingBookings: 1 },
    });
    const third = await signedInAs(ctx, "creator");
    const answers = await Promise.all(
      [12, 14].map((hour) =>
        book(third, { managerId: manager.id, start: weekdayAt(12, hour), length: 30, topic: "Race" }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await ctx.deps.db.$count(appointments, eq(appointments.creatorId, third.id))).toBe(1);
  });

  it("keeps a manager's scheduled meetings apart in the database itself", async () => {
    const { creator, manager } = await people();
    const start = weekdayAt(10, 10);
    await bookedRow(creator, manager, start);
    const refused = await bookedRow(creator, manager, plusMinutes(start, 10)).catch(
      (error: unknown) => error,
    );
    expect(isExclusionViolation(refused)).toBe(true);
    // back to back is allowed by the constraint (the buffer is the check's), and a cancelled one is no obstacle
    await bookedRow(creator, manager, plusMinutes(start, 30));
    await ctx.deps.db
      .update(appointments)
      .set({ status: "Cancelled" })
      .where(and(eq(appointments.managerId, manager.id), eq(appointments.scheduledAt, new Date(start))));
    await bookedRow(creator, manager, plusMinutes(start, -10));
  });
});

describe("moving and cancelling a booked meeting", () => {
  const due = () =>
    ctx.deps.db.update(notificationDigests).set({ sendAfter: sql`now() - interval '1 second'` });

  it("reschedules: SEQUENCE raised, history, the manager told and emailed the updated .ics", async () => {
    const { creator, manager } = await people();
    const made = await booked(creator, manager, weekdayAt(7, 14));
    const to = weekdayAt(11, 10);
    const res = await reschedule(creator, made.id, { start: to, length: 60 });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ scheduledAt: to, endsAt: plusMinutes(to, 60), sequence: 1 });
    expect((await historyOf(made.id)).at(-1)).toMatchObject({
      fromStatus: "Scheduled",
      toStatus: "Scheduled",
      actorId: creator.id,
      note: expect.stringContaining("Moved to"),
    });
    expect((await noticesOf(manager.id, made.id)).at(-1)).toMatchObject({
      title: "Cora Creator moved the meeting: Channel plan",
    });
    expect(await noticesOf(creator.id, made.id)).toEqual([]);
    await due();
    await flushNotificationEmails(ctx.deps);
    const [email] = await ctx.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, manager.email));
    const [ics] = await ctx.deps.db
      .select()
      .from(emailAttachments)
      .where(eq(emailAttachments.emailId, email!.id));
    expect(ics?.content).toContain("SEQUENCE:1");
    expect(ics?.content).toContain(calendarUid(made.id));
    expect(ics?.content).toContain(`DTSTART:${to.replace(/[-:]/g, "").replace(/\.\d+/, "")}`);
    await drain();
    const mail = smtp.received.find((m) => m.to.includes(manager.email));
    expect(mail?.raw).toContain("meeting.ics");
    expect(mail?.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    // the old time is free again, the new one taken
    expect(
      (
        await book(await signedInAs(ctx, "creator"), {
          managerId: manager.id,
          start: made.scheduledAt,
          length: 30,
          topic: "Freed",
        })
      ).status,
    ).toBe(201);
  });

  it("emails the one who books, and the one who moves, a confirmation with the meeting's .ics attached", async () => {
    const { creator, manager } = await people();
    const made = await booked(creator, manager, weekdayAt(7, 15));
    const mailsTo = (email: string, subject: string) =>
      smtp.received.filter((m) => m.to.includes(email) && m.raw.includes(`Subject: ${subject}`));
    /** The calendar part of a received email, decoded. */
    const calendarOf = (raw: string) => {
      const part = /Content-Type: text\/calendar[^\r\n]*\r\n((?:[^\r\n]+\r\n)*)\r\n([\s\S]*?)\r\n--/i.exec(
        raw,
      );
      if (!part) return null;
      const body = part[2]!;
      return /base64/i.test(part[1]!)
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : body.replace(/=\r\n/g, "");
    };
    await drain();
    const [confirmation] = mailsTo(creator.email, "Booked: Channel plan with Max Manager");
    expect(confirmation, "the booker's confirmation").toBeDefined();
    expect(confirmation!.body).toContain("Your meeting with Max Manager is booked.");
    expect(confirmation!.raw).toMatch(/filename="?meeting\.ics/);
    const ics = calendarOf(confirmation!.raw);
    expect(ics).toContain(calendarUid(made.id));
    expect(ics).toContain("SEQUENCE:0");

    const later = weekdayAt(9, 10);
    expect((await reschedule(creator, made.id, { start: later, length: 30 })).status).toBe(200);
    const note = { start: weekdayAt(10, 11), length: 30, note: "I am away that day" };
    expect((await reschedule(manager, made.id, note)).status).toBe(200);
    await drain();
    const [moved] = mailsTo(creator.email, "Moved: Channel plan with Max Manager");
    expect(calendarOf(moved!.raw)).toContain("SEQUENCE:1");
    const [managers] = mailsTo(manager.email, "Moved: Channel plan with Cora Creator");
    expect(managers!.body).toContain("Your meeting with Cora Creator has moved to a new time.");
    expect(calendarOf(managers!.raw)).toContain("SEQUENCE:2");
    expect(calendarOf(managers!.raw)).toContain(calendarUid(made.id));
  });

  it("schedules both sides' reminders with the booking, moves them with it and removes them on cancel", async () => {
    const { creator, manager } = await people();
    const made = await booked(creator, manager, weekdayAt(7, 10));
    const due = async () =>
      (
        await ctx.deps.db
          .select({ recipientId: meetingReminders.recipientId, dueAt: meetingReminders.dueAt })
          .from(meetingReminders)
          .where(eq(meetingReminders.appointmentId, made.id))
      )
        .map((r) => `${r.recipientId === creator.id ? "creator" : "manager"} ${r.dueAt.toISOString()}`)
        .sort();
    const at = (start: string, hours: number) =>
      new Date(Date.parse(start) - hours * 3_600_000).toISOString();
    const first = made.scheduledAt;
    expect(await due()).toEqual(
      [
        `creator ${at(first, 24)}`,
        `creator ${at(first, 1)}`,
        `manager ${at(first, 24)}`,
        `manager ${at(first, 1)}`,
      ].sort(),
    );
    const later = weekdayAt(8, 11);
    expect((await reschedule(creator, made.id, { start: later, length: 30 })).status).toBe(200);
    const moved = (await rowOf(made.id)).scheduledAt!.toISOString();
    expect(await due()).toEqual(
      [
        `creator ${at(moved, 24)}`,
        `creator ${at(moved, 1)}`,
        `manager ${at(moved, 24)}`,
        `manager ${at(moved, 1)}`,
      ].sort(),
    );
    expect((await cancel(creator, made.id)).status).toBe(200);
    expect(await due()).toEqual([]);
  });

  it("lets the creator cancel before the notice, and frees the time", async () => {
    const { creator, manager } = await people();
    const start = weekdayAt(7, 15);
    const made = await booked(creator, manager, start);
    const res = await cancel(creator, made.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "Cancelled", sequence: 1 });
    expect((await noticesOf(manager.id, made.id)).at(-1)?.title).toBe(
      "Cora Creator cancelled the meeting: Channel plan",
    );
    expect((await cancel(creator, made.id)).status).toBe(409);
    await booked(await signedInAs(ctx, "creator"), manager, start);
  });

  it("refuses the creator inside the notice; the manager may, with a note", async () => {
    const { creator, manager } = await people();
    const soon = await bookedRow(creator, manager, new Date(Date.now() + 60 * 60_000).toISOString());
    for (const res of [
      await cancel(creator, soon.id),
      await reschedule(creator, soon.id, { start: weekdayAt(7, 10), length: 30 }),
    ]) {
      expect(res.status).toBe(409);
      expect((await res.json()).error).toMatch(/too late .* up to 4 hours before/);
    }
    expect((await rowOf(soon.id)).status).toBe("Scheduled");
    const noNote = await cancel(manager, soon.id, {});
    expect(noNote.status).toBe(400);
    expect((await noNote.json()).fields.note).toBe("Add a note for the creator.");
    const done = await cancel(manager, soon.id, { note: "I am ill, sorry" });
    expect(done.status).toBe(200);
    expect(await rowOf(soon.id)).toMatchObject({ status: "Cancelled", sequence: 1 });
    expect((await historyOf(soon.id)).at(-1)).toMatchObject({
      toStatus: "Cancelled",
      note: "I am ill, sorry",
      actorId: manager.id,
    });
    expect((await noticesOf(creator.id, soon.id)).at(-1)).toMatchObject({
      title: "Max Manager cancelled the meeting: Soon",
      body: expect.stringContaining("Note: I am ill, sorry"),
    });
  });

  it("lets any manager move a meeting close to its start, with a note", async () => {
    const { creator, manager } = await people();
    const other = await signedInAs(ctx, "manager", { name: "Mia Manager" });
    const made = await booked(creator, manager, weekdayAt(7, 9));
    const to = weekdayAt(12, 10);
    const res = await reschedule(other, made.id, { start: to, length: 30, note: "Clash" });
    expect(res.status).toBe(200);
    // both the creator and the meeting's manager are told; the one who acted is not
    expect((await noticesOf(creator.id, made.id)).at(-1)?.title).toBe(
      "Mia Manager moved the meeting: Channel plan",
    );
    expect((await noticesOf(manager.id, made.id)).at(-1)?.title).toBe(
      "Mia Manager moved the meeting: Channel plan",
    );
    expect(await noticesOf(other.id, made.id)).toEqual([]);
  });

  it("never lets another creator see or change a meeting; other staff are refused; a request is not a booking", async () => {
    const { creator, manager } = await people();
    const stranger = await signedInAs(ctx, "creator");
    const editor = await signedInAs(ctx, "editor");
    const made = await booked(creator, manager, weekdayAt(7, 12));
    expect((await cancel(stranger, made.id)).status).toBe(404);
    expect((await reschedule(stranger, made.id, { start: weekdayAt(8, 10), length: 30 })).status).toBe(404);
    expect((await cancel(editor, made.id)).status).toBe(403);
    expect(
      (await book(manager, { managerId: manager.id, start: weekdayAt(7, 10), length: 30, topic: "x" }))
        .status,
    ).toBe(403);
    expect(await rowOf(made.id)).toMatchObject({ status: "Scheduled", sequence: 0 });
    const request = await (
      await call(ctx, "/api/appointments", { cookie: creator.cookie, json: { topic: "Talk" } })
    ).json();
    expect((await cancel(creator, request.id)).status).toBe(409);
  });

  it("lists the managers a creator may book", async () => {
    const { creator, manager } = await people();
    const res = await call(
      ctx,
      `/api/bookings/managers?search=${encodeURIComponent("Max Manager")}&pageSize=100`,
      {
        cookie: creator.cookie,
      },
    );
    const page = await res.json();
    expect(page.items).toContainEqual({ id: manager.id, name: "Max Manager" });
    expect(page.mine).toBeNull();
  });
});

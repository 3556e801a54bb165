import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appointments, emailOutbox, meetingReminders } from "../../db/schema";
import { createLogger } from "../../lib/logger";
import { createMailer } from "../../mail/mailer";
import { processOutbox } from "../../mail/outbox";
import { call, signedInAs } from "../../testing/auth";
import { weekdayAt } from "../../testing/bookings";
import { createTestContext, type TestContext } from "../../testing/context";
import { startTestSmtpServer, type TestSmtpServer } from "../../testing/smtp";
import { reminderEmail } from "./email";
import { queueDueReminders } from "./send";

/*
 * Meeting reminders (issue 20, item 4): scheduled as rows with the meeting, moved by a reschedule, removed by
 * a cancel, and sent once through the outbox even with two instances running (on PostgreSQL, two apps over
 * one database; on PGlite, two senders over the one database of the process).
 */

let smtp: TestSmtpServer;
let a: TestContext;
let b: TestContext;
/** An instance of the app without SMTP_URL, over the same database (on PGlite: the same deps, mail off). */
let off: TestContext;
type User = Awaited<ReturnType<typeof signedInAs>>;
let creator: User;
let boss: User;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  a = await createTestContext({ SMTP_URL: smtp.url });
  b =
    process.env.TEST_DB === "postgres"
      ? await createTestContext({ SMTP_URL: smtp.url }, { sameDatabaseAs: a })
      : a;
  off =
    process.env.TEST_DB === "postgres"
      ? await createTestContext({}, { sameDatabaseAs: a })
      : { ...a, deps: { ...a.deps, mailer: createMailer(undefined, a.deps.env.MAIL_FROM) } };
  expect(off.deps.mailer.configured).toBe(false);
  creator = await signedInAs(a, "creator", { name: "Cora Creator" });
  boss = await signedInAs(a, "manager", { name: "Max Manager" });
});
afterAll(async () => {
  if (off.deps.db !== a.deps.db) await off.close();
  if (b !== a) await b.close();
  await a.close();
  await smtp.close();
});

const HOUR = 3_600_000;
const at = (msFromNow: number) => new Date(Date.now() + msFromNow);

async function request(who: User = creator, topic = "Sponsorships") {
  const res = await call(a, "/api/appointments", { cookie: who.cookie, json: { topic } });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}
async function manage(id: string, status: string, when: Date | null, meetLink: string | null = null) {
  const res = await call(a, `/api/admin/appointments/${id}`, {
    method: "PATCH",
    cookie: boss.cookie,
    json: { status, scheduledAt: when?.toISOString() ?? null, meetLink },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}
/** The reminders of a meeting still to be sent: who, which, when. */
async function pending(id: string) {
  const rows = await a.deps.db
    .select()
    .from(meetingReminders)
    .where(eq(meetingReminders.appointmentId, id))
    .orderBy(meetingReminders.recipientId, meetingReminders.kind);
  return rows
    .filter((row) => row.queuedAt === null)
    .map((row) => ({ to: row.recipientId, kind: row.kind, dueAt: row.dueAt.toISOString() }))
    .sort((x, y) => `${x.to}${x.kind}`.localeCompare(`${y.to}${y.kind}`));
}
const expected = (when: Date) =>
  [creator.id, boss.id]
    .flatMap((to) => [
      { to, kind: "1h", dueAt: new Date(when.getTime() - HOUR).toISOString() },
      { to, kind: "24h", dueAt: new Date(when.getTime() - 24 * HOUR).toISOString() },
    ])
    .sort((x, y) => `${x.to}${x.kind}`.localeCompare(`${y.to}${y.kind}`));

/** Moves a meeting and its reminders `ms` earlier, as if that much time had passed. */
async function timePasses(id: string, ms: number) {
  const by = sql`make_interval(secs => ${ms / 1000})`;
  await a.deps.db
    .update(appointments)
    .set({ scheduledAt: sql`${appointments.scheduledAt} - ${by}` })
    .where(eq(appointments.id, id));
  await a.deps.db
    .update(meetingReminders)
    .set({ dueAt: sql`${meetingReminders.dueAt} - ${by}` })
    .where(eq(meetingReminders.appointmentId, id));
}
const reminderMails = () => smtp.received.filter((mail) => /^Subject: Reminder:/m.test(mail.raw));
/** A body as the reader sees it (long lines come quoted-printable). */
const readable = (body: string) =>
  body
    .replace(/=\r\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

describe("meeting reminders", () => {
  it("are scheduled with the meeting: 24 hours and 1 hour before, to both sides; none while Pending", async () => {
    const id = await request();
    expect(await pending(id)).toEqual([]);
    const when = at(72 * HOUR);
    await manage(id, "Scheduled", when);
    expect(await pending(id)).toEqual(expected(when));
  });

  it("move with a reschedule, and go with a cancel or once the meeting is completed", async () => {
    const id = await request();
    await manage(id, "Scheduled", at(72 * HOUR));
    const later = at(100 * HOUR);
    await manage(id, "Scheduled", later, "https://meet.example.com/x");
    expect(await pending(id)).toEqual(expected(later));
    await manage(id, "Cancelled", later);
    expect(await pending(id)).toEqual([]);
    expect(await a.deps.db.$count(meetingReminders, eq(meetingReminders.appointmentId, id))).toBe(0);

    const done = await request();
    await manage(done, "Scheduled", later);
    await manage(done, "Completed", later);
    expect(await pending(done)).toEqual([]);
  });

  it("skip a reminder whose time has passed when the meeting is scheduled", async () => {
    const soon = await request();
    await manage(soon, "Scheduled", at(2 * HOUR));
    expect((await pending(soon)).map((r) => r.kind)).toEqual(["1h", "1h"]);
    const sooner = await request();
    await manage(sooner, "Scheduled", at(HOUR / 2));
    expect(await pending(sooner)).toEqual([]);
  });

  it("are sent once each with two instances sending at once, in each side's words, with the link", async () => {
    const id = await request(creator, "Brand strategy");
    await manage(id, "Scheduled", at(72 * HOUR + HOUR / 2), "https://meet.example.com/room");
    // 72 hours later: the meeting is in 30 minutes, both reminders are due
    await timePasses(id, 72 * HOUR);
    const before = reminderMails().length;
    const queued = await Promise.all([queueDueReminders(a.deps), queueDueReminders(b.deps)]);
    expect(queued[0] + queued[1]).toBe(4);
    await Promise.all([processOutbox(a.deps), processOutbox(b.deps), processOutbox(a.deps)]);
    // and again: nothing more
    await Promise.all([queueDueReminders(a.deps), queueDueReminders(b.deps)]);
    await Promise.all([processOutbox(a.deps), processOutbox(b.deps)]);
    const mails = reminderMails().slice(before);
    expect(mails.length).toBe(4);
    const subjects = mails.map((m) => `${m.to.join()} ${/^Subject: ([^\r\n]*)/m.exec(m.raw)?.[1]}`).sort();
    expect(subjects).toEqual(
      [
        `${boss.email} Reminder: Brand strategy with Cora Creator in 1 hour`,
        `${boss.email} Reminder: Brand strategy with Cora Creator in 24 hours`,
        `${creator.email} Reminder: Brand strategy with Max Manager in 1 hour`,
        `${creator.email} Reminder: Brand strategy with Max Manager in 24 hours`,
      ].sort(),
    );
    const toCreator = readable(mails.find((m) => m.to.includes(creator.email))!.body);
    expect(toCreator).toContain("Your meeting with Max Manager starts in");
    expect(toCreator).toContain("Join: https://meet.example.com/room");
    expect(toCreator).toMatch(/When: \w+day, \w{3} \d+, \d{4}, \d+:\d\d [AP]M UTC/);
    expect(toCreator).toContain("http://localhost:3000/creator-dashboard/talent-management");
    const toManager = readable(mails.find((m) => m.to.includes(boss.email))!.body);
    expect(toManager).toContain("http://localhost:3000/talent-dashboard/appointment-dashboard");
    expect(await pending(id)).toEqual([]);
  });

  it("never go out for an old time: a reschedule after they fell due replaces them", async () => {
    const id = await request(creator, "Moved");
    await manage(id, "Scheduled", at(72 * HOUR + HOUR / 2));
    await timePasses(id, 72 * HOUR);
    const next = at(48 * HOUR);
    await manage(id, "Scheduled", next);
    const before = reminderMails().length;
    await queueDueReminders(a.deps);
    await processOutbox(a.deps);
    expect(reminderMails().length).toBe(before);
    expect(await pending(id)).toEqual(expected(next));
  });

  it("are closed unsent when the meeting has started, or for someone who chose 'In app only'", async () => {
    const quiet = await signedInAs(a, "creator");
    await call(a, "/api/me/notification-preferences/meeting", {
      method: "PUT",
      cookie: quiet.cookie,
      json: { email: false },
    });
    const id = await request(quiet, "Quiet");
    await manage(id, "Scheduled", at(72 * HOUR + HOUR / 2));
    await timePasses(id, 72 * HOUR);
    const started = await request(creator, "Started");
    await manage(started, "Scheduled", at(25 * HOUR));
    await timePasses(started, 26 * HOUR);
    const before = reminderMails().length;
    await queueDueReminders(a.deps);
    await processOutbox(a.deps);
    const sent = reminderMails().slice(before);
    expect(sent.map((m) => m.to.join()).sort()).toEqual([boss.email, boss.email]);
    expect(await pending(id)).toEqual([]);
    expect(await pending(started)).toEqual([]);
  });

  it("show each side the time in their own zone, named: the manager's hours', the creator's booking's", async () => {
    const maya = await signedInAs(a, "manager", { name: "Maya Zone" });
    const hal = await signedInAs(a, "creator", { name: "Hal Zone" });
    const hours = await call(a, "/api/me/availability", {
      cookie: maya.cookie,
      method: "PUT",
      json: {
        timeZone: "America/New_York",
        weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: "09:00", end: "17:00" })),
        overrides: [],
        lengths: [30],
        bufferMinutes: 0,
        minNoticeMinutes: 0,
      },
    });
    expect(hours.status, await hours.clone().text()).toBe(200);
    const booked = await call(a, "/api/bookings", {
      cookie: hal.cookie,
      json: {
        managerId: maya.id,
        start: weekdayAt(4, 15),
        length: 30,
        topic: "Zones",
        timeZone: "Asia/Kolkata",
      },
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const { id, scheduledAt } = (await booked.json()) as { id: string; scheduledAt: string };
    await timePasses(id, new Date(scheduledAt).getTime() - Date.now() - HOUR / 2);
    const before = reminderMails().length;
    await queueDueReminders(a.deps);
    await processOutbox(a.deps);
    const mails = reminderMails().slice(before);
    const bodyTo = (email: string) =>
      readable(mails.filter((m) => m.to.includes(email)).map((m) => m.body)[0] ?? "");
    expect(bodyTo(hal.email)).toMatch(
      /When: \w+day, \w{3} \d+, \d{4}, \d+:\d\d [AP]M GMT\+5:30 \(Asia\/Kolkata\)/,
    );
    expect(bodyTo(maya.email)).toMatch(
      /When: \w+day, \w{3} \d+, \d{4}, \d+:\d\d [AP]M E[SD]T \(America\/New_York\)/,
    );
  });

  it("name the zone of the time they show: UTC, or the recipient's once the app knows it", () => {
    const email = (timeZone?: string) =>
      reminderEmail({
        kind: "1h",
        side: "manager",
        to: { name: "Max", email: "max@example.test" },
        with: { name: "Cora" },
        meeting: { topic: "Plan", startsAt: new Date("2026-12-10T09:00:00Z"), meetLink: null },
        baseUrl: "https://desk.example",
        timeZone,
      }).text;
    expect(email()).toContain("When: Thursday, Dec 10, 2026, 9:00 AM UTC");
    expect(email("Asia/Kolkata")).toContain("When: Thursday, Dec 10, 2026, 2:30 PM GMT+5:30 (Asia/Kolkata)");
    expect(email("America/New_York")).toContain(
      "When: Thursday, Dec 10, 2026, 4:00 AM EST (America/New_York)",
    );
    expect(email()).toContain("the meeting link is not set yet");
  });

  it("wait in the outbox while mail is off, and go once an instance with SMTP_URL drains it", async () => {
    const id = await request(creator, "Waiting");
    await manage(id, "Scheduled", at(72 * HOUR + HOUR / 2), "https://meet.example.com/wait");
    await timePasses(id, 72 * HOUR);
    const before = reminderMails().length;
    // the instance without mail queues them, and sends nothing
    expect(await queueDueReminders(off.deps)).toBe(4);
    expect(await processOutbox(off.deps)).toBe(0);
    expect(await pending(id)).toEqual([]);
    const waiting = await a.deps.db
      .select({ subject: emailOutbox.subject, status: emailOutbox.status })
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} like 'Reminder: Waiting %'`);
    expect(waiting.map((row) => row.status)).toEqual(["pending", "pending", "pending", "pending"]);
    expect(reminderMails().length).toBe(before);
    // restarted with SMTP_URL: they go
    while ((await processOutbox(a.deps)) > 0) {}
    const sent = reminderMails()
      .slice(before)
      .map((m) => /^Subject: ([^\r\n]*)/m.exec(m.raw)?.[1]);
    expect(sent.sort()).toEqual(
      [
        "Reminder: Waiting with Cora Creator in 1 hour",
        "Reminder: Waiting with Cora Creator in 24 hours",
        "Reminder: Waiting with Max Manager in 1 hour",
        "Reminder: Waiting with Max Manager in 24 hours",
      ].sort(),
    );
  });

  it("are dropped with a log line, not sent late, when the meeting passed while mail was off", async () => {
    const id = await request(creator, "Missed");
    await manage(id, "Scheduled", at(72 * HOUR + HOUR / 2));
    await timePasses(id, 72 * HOUR);
    expect(await queueDueReminders(off.deps)).toBe(4);
    // an hour later the meeting has started, and mail is configured only now
    await timePasses(id, HOUR);
    await a.deps.db
      .update(emailOutbox)
      .set({ expiresAt: sql`${emailOutbox.expiresAt} - interval '1 hour'` })
      .where(sql`${emailOutbox.subject} like 'Reminder: Missed %'`);
    const lines: { msg: string; subject?: string }[] = [];
    const logger = createLogger("info", false, { write: (line: string) => lines.push(JSON.parse(line)) });
    const before = reminderMails().length;
    while ((await processOutbox({ ...a.deps, logger })) > 0) {}
    expect(reminderMails().length).toBe(before);
    const rows = await a.deps.db
      .select({ status: emailOutbox.status })
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} like 'Reminder: Missed %'`);
    expect(rows.map((row) => row.status)).toEqual(["expired", "expired", "expired", "expired"]);
    const dropped = lines.filter((line) => /dropped unsent/.test(line.msg));
    expect(dropped.map((line) => line.subject).sort()).toEqual(
      [
        "Reminder: Missed with Cora Creator in 1 hour",
        "Reminder: Missed with Cora Creator in 24 hours",
        "Reminder: Missed with Max Manager in 1 hour",
        "Reminder: Missed with Max Manager in 24 hours",
      ].sort(),
    );
  });
});

import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notificationDigests } from "../../db/schema";
import { processOutbox } from "../../mail/outbox";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { startTestSmtpServer, type TestSmtpServer } from "../../testing/smtp";
import { flushNotificationEmails } from "./email";

describe("the email of a scheduled meeting", () => {
  let smtp: TestSmtpServer;
  let ctx: TestContext;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    ctx = await createTestContext({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  it("reaches the creator through the outbox with the .ics attached", async () => {
    const creator = await signedInAs(ctx, "creator");
    const manager = await signedInAs(ctx, "manager", { name: "Max Manager" });
    const made = await (
      await call(ctx, "/api/appointments", { cookie: creator.cookie, json: { topic: "Sponsorships" } })
    ).json();
    await call(ctx, `/api/admin/appointments/${made.id}`, {
      method: "PATCH",
      cookie: manager.cookie,
      json: {
        status: "Scheduled",
        scheduledAt: "2026-12-10T09:00:00Z",
        meetLink: "https://meet.example.com/s",
      },
    });
    await ctx.deps.db.update(notificationDigests).set({ sendAfter: sql`now() - interval '1 second'` });
    await flushNotificationEmails(ctx.deps);
    await processOutbox(ctx.deps);
    const mail = smtp.received.find((m) => m.to.includes(creator.email));
    expect(mail?.raw).toContain("Subject: Your meeting is scheduled: Sponsorships");
    expect(mail?.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
    expect(mail?.raw).toContain("meeting.ics");
    // the manager who acted has no email about it; the new request went to the manager's digest only
    expect(smtp.received.filter((m) => m.to.includes(manager.email))).toEqual([]);
  });
});

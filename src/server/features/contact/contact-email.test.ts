import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, emailOutbox } from "../../db/schema";
import { MAX_ATTEMPTS, processOutbox } from "../../mail/outbox";
import { createTestContext, type TestContext } from "../../testing/context";
import { startTestSmtpServer, type TestSmtpServer } from "../../testing/smtp";

/* The contact email through the outbox to a real SMTP server listening in the test. */
describe("contact email delivery", () => {
  let smtp: TestSmtpServer;
  let ctx: TestContext;
  let ip = 0;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    ctx = await createTestContext({ SMTP_URL: smtp.url, CONTACT_INBOX: "inbox@agency.test" });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });
  beforeEach(async () => {
    smtp.accept();
    smtp.received.length = 0;
    await ctx.deps.db.delete(emailOutbox);
  });

  async function send(subject: string) {
    const res = await ctx.app.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${++ip}` },
      body: JSON.stringify({ name: "Grace Hopper", email: "grace@example.com", subject, message: "Hello!" }),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  }
  const outboxRows = () => ctx.deps.db.select().from(emailOutbox);

  it("delivers the message to the inbox and marks the row sent", async () => {
    await send("Sponsorship");
    expect(await processOutbox(ctx.deps)).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(["inbox@agency.test"]);
    expect(mail.raw).toContain("Subject: New contact message: Sponsorship");
    expect(mail.raw).toContain("Reply-To: grace@example.com");
    for (const part of ["Name: Grace Hopper", "Email: grace@example.com", "Hello!"]) {
      expect(mail.body).toContain(part);
    }
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it("keeps the message when the server refuses, and sends it once the retry is due", async () => {
    smtp.refuse("Mailbox unavailable");
    const id = await send("Refused at first");
    expect(await processOutbox(ctx.deps)).toBe(0);

    expect(await ctx.deps.db.$count(contactMessages, eq(contactMessages.id, id))).toBe(1);
    const [failed] = await outboxRows();
    expect(failed).toMatchObject({ status: "pending", attempts: 1, lockedUntil: null });
    expect(failed!.lastError).toContain("Mailbox unavailable");
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    smtp.accept();
    expect(await processOutbox(ctx.deps)).toBe(0); // the back-off is respected
    await ctx.deps.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` });
    expect(await processOutbox(ctx.deps)).toBe(1);
    expect(smtp.received.map((m) => m.to)).toEqual([["inbox@agency.test"]]);
    const [sent] = await outboxRows();
    expect(sent).toMatchObject({ status: "sent", attempts: 2, lastError: null });
  });

  it("gives up after the last attempt and marks the row failed", async () => {
    smtp.refuse("Mailbox unavailable");
    await send("Never delivered");
    await ctx.deps.db.update(emailOutbox).set({ attempts: MAX_ATTEMPTS - 1 });
    expect(await processOutbox(ctx.deps)).toBe(0);
    const [row] = await outboxRows();
    expect(row).toMatchObject({ status: "failed", attempts: MAX_ATTEMPTS });

    await ctx.deps.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` });
    smtp.accept();
    expect(await processOutbox(ctx.deps)).toBe(0);
    expect(smtp.received).toHaveLength(0);
  });

  it("sends each message once when two workers run at the same time", async () => {
    const subjects = ["One", "Two", "Three", "Four", "Five", "Six"];
    for (const subject of subjects) await send(subject);

    const counts = await Promise.all([processOutbox(ctx.deps), processOutbox(ctx.deps)]);
    expect(counts[0]! + counts[1]!).toBe(subjects.length);
    const got = smtp.received.map((m) => /Subject: New contact message: (\w+)/.exec(m.raw)?.[1]).sort();
    expect(got).toEqual([...subjects].sort());
    const rows = await outboxRows();
    expect(rows.map((r) => [r.status, r.attempts])).toEqual(subjects.map(() => ["sent", 1]));
  });
});

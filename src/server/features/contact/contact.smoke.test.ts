import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { contactMessages, emailOutbox } from "../../db/schema";
import { call } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/* Smoke (PGlite lane): the public contact form stores its message and queues the mail (write-only API). */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ CONTACT_INBOX: "inbox@agency.test" });
});
afterAll(() => ctx.close());

it("stores a contact message and queues its email", async () => {
  const res = await call(ctx, "/api/contact", {
    json: {
      name: "Ada",
      email: "ada@example.com",
      subject: "Smoke",
      message: "We would like to work with you.",
    },
  });
  expect(res.status).toBe(201);
  const { id } = await res.json();
  const [stored] = await ctx.deps.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  expect(stored).toMatchObject({ name: "Ada", subject: "Smoke" });
  const outbox = await ctx.deps.db.select().from(emailOutbox).where(eq(emailOutbox.to, "inbox@agency.test"));
  expect(outbox.map((m) => m.subject)).toEqual(["New contact message: Smoke"]);
});

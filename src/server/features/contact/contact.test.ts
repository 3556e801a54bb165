import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, emailOutbox } from "../../db/schema";
import { createTestContext, type TestContext } from "../../testing/context";

const valid = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: "Partnership",
  message: "We would like to work with you on our channel.",
};

function post(ctx: TestContext, body: unknown, ip: string) {
  return ctx.app.request("/api/contact", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });
}

describe("POST /api/contact", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ CONTACT_INBOX: "inbox@agency.test" });
  });
  afterAll(() => ctx.close());

  it("stores the message and queues an email to the inbox in the outbox", async () => {
    const res = await post(ctx, { ...valid, name: "  Ada Lovelace " }, "198.51.100.1");
    expect(res.status).toBe(201);
    const { id } = await res.json();

    const [stored] = await ctx.deps.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored).toMatchObject({ ...valid, ipAddress: "198.51.100.1" });
    const outbox = await ctx.deps.db.select().from(emailOutbox);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      to: "inbox@agency.test",
      replyTo: "ada@example.com",
      subject: "New contact message: Partnership",
      status: "pending",
      attempts: 0,
    });
    for (const part of ["Name: Ada Lovelace", "Email: ada@example.com", valid.message]) {
      expect(outbox[0]!.text).toContain(part);
    }
  });

  it("is documented in the OpenAPI document", async () => {
    const doc = await (await ctx.app.request("/api/openapi.json")).json();
    expect(doc.paths["/contact"].post.summary).toBe("Send a message through the contact form");
  });
});

describe("POST /api/contact with a missing or malformed field", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const cases: [string, Record<string, unknown>, string, string][] = [
    ["no name", { ...valid, name: undefined }, "name", "Name is required"],
    ["a blank name", { ...valid, name: "   " }, "name", "Name is required"],
    ["no email", { ...valid, email: undefined }, "email", "Email is required"],
    ["a malformed email", { ...valid, email: "ada@" }, "email", "Enter a valid email address"],
    ["no subject", { ...valid, subject: "" }, "subject", "Subject is required"],
    ["no message", { ...valid, message: undefined }, "message", "Message is required"],
    ["a message that is not text", { ...valid, message: 42 }, "message", "Message is required"],
  ];
  it.each(cases)("answers 400 for %s and stores nothing", async (_, body, field, text) => {
    const res = await post(ctx, body, "198.51.100.2");
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.code).toBe("bad_request");
    expect(json.fields).toEqual({ [field]: text });

    expect(await ctx.deps.db.$count(contactMessages)).toBe(0);
    expect(await ctx.deps.db.$count(emailOutbox)).toBe(0);
  });
});

describe("POST /api/contact rate limit", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ CONTACT_RATE_LIMIT: "3" });
  });
  afterAll(() => ctx.close());

  it("answers 429 with Retry-After after CONTACT_RATE_LIMIT messages from one IP, not for another IP", async () => {
    for (let i = 0; i < 3; i++) expect((await post(ctx, valid, "192.0.2.10")).status).toBe(201);

    const limited = await post(ctx, valid, "192.0.2.10");
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(await limited.json()).toMatchObject({
      code: "rate_limited",
      error: expect.stringContaining("Too many messages"),
    });
    expect(await ctx.deps.db.$count(contactMessages)).toBe(3);

    expect((await post(ctx, valid, "192.0.2.11")).status).toBe(201);
    expect(await ctx.deps.db.$count(contactMessages)).toBe(4);
  });

  it("counts the address our proxy appended, not one the client put first", async () => {
    for (let i = 0; i < 3; i++) expect((await post(ctx, valid, `10.9.9.${i}, 192.0.2.20`)).status).toBe(201);
    expect((await post(ctx, valid, "10.9.9.99, 192.0.2.20")).status).toBe(429);
  });
});

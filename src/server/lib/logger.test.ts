import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { call, signedInAs, signIn } from "../testing/auth";
import { createTestContext, type TestContext } from "../testing/context";
import { createLogger } from "./logger";

/** A logger whose lines are kept in memory. */
function memoryLogger() {
  const lines: string[] = [];
  const logger = createLogger("debug", false, { write: (line: string) => void lines.push(line) });
  return { logger, text: () => lines.join("") };
}

describe("logs", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it("never hold passwords, tokens, cookies, or the values of a failed query", () => {
    const { logger, text } = memoryLogger();
    const failed = Object.assign(
      new Error("Failed query: insert into contact_messages values ($1, $2)\nparams: Ann,ann@private.test"),
      { params: ["Ann", "ann@private.test"], cause: new Error("relation does not exist") },
    );
    logger.error({ err: failed }, "unhandled error");
    logger.info({ body: { password: "hunter2-secret", token: "tok-123", cookie: "session=abc" } }, "x");
    const out = text();
    for (const secret of ["ann@private.test", "hunter2-secret", "tok-123", "session=abc"]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain("Failed query: insert into contact_messages");
    expect(out).toContain("relation does not exist");
  });

  it("never hold the query string of an address, where a form sent with GET puts its password", () => {
    const { logger, text } = memoryLogger();
    const failed = new TypeError(
      "fetch failed for http://localhost:3000/login?email=a%40b.test&password=hunter3 (and /login?password=hunter4)",
    );
    logger.error({ err: failed }, "unhandled error");
    const out = text();
    expect(out).not.toMatch(/hunter[34]|a%40b/);
    expect(out).toContain("http://localhost:3000/login?[redacted]");
  });

  it("never hold a brand's review or report link (issue 36), in a path or an error's text", () => {
    const { logger, text } = memoryLogger();
    const token = "Zq3xV9y-k2_4T0pLmN8bR5sUwY7cE1dFgHjKa6oQiA";
    logger.warn({ path: `/api/review/${token}/files/x/content` }, "failure");
    logger.error(
      { err: new Error(`fetch failed for http://localhost:3000/report/${token}`) },
      "unhandled error",
    );
    const out = text();
    expect(out).not.toContain(token);
    expect(out).toContain("/api/review/[redacted]/files/x/content");
    expect(out).toContain("http://localhost:3000/report/[redacted]");
  });

  it("never hold a signer's link (issue 37), page or API", () => {
    const { logger, text } = memoryLogger();
    const token = "Yq3xV9y-k2_4T0pLmN8bR5sUwY7cE1dFgHjKa6oQiB";
    logger.warn({ path: `/api/sign/${token}/decline` }, "failure");
    logger.error(
      { err: new Error(`fetch failed for http://localhost:3000/sign/${token}`) },
      "unhandled error",
    );
    const out = text();
    expect(out).not.toContain(token);
    expect(out).toContain("/api/sign/[redacted]/decline");
    expect(out).toContain("http://localhost:3000/sign/[redacted]");
  });

  it("record a failure of the contact form without the visitor's message or address", async () => {
    const { logger, text } = memoryLogger();
    const app = createApp({ ...ctx.deps, logger });
    await ctx.deps.db.execute(sql`alter table contact_messages rename to contact_messages_away`);
    try {
      const res = await call({ ...ctx, app }, "/api/contact", {
        json: {
          name: "Priya Private",
          email: "priya@private.test",
          subject: "Secret",
          message: "my phone is 555-0101",
        },
      });
      expect(res.status).toBe(500);
    } finally {
      await ctx.deps.db.execute(sql`alter table contact_messages_away rename to contact_messages`);
    }
    const out = text();
    expect(out).toContain("unhandled error");
    for (const personal of ["Priya Private", "priya@private.test", "555-0101"])
      expect(out).not.toContain(personal);
  });

  it("record a sign-in without the password, and a session without its token", async () => {
    const { logger, text } = memoryLogger();
    const app = createApp({ ...ctx.deps, logger });
    const me = await signedInAs(ctx, "creator");
    await call({ ...ctx, app }, "/api/auth/sign-in/email", {
      json: { email: me.email, password: "wrong-password-xyz" },
    });
    const cookie = await signIn({ ...ctx, app }, me.email, me.password);
    await call({ ...ctx, app }, "/api/me/profile", { cookie });
    const out = text();
    expect(out).not.toContain("wrong-password-xyz");
    expect(out).not.toContain(me.password);
    expect(out).not.toContain(cookie.split("=")[1]!.slice(0, 20));
  });
});

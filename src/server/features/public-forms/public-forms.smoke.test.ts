import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createApp } from "../../app";
import { contactMessages, user } from "../../db/schema";
import { call, cookiesOf, nextIp, TEST_ORIGIN } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";

/*
 * Smoke (PGlite lane): the forms posted without scripts write what the API writes: a sign-up (then a
 * sign-in with it) and a contact message. The forms are mounted only with the client's pages, so this
 * file builds the app with stand-ins of them, as public-forms.test.ts does.
 */

const LOGIN_PAGE = `<!DOCTYPE html><html lang="en"><head><title>Login</title></head><body><div class="card" data-before-scripts="login"><p id="login-error" role="alert" class="empty:hidden"></p><form action="/login" method="post"><input type="email" id="login-email" aria-invalid="false" name="email"/><input type="password" id="login-password" name="password"/></form><form action="/login?tab=signup" method="post"><input id="signup-name" name="name"/><input type="email" id="signup-email" name="email"/><input type="password" id="signup-password" name="password"/></form></div></body></html>`;
const CONTACT_PAGE = `<!DOCTYPE html><html lang="en"><head><title>Contact</title></head><body><form action="/contact" method="post"><p id="contact-notice" role="status"></p><p id="contact-error" role="alert"></p><input id="contact-name" name="name"/><input type="email" id="contact-email" name="email"/><input id="contact-subject" name="subject"/><textarea rows="6" id="contact-message" name="message"></textarea></form></body></html>`;

let ctx: TestContext;
let app: ReturnType<typeof createApp>;
let clientDir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  clientDir = mkdtempSync(path.join(os.tmpdir(), "creatordesk-client-"));
  for (const [page, html] of [
    ["login", LOGIN_PAGE],
    ["contact", CONTACT_PAGE],
  ] as const) {
    mkdirSync(path.join(clientDir, page));
    writeFileSync(path.join(clientDir, page, "index.html"), html);
  }
  app = createApp(ctx.deps, { clientDir });
});
afterAll(async () => {
  await ctx.close();
  rmSync(clientDir, { recursive: true, force: true });
});

const postForm = (target: string, fields: Record<string, string>, ip = nextIp()) =>
  app.request(target, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: TEST_ORIGIN,
      "sec-fetch-site": "same-origin",
      "sec-fetch-mode": "navigate",
      "x-forwarded-for": ip,
    },
    body: new URLSearchParams(fields).toString(),
  });

it("signs up and in through the login form, and stores a contact message", async () => {
  const email = "smoke-form@example.test";
  const created = await postForm("/login?tab=signup", {
    name: "Smoke Form",
    email,
    password: "a-long-password",
  });
  expect(created.status).toBe(303);
  expect(created.headers.get("location")).toBe("/creator-dashboard");
  const [row] = await ctx.deps.db.select().from(user).where(eq(user.email, email));
  expect(row).toMatchObject({ name: "Smoke Form", role: "creator" });

  const signedIn = await postForm("/login", { email, password: "a-long-password" });
  expect(signedIn.status).toBe(303);
  const session = await call(ctx, "/api/auth/get-session", { cookie: cookiesOf(signedIn) });
  expect((await session.json()).user).toMatchObject({ id: row!.id, email });

  const ip = nextIp();
  const fields = {
    name: "Ada",
    email: "ada@example.test",
    subject: "Smoke",
    message: "Sent without scripts",
  };
  const sent = await postForm("/contact", fields, ip);
  expect(sent.status).toBe(200);
  expect(await sent.text()).not.toContain("Sent without scripts");
  const stored = await ctx.deps.db.select().from(contactMessages).where(eq(contactMessages.ipAddress, ip));
  expect(stored).toMatchObject([fields]);
});

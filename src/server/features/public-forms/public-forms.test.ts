import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "~/domain/messages";
import { createApp } from "../../app";
import { CROSS_SITE_MESSAGE } from "../../auth/csrf";
import { contactMessages, user } from "../../db/schema";
import { call, cookiesOf, nextIp, TEST_ORIGIN } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { seedUser } from "../accounts/seed-user";
import { answeredPage } from "./page";

/* The public forms posted before their page's scripts ran (docs/decisions/041), against stand-ins of the
   prerendered pages with the hooks the real ones have (the browser tests use the real ones). */

const LOGIN_PAGE = `<!DOCTYPE html><html lang="en"><head><title>Login</title></head><body><div class="card" data-before-scripts="login"><p id="login-error" role="alert" class="empty:hidden"></p><form action="/login" method="post"><input type="email" id="login-email" aria-invalid="false" name="email"/><input type="password" id="login-password" name="password"/></form><form action="/login?tab=signup" method="post"><input id="signup-name" name="name"/><input type="email" id="signup-email" name="email"/><input type="password" id="signup-password" name="password"/></form></div></body></html>`;
const CONTACT_PAGE = `<!DOCTYPE html><html lang="en"><head><title>Contact</title></head><body><form action="/contact" method="post"><p id="contact-notice" role="status"></p><p id="contact-error" role="alert"></p><input id="contact-name" name="name"/><input type="email" id="contact-email" name="email"/><input id="contact-subject" name="subject"/><textarea rows="6" id="contact-message" name="message"></textarea></form></body></html>`;

/** A form as a browser posts it: urlencoded, same-origin (Origin and Sec-Fetch-Site), from its own IP. */
function postForm(
  app: ReturnType<typeof createApp>,
  target: string,
  fields: Record<string, string>,
  options: { origin?: string; site?: string; ip?: string; cookie?: string } = {},
) {
  const { origin = TEST_ORIGIN, ip = nextIp(), cookie } = options;
  const headers: Record<string, string> = {
    "content-type": "application/x-www-form-urlencoded",
    origin,
    "sec-fetch-site": options.site ?? (origin === TEST_ORIGIN ? "same-origin" : "cross-site"),
    "sec-fetch-mode": "navigate",
    "x-forwarded-for": ip,
  };
  if (cookie) headers.cookie = cookie;
  return app.request(target, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
}

const sessionCookie = (res: Response) =>
  res.headers.getSetCookie().find((line) => line.startsWith("creatordesk.session_token="));

describe("the public forms without scripts", () => {
  let ctx: TestContext;
  let app: ReturnType<typeof createApp>;
  let clientDir: string;
  beforeAll(async () => {
    ctx = await createTestContext({ CONTACT_RATE_LIMIT: "3" });
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

  it("signs in: the session cookie the API sets, a device cookie for both paths, and a 303 to the role's dashboard", async () => {
    const owner = await seedUser(ctx.deps);
    const res = await postForm(app, "/login", { email: owner.email, password: owner.password });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/creator-dashboard");
    expect(sessionCookie(res)).toMatch(/HttpOnly/i);
    const devices = res.headers.getSetCookie().filter((line) => line.startsWith("creatordesk.device="));
    expect(devices.map((line) => /Path=([^;]+)/.exec(line)?.[1])).toEqual(["/api/auth", "/login"]);
    // the cookie is a real session
    const session = await call(ctx, "/api/auth/get-session", { cookie: cookiesOf(res) });
    expect((await session.json()).user.email).toBe(owner.email);
    // staff land on their own dashboard
    const editor = await seedUser(ctx.deps, { role: "editor" });
    const staff = await postForm(app, "/login", { email: editor.email, password: editor.password });
    expect(staff.status).toBe(303);
    expect(staff.headers.get("location")).toBe("/editor-dashboard");
  });

  it("answers a wrong password with the login page: the spec's error, the email kept, never the password", async () => {
    const owner = await seedUser(ctx.deps);
    const res = await postForm(app, "/login", { email: owner.email, password: "not-the-password-42" });
    expect(res.status).toBe(401);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(sessionCookie(res)).toBeUndefined();
    const html = await res.text();
    expect(html).toContain(
      `<p id="login-error" role="alert" class="empty:hidden">${messages.auth.loginFailedTitle}: Invalid email or password</p>`,
    );
    expect(html).toContain(`id="login-email" aria-invalid="false" name="email" value="${owner.email}"/>`);
    expect(html).not.toContain("not-the-password-42");
    expect(html).toContain('<script type="application/json" id="form-answer">{"form":"login"');
  });

  it("answers a missing email or password in the spec's words, through the form and the JSON API", async () => {
    const form = await postForm(app, "/login", { email: "someone@example.test", password: "" });
    expect(form.status).toBe(400);
    expect(await form.text()).toContain(`Login Failed: ${messages.auth.missingCredentials}`);
    for (const body of [{}, { email: "someone@example.test" }, { password: "a-password" }]) {
      const api = await call(ctx, "/api/auth/sign-in/email", { json: body });
      expect(api.status).toBe(400);
      expect((await api.json()).error).toBe(messages.auth.missingCredentials);
    }
    const signUp = await call(ctx, "/api/auth/sign-up/email", { json: { name: "No Email" } });
    expect((await signUp.json()).error).toBe(messages.auth.missingCredentials);
  });

  it("counts form sign-ins in the same limits: the account locks, the owner's device cookie still works", async () => {
    const owner = await seedUser(ctx.deps);
    const first = await call(ctx, "/api/auth/sign-in/email", {
      json: { email: owner.email, password: owner.password },
    });
    const device = first.headers
      .getSetCookie()
      .find((line) => line.startsWith("creatordesk.device=") && line.includes("Path=/login"))
      ?.split(";")[0];
    expect(device).toBeTruthy();
    for (let i = 0; i < 10; i++) {
      expect((await postForm(app, "/login", { email: owner.email, password: `wrong-${i}` })).status).toBe(
        401,
      );
    }
    const locked = await postForm(app, "/login", { email: owner.email, password: owner.password });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await locked.text()).toMatch(/Login Failed: Too many failed sign-ins for this account/);
    const owners = await postForm(
      app,
      "/login",
      { email: owner.email, password: owner.password },
      { cookie: device },
    );
    expect(owners.status).toBe(303);
  });

  it("refuses a form posted from another site, before any sign-in; a page of ours says Origin: null", async () => {
    const owner = await seedUser(ctx.deps);
    const fields = { email: owner.email, password: owner.password };
    for (const from of [{ origin: "https://evil.example" }, { origin: "null", site: "cross-site" }]) {
      const res = await postForm(app, "/login", fields, from);
      expect(res.status).toBe(403);
      expect(sessionCookie(res)).toBeUndefined();
      expect(await res.text()).toContain(CROSS_SITE_MESSAGE.replace("'", "&#x27;"));
    }
    // our pages send no referrer, so the browser's Origin is "null"; Sec-Fetch-Site says it is ours
    const ours = await postForm(app, "/login", fields, { origin: "null", site: "same-origin" });
    expect(ours.status).toBe(303);
  });

  it("signs up from the Sign Up tab, and answers a taken email on that tab with the name and email kept", async () => {
    const email = `new-${nextIp().replaceAll(".", "-")}@example.test`;
    const created = await postForm(app, "/login?tab=signup", {
      name: "Nova Creator",
      email,
      password: "a-long-password",
    });
    expect(created.status).toBe(303);
    expect(created.headers.get("location")).toBe("/creator-dashboard");
    expect(sessionCookie(created)).toBeTruthy();
    expect(await ctx.deps.db.select().from(user).where(eq(user.email, email))).toHaveLength(1);

    const again = await postForm(app, "/login?tab=signup", {
      name: "Nova <Again>",
      email,
      password: "a-long-password",
    });
    expect(again.status).toBe(422);
    const html = await again.text();
    expect(html).toContain('data-before-scripts="signup"');
    expect(html).toMatch(/<p id="login-error"[^>]*>Sign Up Failed: [^<]+<\/p>/);
    expect(html).toContain('id="signup-name" name="name" value="Nova &lt;Again&gt;"/>');
    expect(html).toContain(`id="signup-email" name="email" value="${email}"/>`);
    expect(html).not.toContain("a-long-password");
    expect(html).toContain('"values":{"name":"Nova \\u003cAgain>"');
  });

  it("shows the Sign Up tab for /login?tab=signup, and sends an address carrying a password to the clean page", async () => {
    const tab = await app.request("/login?tab=signup");
    expect(tab.status).toBe(200);
    expect(await tab.text()).toContain('data-before-scripts="signup"');
    const leaked = await app.request("/login?email=a%40example.test&password=leaked");
    expect(leaked.status).toBe(303);
    expect(leaked.headers.get("location")).toBe("/login");
    const plain = await app.request("/login");
    expect(await plain.text()).toBe(LOGIN_PAGE);
  });

  it("stores a contact message and answers with the confirmation", async () => {
    const ip = nextIp();
    const fields = {
      name: "Ada",
      email: "ada@example.test",
      subject: "Hello",
      message: "A message <b>sent</b> without scripts",
    };
    const res = await postForm(app, "/contact", fields, { ip });
    expect(res.status).toBe(200);
    const html = await res.text();
    const { title, description } = messages.contact.sent;
    expect(html).toContain(
      `<p id="contact-notice" role="status">${title} ${description.replace("'", "&#x27;")}</p>`,
    );
    expect(html).not.toContain("without scripts"); // a sent form starts blank
    const [stored] = await ctx.deps.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.ipAddress, ip));
    expect(stored).toMatchObject(fields);
  });

  it("answers an invalid contact message with its errors and what was typed, and applies the rate limit", async () => {
    const ip = nextIp();
    const res = await postForm(
      app,
      "/contact",
      { name: "", email: "not-an-email", subject: "Hi", message: "Line one\nline two" },
      { ip },
    );
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(
      `<p id="contact-error" role="alert">${messages.contact.failedTitle}: Something went wrong: Name is required. Enter a valid email address. Please try again later.</p>`,
    );
    expect(html).toContain('name="email" value="not-an-email"/>');
    expect(html).toContain('name="message">Line one\nline two</textarea>');
    expect(await ctx.deps.db.select().from(contactMessages).where(eq(contactMessages.ipAddress, ip))).toEqual(
      [],
    );

    const valid = { name: "Ada", email: "ada@example.test", subject: "Hi", message: "Hello" };
    for (let i = 0; i < 3; i++) expect((await postForm(app, "/contact", valid, { ip })).status).toBe(200);
    const limited = await postForm(app, "/contact", valid, { ip });
    expect(limited.status).toBe(429);
    expect(await limited.text()).toMatch(/Too many messages sent from your network/);
  });
});

describe("answeredPage", () => {
  it("fails loudly when the page lacks a hook the answer needs", () => {
    expect(() => answeredPage(LOGIN_PAGE, { form: "contact", error: "x" })).toThrow(
      /#contact-error not found/,
    );
    expect(() => answeredPage("<html><body></body></html>", { form: "signup" })).toThrow(
      /login tabs not found/,
    );
  });
});

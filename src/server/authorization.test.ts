import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatSessionCreated } from "~/domain/chat";
import { ROLES, type Role } from "~/domain/roles";
import { notifications } from "./db/schema";
import { seedUser } from "./features/accounts/seed-user";
import { call, signedInAs } from "./testing/auth";
import { guestSays, newGuestChat } from "./testing/chat";
import { createTestContext, type TestContext } from "./testing/context";
import { fileForm, tinyPng } from "./testing/images";

/*
 * THE AUTHORIZATION MATRIX: every endpoint x every role (and a signed-out caller) x the exact status.
 * One line a row. `{placeholders}` in a path are made fresh for each cell (see `fixtures` below), so a
 * cell never depends on another one.
 */
type Caller = Role | "anon";
type Expected = Record<Caller, number>;
type Request = { json?: unknown; body?: FormData; headers?: Record<string, string> };
/** The body (and extra headers) of a cell's request; may make data first (made fresh for each cell). */
type Body = () => Request | Promise<Request>;

const roles = (status: number, overrides: Partial<Expected> = {}): Expected => ({
  creator: status,
  manager: status,
  editor: status,
  designer: status,
  promoter: status,
  anon: 401,
  ...overrides,
});
/** Any signed-in user gets `status`; signed out 401. */
const anyUser = (status: number) => roles(status);
/** Managers get `status`; other roles 403; signed out 401. */
const managerOnly = (status: number) => roles(403, { manager: status });
/** Everyone, signed in or not. */
const everyone = (status: number) => roles(status, { anon: status });

const png = () => ({ body: fileForm(tinyPng(), "me.png", "image/png") });
const json = (value: unknown) => () => ({ json: value });
/** The cell's `{chatSession}` was made with this token: send it (a guest's credential). */
const withChatToken =
  (extra: Request = {}) =>
  () => ({
    ...extra,
    headers: { authorization: `Bearer ${lastChat!.token}` },
  });
/** A token of another guest session than the one in the path. */
const withOtherChatToken =
  (extra: Request = {}) =>
  async () => {
    const other = await newGuestChat(ctx);
    return { ...extra, headers: { authorization: `Bearer ${other.token}` } };
  };
const rightContinue = () => ({ json: { sessionId: lastChat!.sessionId, code: lastChat!.code } });
let ctx: TestContext;
let lastChat: ChatSessionCreated | null = null;

const matrix: [endpoint: string, expected: Expected, body?: Body][] = [
  ["GET /api/me/profile", anyUser(200)],
  ["PATCH /api/me/profile", anyUser(200), json({ name: "New Name", bio: "Hello" })],
  ["POST /api/me/avatar", anyUser(200), png],
  ["GET /api/avatars/{userWithAvatar}", everyone(200)],
  ["GET /api/avatars/{newUser}", everyone(404)],
  ["POST /api/me/deletion-request", anyUser(201)],
  ["GET /api/admin/users", managerOnly(200)],
  ["GET /api/admin/users?search=example&page=2&pageSize=5", managerOnly(200)],
  ["PATCH /api/admin/users/{newUser}/role", managerOnly(200), json({ role: "editor" })],
  ["PATCH /api/admin/users/no-such-user/role", managerOnly(404), json({ role: "editor" })],
  ["DELETE /api/admin/users/{newUser}", managerOnly(204)],
  ["DELETE /api/admin/users/{newManager}", managerOnly(403)],
  ["DELETE /api/admin/users/{me}", managerOnly(403)],
  ["DELETE /api/admin/users/no-such-user", managerOnly(404)],
  ["GET /api/admin/deletion-requests", managerOnly(200)],
  ["POST /api/admin/deletion-requests/{deletionRequest}/resolve", managerOnly(200)],
  ["POST /api/admin/deletion-requests/00000000-0000-4000-8000-000000000000/resolve", managerOnly(404)],
  ["GET /api/admin/audit-log", managerOnly(200)],
  ["GET /api/admin/audit-log?page=2&pageSize=5", managerOnly(200)],
  // one's own role: not even a manager may change it
  ["PATCH /api/admin/users/{me}/role", managerOnly(403), json({ role: "creator" })],
  ["PATCH /api/admin/users/{newManager}/role", managerOnly(200), json({ role: "editor" })],
  // the account endpoints (better-auth behind our routes)
  ["GET /api/auth/get-session", everyone(200)],
  [
    "POST /api/auth/change-password",
    anyUser(400),
    json({ currentPassword: "not-the-password", newPassword: "a new long password" }),
  ],
  ["POST /api/auth/two-factor/enable", anyUser(400), json({ password: "not-the-password" })],
  ["POST /api/auth/two-factor/disable", anyUser(400), json({ password: "not-the-password" })],
  // closed: better-auth's own profile, deletion and session endpoints
  ["POST /api/auth/update-user", everyone(404), json({ name: "x", image: "https://tracker.example/p.gif" })],
  ["POST /api/auth/delete-user", everyone(404), json({})],
  ["GET /api/auth/list-sessions", everyone(404)],
  // live chat: guests with their token, managers with their session
  ["POST /api/chat/sessions", everyone(201)],
  ["POST /api/chat/sessions/continue {chatSession}", everyone(200), rightContinue],
  ["POST /api/chat/sessions/continue", everyone(400), json({ sessionId: "guest_1_x", code: "12" })],
  ["GET /api/chat/sessions", managerOnly(200)],
  ["GET /api/chat/sessions?page=2&pageSize=5", managerOnly(200)],
  ["GET /api/chat/sessions/{chatSession}/messages", managerOnly(200)],
  ["GET /api/chat/sessions/{chatSession}/messages # with its token", everyone(200), withChatToken()],
  [
    "GET /api/chat/sessions/{chatSession}/messages # with another session's token",
    everyone(404),
    withOtherChatToken(),
  ],
  ["POST /api/chat/sessions/{chatSession}/messages", managerOnly(201), json({ content: "Hello" })],
  [
    "POST /api/chat/sessions/{chatSession}/messages # with its token",
    everyone(201),
    withChatToken({ json: { content: "Hi" } }),
  ],
  [
    "POST /api/chat/sessions/{chatSession}/messages # with another session's token",
    everyone(404),
    withOtherChatToken({ json: { content: "Hi" } }),
  ],
  [
    "POST /api/chat/sessions/{closedChatSession}/messages # with its token",
    everyone(409),
    withChatToken({ json: { content: "Hi" } }),
  ],
  ["POST /api/chat/sessions/{chatSession}/close", managerOnly(200)],
  ["POST /api/chat/sessions/{chatSession}/close # with its token", managerOnly(200), withChatToken()],
  ["POST /api/chat/sessions/guest_1700000000000_nosuchone/close", managerOnly(404)],
  ["POST /api/chat/sessions/{chatSession}/read", managerOnly(204)],
  ["PUT /api/chat/sessions/{chatSession}/email", roles(403), json({ email: "me@example.com" })],
  [
    "PUT /api/chat/sessions/{chatSession}/email # with its token",
    everyone(200),
    withChatToken({ json: { email: "me@example.com" } }),
  ],
  ["GET /api/realtime", everyone(426)],
  // the managers' inbox of contact messages
  ["GET /api/admin/contact-messages", managerOnly(200)],
  ["GET /api/admin/contact-messages?page=3&pageSize=10", managerOnly(200)],
  ["PATCH /api/admin/contact-messages/{contactMessage}", managerOnly(200), json({ read: true })],
  [
    "PATCH /api/admin/contact-messages/00000000-0000-4000-8000-000000000000",
    managerOnly(404),
    json({ read: true }),
  ],
  // meetings, history, notifications, triage (issue 10)
  ["GET /api/appointments", anyUser(200)],
  ["GET /api/appointments?page=2&pageSize=5", anyUser(200)],
  ["POST /api/appointments", anyUser(201), json({ topic: "Strategy", notes: null, requestedAt: null })],
  ["POST /api/appointments", anyUser(400), json({ topic: " " })],
  ["DELETE /api/appointments/{myAppointment}", anyUser(204)],
  ["DELETE /api/appointments/{othersAppointment}", anyUser(404)],
  ["DELETE /api/appointments/{myScheduledAppointment}", anyUser(409)],
  ["GET /api/appointments/{myScheduledAppointment}/calendar.ics", anyUser(200)],
  ["GET /api/appointments/{othersScheduledAppointment}/calendar.ics", roles(404, { manager: 200 })],
  ["GET /api/appointments/{myAppointment}/calendar.ics", anyUser(409)],
  ["GET /api/admin/appointments", managerOnly(200)],
  ["GET /api/admin/appointments?status=Pending&page=2", managerOnly(200)],
  [
    "PATCH /api/admin/appointments/{othersAppointment}",
    managerOnly(200),
    json({
      status: "Scheduled",
      scheduledAt: "2026-12-01T10:00:00Z",
      meetLink: "https://meet.example.com/a",
    }),
  ],
  [
    "PATCH /api/admin/appointments/00000000-0000-4000-8000-000000000000",
    managerOnly(404),
    json({ status: "Completed", scheduledAt: null, meetLink: null }),
  ],
  ["GET /api/history/appointment/{myAppointment}", anyUser(200)],
  ["GET /api/history/appointment/{othersAppointment}", roles(404, { manager: 200 })],
  ["GET /api/history/appointment/00000000-0000-4000-8000-000000000000", anyUser(404)],
  ["GET /api/me/notifications", anyUser(200)],
  ["GET /api/me/notifications?page=2&pageSize=5", anyUser(200)],
  ["POST /api/me/notifications/{myNotification}/read", anyUser(200)],
  ["POST /api/me/notifications/{othersNotification}/read", anyUser(404)],
  ["POST /api/me/notifications/read-all", anyUser(200)],
  ["GET /api/me/notification-preferences", anyUser(200)],
  ["PUT /api/me/notification-preferences/meeting", anyUser(200), json({ email: false })],
  ["PUT /api/me/notification-preferences/no-such-kind", anyUser(400), json({ email: false })],
  ["GET /api/admin/triage", managerOnly(200)],
  [
    "POST /api/internal/users",
    everyone(403),
    json({ email: "x@example.test", password: "password-1", role: "manager" }),
  ],
];

describe("authorization matrix", () => {
  const cookies = new Map<Caller | "other", { cookie?: string; id: string }>();

  /** A Pending appointment of the caller (or of another creator); signed out: another creator's. */
  async function appointmentOf(caller: Caller | "other"): Promise<{ id: string }> {
    const owner = caller === "anon" ? "other" : caller;
    const res = await call(ctx, "/api/appointments", {
      cookie: cookies.get(owner)!.cookie,
      json: { topic: "A meeting" },
    });
    if (res.status !== 201) throw new Error(`appointment fixture: ${res.status}`);
    return res.json();
  }
  async function scheduled(appointment: { id: string }): Promise<string> {
    const res = await call(ctx, `/api/admin/appointments/${appointment.id}`, {
      method: "PATCH",
      cookie: cookies.get("manager")!.cookie,
      json: { status: "Scheduled", scheduledAt: "2026-12-01T10:00:00Z", meetLink: null },
    });
    if (res.status !== 200) throw new Error(`schedule fixture: ${res.status}`);
    return appointment.id;
  }
  /** A notification of the caller's: another user changes a meeting of theirs (a manager: a new request). */
  async function notificationOf(caller: Caller | "other"): Promise<string> {
    const owner = caller === "anon" ? "other" : caller;
    const appointment = await appointmentOf(owner === "manager" ? "other" : owner);
    if (owner !== "manager") await scheduled(appointment);
    const userId = cookies.get(owner)!.id;
    const [row] = await ctx.deps.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.subjectId, appointment.id)));
    return row!.id;
  }

  /** Makes the thing a `{placeholder}` names and returns its id. */
  const fixtures: Record<string, (caller: Caller) => Promise<string>> = {
    newUser: async () => (await seedUser(ctx.deps)).id,
    newManager: async () => (await seedUser(ctx.deps, { role: "manager" })).id,
    me: async (caller) => cookies.get(caller)?.id ?? "signed-out",
    userWithAvatar: async () => {
      const owner = await signedInAs(ctx, "creator");
      const res = await call(ctx, "/api/me/avatar", { cookie: owner.cookie, body: png().body });
      if (res.status !== 200) throw new Error(`avatar fixture: ${res.status}`);
      return owner.id;
    },
    chatSession: async () => {
      lastChat = await newGuestChat(ctx);
      await guestSays(ctx, lastChat, "Hello from a visitor");
      return lastChat.sessionId;
    },
    closedChatSession: async () => {
      lastChat = await newGuestChat(ctx);
      await guestSays(ctx, lastChat, "Hello");
      const boss = cookies.get("manager")!.cookie;
      await call(ctx, `/api/chat/sessions/${lastChat.sessionId}/close`, { method: "POST", cookie: boss });
      return lastChat.sessionId;
    },
    contactMessage: async () => {
      const res = await call(ctx, "/api/contact", {
        json: { name: "Ada", email: "ada@example.com", subject: "Hello", message: "Hi there" },
      });
      return (await res.json()).id;
    },
    myAppointment: async (caller) => (await appointmentOf(caller)).id,
    othersAppointment: async () => (await appointmentOf("other")).id,
    myScheduledAppointment: async (caller) => scheduled(await appointmentOf(caller)),
    othersScheduledAppointment: async () => scheduled(await appointmentOf("other")),
    myNotification: async (caller) => notificationOf(caller),
    othersNotification: async () => notificationOf("other"),
    deletionRequest: async () => {
      const requester = await signedInAs(ctx, "creator");
      const res = await call(ctx, "/api/me/deletion-request", { method: "POST", cookie: requester.cookie });
      return (await res.json()).id;
    },
  };

  beforeAll(async () => {
    ctx = await createTestContext();
    cookies.set("anon", { id: "signed-out" });
    for (const role of ROLES) {
      const user = await signedInAs(ctx, role);
      cookies.set(role, { cookie: user.cookie, id: user.id });
    }
    const other = await signedInAs(ctx, "creator");
    cookies.set("other", { cookie: other.cookie, id: other.id });
  });
  afterAll(() => ctx.close());

  const cells = matrix.flatMap(([endpoint, expected, body]) =>
    (Object.keys(expected) as Caller[]).map((caller) => ({
      endpoint,
      caller,
      status: expected[caller],
      body,
    })),
  );

  it.each(cells)("$endpoint as $caller → $status", async ({ endpoint, caller, status, body }) => {
    // "METHOD /path {bodyFixture} # note"
    const [line] = endpoint.split(" # ");
    const [method, template, ...made] = line!.split(" ") as [string, string, ...string[]];
    let path = template;
    for (const [, name] of template.matchAll(/\{(\w+)\}/g)) {
      const make = fixtures[name as string];
      if (!make) throw new Error(`no fixture for {${name}}`);
      path = path.replace(`{${name}}`, encodeURIComponent(await make(caller)));
    }
    // `{fixture}` after the path: made for the body, not the path
    for (const name of made) await fixtures[name.slice(1, -1)]!(caller);
    const extra = await body?.();
    const res = await call(ctx, path, { method, cookie: cookies.get(caller)?.cookie, ...extra });
    expect(res.status, await res.clone().text()).toBe(status);
  });
});

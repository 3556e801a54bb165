import { and, desc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ChatSessionCreated } from "~/domain/chat";
import type { ProjectKind } from "~/domain/projects";
import { ROLES, type Role } from "~/domain/roles";
import {
  brands,
  dealDocuments,
  dealSettlements,
  deals,
  dealViews,
  emailOutbox,
  fileComments,
  invoices,
  notifications,
  projectFiles,
  projects,
  savedReplies,
} from "../db/schema";
import { seedUser } from "../features/accounts/seed-user";
import { blobsOf } from "../storage/blobs";
import { call, signedInAs } from "./auth";
import { createTestBooking, weekdayAt } from "./bookings";
import { guestSays, newGuestChat } from "./chat";
import { createTestContext, type TestContext } from "./context";
import { createTestContract } from "./contracts";
import { createTestBrandLink, createTestDeal, createTestDeliverable } from "./deals";
import { seedDeadDelivery } from "./events";
import { fileForm, tinyPng } from "./images";
import { tusMetadata, tusUpload } from "./tus";

/*
 * THE AUTHORIZATION MATRIX: every endpoint x every role (and a signed-out caller) x the exact status.
 * One line a row. `{placeholders}` in a path are made fresh for each cell (see `fixtures` below), so a
 * cell never depends on another one.
 *
 * It runs in shards (`authorization-N.test.ts`: every Nth cell) that keep both workers busy.
 */
type Caller = Role | "anon";
type Expected = Record<Caller, number>;
type Request = {
  json?: unknown;
  body?: FormData | Uint8Array<ArrayBuffer>;
  headers?: Record<string, string>;
};
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
/** Creators get `status`; staff 403; signed out 401. */
const creatorOnly = (status: number) => roles(403, { creator: status });

/**
 * A deal's readers (issue 19): managers get `manager`, the deal's creator `creator` (the creator role's own
 * deal; another creator's is 404), other staff 404 (they see no deal), signed out 401.
 */
const dealReaders = (manager: number, creator = manager) => roles(404, { manager, creator: creator });
/** A signature as the matrix's signers sign (their rows are named "Matrix Signer"). */
const matrixSignature = {
  confirmName: "Matrix Signer",
  signature: { kind: "typed", text: "Matrix Signer" },
  consent: true,
};
const deliverableBody = { kind: "short", platform: "TikTok", dueDate: "2030-01-01" };
const json = (value: unknown) => () => ({ json: value });
/** A booked meeting's new time (issue 20): free, since each booking fixture has a manager of its own. */
const moveBody = { start: weekdayAt(8, 16), length: 30 };
const availabilityBody = {
  timeZone: "Asia/Kolkata",
  weekly: [{ weekday: 1, start: "09:00", end: "12:00" }],
  overrides: [{ date: "2030-01-01", ranges: [] }],
  lengths: [30],
  bufferMinutes: 0,
  minNoticeMinutes: 60,
};
/** The query of `days` days of free slots, from 1 January 2030. */
const slotsQuery = (days: number) =>
  `from=2030-01-01T00:00:00Z&to=${new Date(Date.UTC(2030, 0, 1 + days)).toISOString()}`;
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
/** Issue 21: a hand-off to another manager (made fresh), or to a creator (refused). */
const toColleague = async () => ({
  json: { assigneeId: (await seedUser(ctx.deps, { role: "manager" })).id, note: "Over to you" },
});
const toCreator = async () => ({ json: { assigneeId: (await seedUser(ctx.deps)).id } });
/** Issue 35: a snooze of an hour (a time in the past is refused), and the same with the cell's guest's token. */
const snoozeBody = () => ({ json: { until: new Date(Date.now() + 3_600_000).toISOString() } });
const pastSnooze = json({ until: "2020-01-01T00:00:00Z" });
const snoozeWithToken = () => ({ ...snoozeBody(), ...withChatToken()() });
// issue 21: a saved reply's body, with a title nobody has; and the same with the cell's visitor's token
let replyCount = 0;
let visitorCount = 0;
const freshReply = () => ({
  json: { title: `Reply ${process.pid}-${++replyCount}`, content: "Hi {{visitor.name}}" },
});
const freshReplyWithToken = () => ({ ...freshReply(), ...withChatToken()() });
/** Issue 31: the cell's visitor asks for the transcript; the token of the link mailed to them. */
const freshLink = async () => {
  const res = await call(ctx, `/api/chat/sessions/${lastChat!.sessionId}/transcript`, {
    method: "POST",
    headers: { authorization: `Bearer ${lastChat!.token}` },
  });
  if (res.status !== 202) throw new Error(`transcript link fixture: ${res.status}`);
  const [mail] = await ctx.deps.db
    .select({ text: emailOutbox.text })
    .from(emailOutbox)
    .where(like(emailOutbox.text, "%chat-transcript=%"))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return { json: { token: /chat-transcript=([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] } };
};
const rightContinue = () => ({ json: { sessionId: lastChat!.sessionId, code: lastChat!.code } });
const channelBody = { name: "My channel", platform: "youtube", url: "https://www.youtube.com/@me" };
const statsCsv = () => ({
  body: fileForm(
    Buffer.from('\uFEFFDate,Views\nTotal,"1,000"\n2024-01-01,"1,000"\n'),
    "data.csv",
    "text/csv",
  ),
});
let kitCount = 0;
const kitBody = (slug: string, published = true) => ({
  slug,
  published,
  displayName: "A creator",
  bio: "",
  portfolioLinks: [],
  showRates: false,
  rates: [],
});
/** A kit of the caller's own, at an address nobody has. */
const freshKit = () => ({ json: kitBody(`kit-${process.pid}-${++kitCount}`) });
/** The caller's kit at the address of the cell's {publishedKit}, another creator's. */
const takenKit = () => ({ json: kitBody(lastKit!) });
let lastKit: string | null = null;
/** issue 22: the version a fixture made last, named by a review's body */
let lastVersion: string | null = null;
const versionBody = () => ({ json: { fileId: lastVersion } });
let ctx: TestContext;
let lastChat: ChatSessionCreated | null = null;
/** issue 21: the earlier chat of the browser whose later chat the cell's {laterChatSession} made */
let earlierOfLater: string | null = null;
/** The deal made for the cell's path, for the deliverable or document after it. */
let lastDeal: { id: string } | null = null;
/** issue 22: the project the cell's `{…}` fixture made, for the tus upload in the body */
let lastFilesProject: string | null = null;
const remember = (id: string) => {
  lastFilesProject = id;
  return id;
};
/** A tus creation of a 10-byte file of `role` on the last project (Upload-Metadata is base64 per value). */
const tusCreate = (role: "input" | "version") => () => ({
  headers: {
    "tus-resumable": "1.0.0",
    "upload-length": "10",
    "upload-metadata": `filename ${btoa("a.bin")},projectId ${btoa(lastFilesProject!)},role ${btoa(role)}`,
  },
});
/** issue 33 (ADR 075): the creation of an upload of another purpose: the avatar, or the last deal's document. */
const tusPurpose = (metadata: () => Record<string, string>) => () => ({
  headers: { "tus-resumable": "1.0.0", "upload-length": "10", "upload-metadata": tusMetadata(metadata()) },
});
const tusAvatar = tusPurpose(() => ({ purpose: "avatar", filename: "me.png" }));
const tusDocument = tusPurpose(() => ({
  purpose: "deal-document",
  filename: "contract.pdf",
  dealId: lastDeal!.id,
  kind: "contract",
}));
/** issue 38: an invoice's body, a credit note's, a payment's */
const invoiceBody = json({ lines: [{ description: "Video", quantity: 1, unitMinor: 1000 }], termsDays: 30 });
const creditBody = json({ lines: [{ description: "Less", quantity: 1, unitMinor: 100 }] });
const paymentBody = (amountMinor: number) =>
  json({ paidOn: "2030-01-01", amountMinor, method: "Bank transfer", reference: "" });
/** issue 38: a payout of everything owed to a new creator (a settled deal of theirs, as a row) */
const payoutBody = async () => {
  const payee = await seedUser(ctx.deps);
  const deal = await createTestDeal(ctx.deps.db, { creatorId: payee.id, stage: "Paid" });
  await ctx.deps.db.insert(dealSettlements).values({
    dealId: deal.id,
    dealTitle: deal.title,
    brandName: "Acme Snacks",
    creatorId: payee.id,
    currency: "USD",
    grossMinor: 1000,
    commissionBps: 2000,
    commissionMinor: 200,
    creatorMinor: 800,
    managerMinor: 0,
    agencyMinor: 200,
  });
  return {
    json: {
      payeeId: payee.id,
      role: "creator",
      currency: "USD",
      amountMinor: 800,
      paidOn: "2030-01-01",
      method: "Bank transfer",
    },
  };
};
let invoiceSeq = 0;
/** issue 38: an invoice of a new deal of another creator's, as a row: a draft, or issued (1000 due) */
async function invoiceOf(status: "Draft" | "Issued") {
  const deal = await createTestDeal(ctx.deps.db, { creatorId: (await seedUser(ctx.deps)).id });
  const issued = status === "Issued";
  const seq = ++invoiceSeq;
  const [row] = await ctx.deps.db
    .insert(invoices)
    .values({
      dealId: deal.id,
      status,
      currency: "USD",
      lines: [{ description: "Video", quantity: 1, unitMinor: 1000, amountMinor: 1000 }],
      subtotalMinor: 1000,
      taxMinor: 0,
      totalMinor: 1000,
      ...(issued && {
        agency: `matrix-${process.pid}`,
        year: 2030,
        seq,
        number: `2030-${seq}`,
        issueDate: "2030-01-01",
        dueDate: "2030-01-31",
      }),
    })
    .returning({ id: invoices.id });
  return row!.id;
}
const tusHead = () => ({ headers: { "tus-resumable": "1.0.0" } });
const tusPatch = () => ({
  headers: {
    "tus-resumable": "1.0.0",
    "upload-offset": "0",
    "content-type": "application/offset+octet-stream",
  },
  body: new Uint8Array(10).fill(7),
});

const matrix: [endpoint: string, expected: Expected, body?: Body][] = [
  ["GET /api/me/profile", anyUser(200)],
  ["PATCH /api/me/profile", anyUser(200), json({ name: "New Name", bio: "Hello" })],
  // issue 33 (ADR 075): the avatar is uploaded through tus; anyone signed in sets their own
  ["POST /api/uploads # an avatar", anyUser(201), tusAvatar],
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
  // issue 33: background work that failed for good (ADR 076)
  ["GET /api/admin/event-failures", managerOnly(200)],
  ["POST /api/admin/event-failures/{deadEvent}/activity.history/retry", managerOnly(200)],
  ["POST /api/admin/event-failures/999999999/activity.history/retry", managerOnly(404)],
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
  // issue 21: the saved replies are the managers' (a visitor's token opens nothing there: signed out 401)
  ["GET /api/chat/saved-replies", managerOnly(200)],
  ["GET /api/chat/saved-replies?search=hello&page=2&pageSize=5", managerOnly(200)],
  ["GET /api/chat/saved-replies {chatSession} # with a visitor's token", managerOnly(200), withChatToken()],
  ["POST /api/chat/saved-replies", managerOnly(201), freshReply],
  [
    "POST /api/chat/saved-replies {chatSession} # with a visitor's token",
    managerOnly(201),
    freshReplyWithToken,
  ],
  ["POST /api/chat/saved-replies", roles(403, { manager: 400 }), json({ title: "", content: "Hi" })],
  ["PUT /api/chat/saved-replies/{savedReply}", managerOnly(200), freshReply],
  [
    "PUT /api/chat/saved-replies/{savedReply} {chatSession} # with a visitor's token",
    managerOnly(200),
    freshReplyWithToken,
  ],
  ["PUT /api/chat/saved-replies/00000000-0000-4000-8000-000000000000", managerOnly(404), freshReply],
  ["DELETE /api/chat/saved-replies/{savedReply}", managerOnly(204)],
  [
    "DELETE /api/chat/saved-replies/{savedReply} {chatSession} # with a visitor's token",
    managerOnly(204),
    withChatToken(),
  ],
  ["DELETE /api/chat/saved-replies/00000000-0000-4000-8000-000000000000", managerOnly(404)],
  ["PUT /api/chat/sessions/{chatSession}/email", roles(403), json({ email: "me@example.com" })],
  [
    "PUT /api/chat/sessions/{chatSession}/email # with its token",
    everyone(200),
    withChatToken({ json: { email: "me@example.com" } }),
  ],
  // issue 21, who the visitor is (ADR 059): the visitor's token alone sets and reads their own; managers the card
  ["PUT /api/chat/sessions/{chatSession}/visitor", roles(403), json({ name: "Ada" })],
  [
    "PUT /api/chat/sessions/{chatSession}/visitor # with its token",
    everyone(200),
    withChatToken({ json: { name: "Ada", email: "ada@example.com" } }),
  ],
  [
    "PUT /api/chat/sessions/{chatSession}/visitor # with another session's token",
    everyone(404),
    withOtherChatToken({ json: { name: "Ada" } }),
  ],
  [
    "PUT /api/chat/sessions/{chatSessionWithVisitor}/visitor # with its token, a second time",
    everyone(409),
    withChatToken({ json: { name: "Someone else" } }),
  ],
  ["GET /api/chat/sessions/{chatSession}/visitor", managerOnly(200)],
  ["GET /api/chat/sessions/{chatSession}/visitor # with its token", managerOnly(200), withChatToken()],
  ["GET /api/chat/sessions/guest_1700000000000_nosuchone/visitor", managerOnly(404)],
  ["GET /api/chat/sessions/{chatSession}/earlier", roles(403)],
  ["GET /api/chat/sessions/{chatSession}/earlier # with its token", everyone(200), withChatToken()],
  [
    "GET /api/chat/sessions/{chatSession}/earlier # with another session's token",
    everyone(404),
    withOtherChatToken(),
  ],
  ["GET /api/chat/sessions/{chatSession}/earlier/{earlierChatSession}", roles(403)],
  [
    "GET /api/chat/sessions/{chatSession}/earlier/{earlierChatSession} # with its token (another browser's)",
    everyone(404),
    withChatToken(),
  ],
  [
    "GET /api/chat/sessions/{laterChatSession}/earlier/{earlierOfLaterChatSession} # with its token",
    everyone(200),
    withChatToken(),
  ],
  ["POST /api/chat/sessions/{chatSession}/transcript", roles(403)],
  [
    "POST /api/chat/sessions/{chatSession}/transcript # with its token, no email",
    everyone(409),
    withChatToken(),
  ],
  [
    "POST /api/chat/sessions/{chatSessionWithVisitor}/transcript # with its token",
    everyone(202),
    withChatToken(),
  ],
  [
    "POST /api/chat/sessions/{chatSessionWithVisitor}/transcript # with another session's token",
    everyone(404),
    withOtherChatToken(),
  ],
  [
    "PUT /api/chat/sessions/{chatSessionWithVisitor}/email # with its token, after the visitor's details",
    everyone(409),
    withChatToken({ json: { email: "other@example.com" } }),
  ],
  // issue 31 (ADR 070): a confirmation link's token is the whole credential
  ["POST /api/chat/transcript/confirm {chatSessionWithVisitor} # a fresh link", everyone(202), freshLink],
  ["POST /api/chat/transcript/confirm # an unknown link", everyone(404), json({ token: "x".repeat(43) })],
  ["GET /api/chat/status", everyone(200)],
  // issue 21: who owns a chat (managers only; a guest's token, its own session's or another's, is no credential)
  ["GET /api/chat/sessions/counts", managerOnly(200)],
  ["GET /api/chat/sessions/counts {chatSession} # with a chat token", managerOnly(200), withChatToken()],
  ["GET /api/chat/sessions?tab=mine", managerOnly(200)],
  ["GET /api/chat/sessions?tab=unassigned&page=2&pageSize=5", managerOnly(200)],
  ["PUT /api/chat/sessions/{chatSession}/assignee", managerOnly(200), json({ assigneeId: null })],
  [
    "PUT /api/chat/sessions/{chatSession}/assignee # to a colleague, with a note",
    managerOnly(200),
    toColleague,
  ],
  [
    "PUT /api/chat/sessions/{chatSession}/assignee # with its token",
    managerOnly(200),
    withChatToken({ json: { assigneeId: null } }),
  ],
  [
    "PUT /api/chat/sessions/{chatSession}/assignee # with another session's token",
    managerOnly(200),
    withOtherChatToken({ json: { assigneeId: null } }),
  ],
  ["PUT /api/chat/sessions/{chatSession}/assignee # to a creator", managerOnly(400), toCreator],
  [
    "PUT /api/chat/sessions/guest_1700000000000_nosuchone/assignee",
    managerOnly(404),
    json({ assigneeId: null }),
  ],
  ["POST /api/chat/sessions/{closedChatSession}/reopen", managerOnly(200)],
  ["POST /api/chat/sessions/{closedChatSession}/reopen # with its token", managerOnly(200), withChatToken()],
  ["POST /api/chat/sessions/guest_1700000000000_nosuchone/reopen", managerOnly(404)],
  // issue 35 (ADR 079): mark unread (the caller's own), snooze, the filters and their choices, earlier chats.
  // A guest's token, its own session's or another's, is no credential; a mark is the caller's own row: no
  // request names another user's
  ["GET /api/chat/sessions?state=snoozed&from=/services&country=PT&waiting=30m", managerOnly(200)],
  ["GET /api/chat/sessions?waiting=1m", roles(403, { manager: 400 })],
  ["GET /api/chat/sessions/facets", managerOnly(200)],
  ["GET /api/chat/sessions/facets {chatSession} # with a chat token", managerOnly(200), withChatToken()],
  ["POST /api/chat/sessions/{chatSession}/unread", managerOnly(204)],
  ["POST /api/chat/sessions/{chatSession}/unread # with its token", managerOnly(204), withChatToken()],
  [
    "POST /api/chat/sessions/{chatSession}/unread # with another session's token",
    managerOnly(204),
    withOtherChatToken(),
  ],
  ["POST /api/chat/sessions/guest_1700000000000_nosuchone/unread", managerOnly(404)],
  ["PUT /api/chat/sessions/{chatSession}/snooze", managerOnly(200), snoozeBody],
  ["PUT /api/chat/sessions/{chatSession}/snooze # with its token", managerOnly(200), snoozeWithToken],
  ["PUT /api/chat/sessions/{chatSession}/snooze # in the past", roles(403, { manager: 400 }), pastSnooze],
  ["PUT /api/chat/sessions/{closedChatSession}/snooze", managerOnly(409), snoozeBody],
  ["PUT /api/chat/sessions/guest_1700000000000_nosuchone/snooze", managerOnly(404), snoozeBody],
  ["DELETE /api/chat/sessions/{chatSession}/snooze", managerOnly(200)],
  ["DELETE /api/chat/sessions/{chatSession}/snooze # with its token", managerOnly(200), withChatToken()],
  ["DELETE /api/chat/sessions/guest_1700000000000_nosuchone/snooze", managerOnly(404)],
  ["GET /api/chat/sessions/{chatSession}/visitor/earlier", managerOnly(200)],
  ["GET /api/chat/sessions/{chatSession}/visitor/earlier?page=2&pageSize=5", managerOnly(200)],
  [
    "GET /api/chat/sessions/{chatSession}/visitor/earlier # with its token",
    managerOnly(200),
    withChatToken(),
  ],
  ["GET /api/chat/sessions/guest_1700000000000_nosuchone/visitor/earlier", managerOnly(404)],
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
  // issue 8: the creator workspace (tasks, scripts, script requests); another creator's row is 404
  ["GET /api/me/todos", anyUser(200)],
  ["POST /api/me/todos", anyUser(201), json({ task: "Film", priority: "High" })],
  ["PATCH /api/me/todos/{ownTodo}", anyUser(200), json({ isCompleted: true })],
  ["PATCH /api/me/todos/{othersTodo}", anyUser(404), json({ isCompleted: true })],
  ["DELETE /api/me/todos/{ownTodo}", anyUser(204)],
  ["DELETE /api/me/todos/{othersTodo}", anyUser(404)],
  ["GET /api/me/scripts", anyUser(200)],
  ["GET /api/me/scripts?status=Draft&sort=title-asc&page=2&pageSize=5", anyUser(200)],
  ["POST /api/me/scripts", anyUser(201), json({ title: "My script", content: "Hello" })],
  ["POST /api/me/scripts/generate", anyUser(201), json({ prompt: "A video about bread" })],
  ["GET /api/me/scripts/{ownScript}", anyUser(200)],
  ["GET /api/me/scripts/{othersScript}", anyUser(404)],
  ["PATCH /api/me/scripts/{ownScript}", anyUser(200), json({ title: "T", content: "C" })],
  ["PATCH /api/me/scripts/{othersScript}", anyUser(404), json({ title: "T", content: "C" })],
  ["DELETE /api/me/scripts/{ownScript}", anyUser(204)],
  ["DELETE /api/me/scripts/{othersScript}", anyUser(404)],
  ["GET /api/me/script-requests", anyUser(200)],
  ["POST /api/me/script-requests", anyUser(201), json({ title: "A script please", details: "Short" })],
  ["PUT /api/me/script-requests/{ownScriptRequest}/notes", anyUser(200), json({ creatorNotes: "Thanks" })],
  ["PUT /api/me/script-requests/{othersScriptRequest}/notes", anyUser(404), json({ creatorNotes: "x" })],
  ["DELETE /api/me/script-requests/{ownScriptRequest}", anyUser(204)],
  ["DELETE /api/me/script-requests/{othersScriptRequest}", anyUser(404)],
  ["GET /api/admin/script-requests", managerOnly(200)],
  ["GET /api/admin/script-requests?page=2&pageSize=5", managerOnly(200)],
  [
    "PUT /api/admin/script-requests/{othersScriptRequest}",
    managerOnly(200),
    json({ status: "In Progress", expectedFinishDate: null, scriptContent: "", managerNotes: "" }),
  ],
  [
    "PUT /api/admin/script-requests/00000000-0000-4000-8000-000000000000",
    managerOnly(404),
    json({ status: "Completed", expectedFinishDate: "2026-12-01", scriptContent: "x", managerNotes: "y" }),
  ],
  ["DELETE /api/admin/script-requests/{othersScriptRequest}", managerOnly(204)],
  ["DELETE /api/admin/script-requests/00000000-0000-4000-8000-000000000000", managerOnly(404)],
  // issue 9: editing, design and promotion ({editing} etc. belong to another creator, {ownEditing} to the caller)
  ["GET /api/editing-projects", anyUser(200)],
  ["GET /api/editing-projects?status=Pending&search=vlog&page=2&pageSize=5", anyUser(200)],
  [
    "POST /api/editing-projects",
    roles(201, { manager: 403 }),
    json({ title: "Vlog", submittedFileUrl: "https://x.example/v.mp4" }),
  ],
  // issue 35: the raw files come with the request instead of a link; with neither, 400
  [
    "POST /api/editing-projects # its files follow",
    roles(201, { manager: 403 }),
    json({ title: "Vlog", rawFiles: 2 }),
  ],
  [
    "POST /api/editing-projects # neither files nor a link",
    roles(400, { manager: 403 }),
    json({ title: "Vlog" }),
  ],
  ["GET /api/editing-projects/{editing}", roles(404, { manager: 200, editor: 200 })],
  ["GET /api/editing-projects/{ownEditing}", anyUser(200)],
  ["POST /api/editing-projects/{editing}/accept", roles(403, { editor: 200 })],
  ["POST /api/editing-projects/{acceptedEditing}/accept", roles(403, { editor: 409 })],
  [
    "POST /api/editing-projects/{editing}/complete",
    roles(403, { editor: 409 }),
    json({ completedFileUrl: "https://x.example/done.mp4" }),
  ],
  [
    "POST /api/editing-projects/{acceptedEditing}/complete # by another editor",
    roles(403, { editor: 409 }),
    json({ completedFileUrl: "https://x.example/done.mp4" }),
  ],
  ["DELETE /api/editing-projects/{editing}", roles(404, { manager: 204, editor: 403 })],
  ["DELETE /api/editing-projects/{ownEditing}", roles(204, { editor: 403 })],
  ["GET /api/editing-projects/{editing}/messages", roles(404, { manager: 200, editor: 200 })],
  [
    "POST /api/editing-projects/{editing}/messages",
    roles(404, { manager: 201, editor: 201 }),
    json({ content: "Hi" }),
  ],
  ["POST /api/editing-projects/{ownEditing}/messages", anyUser(201), json({ content: "Hi" })],
  ["GET /api/design-projects", anyUser(200)],
  ["POST /api/design-projects", roles(201, { manager: 403 }), json({ title: "Logo", description: "Purple" })],
  ["GET /api/design-projects/{design}", roles(404, { manager: 200, designer: 200 })],
  ["POST /api/design-projects/{design}/accept", roles(403, { designer: 200 })],
  [
    "POST /api/design-projects/{design}/complete",
    roles(403, { designer: 409 }),
    json({ completedFileUrl: "https://x.example/logo.png" }),
  ],
  [
    "POST /api/design-projects/{design}/review",
    roles(404, { manager: 403, designer: 403 }),
    json({ creatorNotes: "Bigger" }),
  ],
  [
    "POST /api/design-projects/{ownDesign}/review",
    roles(200, { manager: 403 }),
    json({ creatorNotes: "Bigger" }),
  ],
  ["DELETE /api/design-projects/{design}", roles(404, { manager: 204, designer: 204 })],
  ["GET /api/design-projects/{design}/messages", roles(404, { manager: 200, designer: 200 })],
  // issue 22: files. Uploads (tus): inputs by whoever sees the project, versions by its assigned staff member;
  // an upload is its creator's alone. {editing} and {design} belong to another creator.
  ["POST /api/uploads {editing} # an input", roles(404, { manager: 201, editor: 201 }), tusCreate("input")],
  ["POST /api/uploads {ownEditing} # an input", anyUser(201), tusCreate("input")],
  ["POST /api/uploads {design} # an input", roles(404, { manager: 201, designer: 201 }), tusCreate("input")],
  [
    "POST /api/uploads {editing} # a version, unassigned",
    roles(404, { manager: 403, editor: 403 }),
    tusCreate("version"),
  ],
  [
    "POST /api/uploads {editingAssignedToMe} # a version",
    roles(404, { manager: 403, editor: 201 }),
    tusCreate("version"),
  ],
  [
    "POST /api/uploads {campaign} # campaigns have no files",
    roles(404, { promoter: 404 }),
    tusCreate("input"),
  ],
  // issue 31: tus discovery
  ["OPTIONS /api/uploads", anyUser(204)],
  ["HEAD /api/uploads/{myUpload}", anyUser(200), tusHead],
  ["HEAD /api/uploads/{othersUpload}", anyUser(404), tusHead],
  ["PATCH /api/uploads/{myUpload}", anyUser(204), tusPatch],
  ["PATCH /api/uploads/{othersUpload}", anyUser(404), tusPatch],
  ["DELETE /api/uploads/{myUpload}", anyUser(204), tusHead],
  ["DELETE /api/uploads/{othersUpload}", anyUser(404), tusHead],
  ["GET /api/editing-projects/{editing}/files", roles(404, { manager: 200, editor: 200 })],
  ["GET /api/editing-projects/{ownEditing}/files?role=version&page=2&pageSize=5", anyUser(200)],
  ["GET /api/editing-projects/{ownEditing}/files?role=input&search=cut&sort=largest", anyUser(200)],
  [
    "GET /api/editing-projects/{editing}/files?search=cut&sort=name",
    roles(404, { manager: 200, editor: 200 }),
  ],
  ["GET /api/editing-projects/{ownEditing}/files?sort=biggest", anyUser(400)],
  ["GET /api/design-projects/{design}/files", roles(404, { manager: 200, designer: 200 })],
  ["GET /api/files/{othersFile}", roles(404, { manager: 200, editor: 200 })],
  ["GET /api/files/{ownFile}", anyUser(200)],
  ["GET /api/files/{othersFile}/content", roles(404, { manager: 200, editor: 200 })],
  ["GET /api/files/{ownFile}/content?inline=1", anyUser(200)],
  ["DELETE /api/files/{othersFile}", roles(404, { manager: 204, editor: 403 })],
  ["DELETE /api/files/{ownFile}", anyUser(204)],
  ["DELETE /api/files/{approvedFile}", roles(404, { manager: 409, editor: 403 })],
  ["GET /api/campaigns", anyUser(200)],
  ["POST /api/campaigns", roles(201, { manager: 403 }), json({ campaignType: "Brand Awareness" })],
  ["GET /api/campaigns/{campaign}", roles(404, { manager: 200, promoter: 200 })],
  [
    "PATCH /api/campaigns/{campaign}",
    roles(403, { promoter: 200 }),
    json({ status: "Active", details: "Go" }),
  ],
  [
    "PATCH /api/campaigns/{campaign} # any move (spec section 4)",
    roles(403, { promoter: 200 }),
    json({ status: "Completed" }),
  ],
  ["DELETE /api/campaigns/{campaign}", roles(404, { manager: 204, promoter: 204 })],
  ["DELETE /api/campaigns/{ownCampaign}", anyUser(204)],
  [
    "POST /api/campaigns/{campaign}/messages",
    roles(404, { manager: 201, promoter: 201 }),
    json({ content: "Hi" }),
  ],
  ["GET /api/me/production-counts", anyUser(200)],
  // channel performance (issue 12): one's own channels; another user's channel is 404; managers see all
  ["GET /api/me/channels", anyUser(200)],
  ["GET /api/me/channels?page=2&pageSize=5", anyUser(200)],
  ["POST /api/me/channels", anyUser(201), json(channelBody)],
  ["PUT /api/me/channels/{myChannel}", anyUser(200), json(channelBody)],
  ["PUT /api/me/channels/{othersChannel}", anyUser(404), json(channelBody)],
  ["DELETE /api/me/channels/{myChannel}", anyUser(204)],
  ["DELETE /api/me/channels/{othersChannel}", anyUser(404)],
  ["POST /api/me/channels/{myChannel}/import/preview", anyUser(200), statsCsv],
  ["POST /api/me/channels/{othersChannel}/import/preview", anyUser(404), statsCsv],
  ["POST /api/me/channels/{myChannel}/import", anyUser(200), statsCsv],
  ["POST /api/me/channels/{othersChannel}/import", anyUser(404), statsCsv],
  ["GET /api/me/performance", anyUser(200)],
  ["GET /api/me/performance?period=all&bucket=month&channelId={myChannel}", anyUser(200)],
  ["GET /api/me/performance?channelId={othersChannel}", anyUser(404)],
  ["GET /api/me/performance/overview", anyUser(200)],
  ["GET /api/admin/performance/creators", managerOnly(200)],
  ["GET /api/admin/performance/creators?sort=name&order=asc&page=2&pageSize=5", managerOnly(200)],
  ["GET /api/admin/performance/creators/{othersChannelOwner}", managerOnly(200)],
  ["GET /api/admin/performance/creators/{othersChannelOwner}/chart?period=365&bucket=week", managerOnly(200)],
  ["GET /api/admin/performance/creators/{newManager}", managerOnly(404)],
  ["GET /api/admin/performance/creators/no-such-user/chart", managerOnly(404)],
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
  // issue 20: meetings booked into a manager's free time; {myBooking} is the caller's (a manager: a creator's
  // with them), {othersBooking} another creator's; a manager's change needs a note
  ["GET /api/bookings/managers", creatorOnly(200)],
  ["GET /api/bookings/managers?search=x&page=2&pageSize=5", creatorOnly(200)],
  ["POST /api/bookings", creatorOnly(201), () => bookingBody()],
  [
    "POST /api/bookings # no manager named",
    creatorOnly(400),
    json({ start: weekdayAt(7, 10), length: 30, topic: "x" }),
  ],
  ["POST /api/bookings/{myBooking}/reschedule", roles(403, { creator: 200, manager: 400 }), json(moveBody)],
  [
    "POST /api/bookings/{othersBooking}/reschedule",
    roles(403, { creator: 404, manager: 200 }),
    json({ ...moveBody, note: "A clash" }),
  ],
  ["POST /api/bookings/{myBooking}/cancel", roles(403, { creator: 200, manager: 400 }), json({})],
  [
    "POST /api/bookings/{othersBooking}/cancel",
    roles(403, { creator: 404, manager: 200 }),
    json({ note: "Ill" }),
  ],
  ["POST /api/bookings/{myAppointment}/cancel", roles(403, { creator: 409, manager: 409 }), json({})],
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
  // issue 20: the roster. A creator sees and changes only their own manager and request ({me}); another
  // creator's assignment ({newUser}) is the managers' (its history: 404 to anyone else)
  ["GET /api/talent-managers", anyUser(200)],
  ["GET /api/talent-managers?page=2&pageSize=5", anyUser(200)],
  ["GET /api/me/talent-manager", anyUser(200)],
  ["PUT /api/me/talent-manager/request", creatorOnly(200), () => managerBody()],
  [
    "PUT /api/me/talent-manager/request # not a manager",
    creatorOnly(400),
    json({ managerId: "no-such-user" }),
  ],
  ["DELETE /api/me/talent-manager/request {myManagerRequest}", creatorOnly(204)],
  ["GET /api/admin/roster", managerOnly(200)],
  ["GET /api/admin/roster?scope=all&search=x&page=2&pageSize=5", managerOnly(200)],
  ["POST /api/admin/roster/{creatorAskingMe}/accept", managerOnly(200)],
  ["POST /api/admin/roster/{newUser}/accept", managerOnly(409)],
  ["POST /api/admin/roster/no-such-user/accept", managerOnly(404)],
  ["PUT /api/admin/roster/{newUser}/manager", managerOnly(200), () => managerBody()],
  ["PUT /api/admin/roster/{newUser}/manager # unassign", managerOnly(200), json({ managerId: null })],
  ["PUT /api/admin/roster/{newManager}/manager", managerOnly(404), () => managerBody()],
  [
    "PUT /api/admin/roster/{newUser}/manager # not a manager",
    managerOnly(400),
    json({ managerId: "no-such-user" }),
  ],
  // ADR 058: the assign dialog's manager search; a booking in the creator's own zone (an unknown zone: 400)
  ["GET /api/talent-managers?search=a&pageSize=20", anyUser(200)],
  [
    "POST /api/bookings # in the creator's zone",
    creatorOnly(201),
    async () => ({ json: { ...(await bookingBody()).json, timeZone: "Asia/Kolkata" } }),
  ],
  [
    "POST /api/bookings # an unknown zone",
    creatorOnly(400),
    async () => ({ json: { ...(await bookingBody()).json, timeZone: "Mars/Olympus" } }),
  ],
  ["GET /api/history/talent_assignment/{me}", roles(404, { creator: 200, anon: 401 })],
  ["GET /api/history/talent_assignment/{newUser}", roles(404, { manager: 200, anon: 401 })],
  ["GET /api/admin/triage?scope=mine", managerOnly(200)],
  // brands and the deals pipeline (issue 19): managers; a creator reads their own deal ({ownDeal}), not
  // another's ({deal}); other staff see none
  ["GET /api/brands", managerOnly(200)],
  ["GET /api/brands?search=acme&page=2&pageSize=5", managerOnly(200)],
  ["POST /api/brands", managerOnly(201), json({ name: "Acme", contacts: [{ name: "Ann" }] })],
  ["GET /api/brands/{brand}", managerOnly(200)],
  ["GET /api/brands/00000000-0000-4000-8000-000000000000", managerOnly(404)],
  ["PUT /api/brands/{brand}", managerOnly(200), json({ name: "Acme Inc", contacts: [] })],
  ["DELETE /api/brands/{brand}", managerOnly(204)],
  ["DELETE /api/brands/{brandWithDeal}", managerOnly(409)],
  ["GET /api/brands/{brandWithDeal}/deals", managerOnly(200)],
  ["GET /api/brands/00000000-0000-4000-8000-000000000000/deals", managerOnly(404)],
  ["GET /api/deals", roles(403, { manager: 200, creator: 200 })],
  [
    "GET /api/deals?stage=Lead&sort=value_desc&search=x&page=2&pageSize=5",
    roles(403, { manager: 200, creator: 200 }),
  ],
  ["GET /api/deals/board", managerOnly(200)],
  ["GET /api/deals/board?search=x&ownerId=nobody", managerOnly(200)],
  ["POST /api/deals", managerOnly(201), () => dealBody()],
  ["POST /api/deals # at a later stage", managerOnly(201), () => dealBody("Negotiating")],
  ["POST /api/deals # past Contracted", managerOnly(400), () => dealBody("Paid")],
  // issue 35: a manager's saved views of the pipeline, each their own (another manager's is not found)
  ["GET /api/deal-views", managerOnly(200)],
  ["GET /api/deal-views?page=2&pageSize=5", managerOnly(200)],
  [
    "POST /api/deal-views",
    managerOnly(201),
    () => ({ json: { name: `View ${crypto.randomUUID()}`, filters: { view: "list", stage: "Lead" } } }),
  ],
  [
    "POST /api/deal-views # a filter malformed",
    managerOnly(400),
    json({ name: "X", filters: { stage: "Won" } }),
  ],
  ["DELETE /api/deal-views/{myDealView}", managerOnly(204)],
  ["DELETE /api/deal-views/{othersDealView}", managerOnly(404)],
  ["GET /api/deals/{deal}", roles(404, { manager: 200, anon: 401 })],
  ["GET /api/deals/{ownDeal}", roles(404, { manager: 200, creator: 200, anon: 401 })],
  ["PATCH /api/deals/{deal}", managerOnly(200), json({ title: "Renamed", valueMinor: 100 })],
  ["PATCH /api/deals/{ownDeal}", managerOnly(200), json({ notes: "Mine" })],
  ["DELETE /api/deals/{deal}", managerOnly(204)],
  ["DELETE /api/deals/{ownDeal}", managerOnly(204)],
  ["POST /api/deals/{deal}/move", managerOnly(200), json({ from: "Lead", to: "Pitched" })],
  ["POST /api/deals/{ownDeal}/move", managerOnly(200), json({ from: "Lead", to: "Lost", lostReason: "No" })],
  ["POST /api/deals/{deal}/move # not in the table", managerOnly(409), json({ from: "Lead", to: "Paid" })],
  // issue 36: the links a deal's brand is given (managers), and what a link opens (anyone holding it)
  ["GET /api/deals/{othersDeal}/brand-links", managerOnly(200)],
  ["GET /api/deals/00000000-0000-4000-8000-000000000000/brand-links", managerOnly(404)],
  [
    "POST /api/deals/{othersDeal}/brand-links # the report",
    managerOnly(201),
    json({ kind: "report", contactName: "Ann", contactEmail: "ann@brand.test" }),
  ],
  [
    "POST /api/deals/{othersDeal}/brand-links # a review of its deliverable",
    managerOnly(201),
    reviewLinkBody(true),
  ],
  [
    "POST /api/deals/{othersDeal}/brand-links # another deal's deliverable",
    managerOnly(400),
    reviewLinkBody(false),
  ],
  ["POST /api/brand-links/{brandLink}/revoke", managerOnly(200)],
  ["POST /api/brand-links/00000000-0000-4000-8000-000000000000/revoke", managerOnly(404)],
  // the brand's review link: the same answer for everyone, a session or none (the token is the key); an
  // expired, revoked or report token, or a file not the link's, is 404
  ["GET /api/review/{reviewToken}", everyone(200)],
  ["GET /api/review/{expiredReviewToken}", everyone(404)],
  ["GET /api/review/{revokedReviewToken}", everyone(404)],
  ["GET /api/review/{reportToken}", everyone(404)],
  ["GET /api/review/not-a-token-of-ours-at-all-0000000000000", everyone(404)],
  ["GET /api/review/{reviewToken}/files/{reviewFile}/content", everyone(200)],
  ["GET /api/review/{reviewToken}/files/{othersImage}/content", everyone(404)],
  ["GET /api/review/{revokedReviewToken}/files/{reviewFile}/content", everyone(404)],
  ["GET /api/review/{reviewToken}/files/{reviewFile}/comments", everyone(200)],
  // the version of the fixture has no preview yet: the same 404 as a file not the link's
  ["GET /api/review/{reviewToken}/files/{reviewFile}/preview", everyone(404)],
  ["GET /api/review/{revokedReviewToken}/files/{reviewFile}/preview", everyone(404)],
  [
    "POST /api/review/{reviewToken}/files/{reviewFile}/comments",
    everyone(201),
    json({ name: "Ann", email: "ann@brand.test", comment: { body: "Brighter", x: 0.5, y: 0.5 } }),
  ],
  [
    "POST /api/review/{expiredReviewToken}/files/{reviewFile}/comments",
    everyone(404),
    json({ name: "Ann", email: "ann@brand.test", comment: { body: "Brighter" } }),
  ],
  ["POST /api/review/{reviewToken}/verdict", everyone(201), () => verdictBody("approved")],
  ["POST /api/review/{revokedReviewToken}/verdict", everyone(404), () => verdictBody("approved")],
  [
    "POST /api/review/{reviewToken}/verdict # changes without a note",
    everyone(400),
    () => verdictBody("changes_requested"),
  ],
  // issue 37: contracts signed in order. Managers prepare, list and cancel; a signer with an account signs
  // theirs (out of turn 409, not theirs 404); a signer's link answers its token alone, whatever the session
  // (a staff cookie changes nothing), and an expired, cancelled or unknown one is 404
  ["GET /api/deals/{othersDeal}/contracts", managerOnly(200)],
  ["GET /api/deals/00000000-0000-4000-8000-000000000000/contracts", managerOnly(404)],
  [
    "POST /api/deals/{othersDeal}/contracts",
    managerOnly(201),
    json({
      source: "template",
      title: "Agreement",
      usageRights: "Organic use for a year.",
      signers: [{ role: "brand", name: "Ann", email: "ann@brand.test" }],
    }),
  ],
  [
    "POST /api/deals/{othersDeal}/contracts # an upload without its document",
    managerOnly(400),
    json({
      source: "upload",
      title: "Agreement",
      signers: [{ role: "brand", name: "Ann", email: "a@b.test" }],
    }),
  ],
  ["POST /api/contracts/{othersContract}/cancel", managerOnly(200)],
  ["POST /api/contracts/{cancelledContract}/cancel", managerOnly(409)],
  ["POST /api/contracts/00000000-0000-4000-8000-000000000000/cancel", managerOnly(404)],
  ["GET /api/contracts/{othersContract}/document", roles(404, { manager: 200, anon: 401 })],
  ["GET /api/contracts/{myContract}/document", anyUser(200)],
  ["GET /api/me/contracts-to-sign", anyUser(200)],
  ["GET /api/contracts/{myContract}/signing", anyUser(200)],
  ["GET /api/contracts/{othersContract}/signing", anyUser(404)],
  ["POST /api/contracts/{myContract}/sign", anyUser(200), json(matrixSignature)],
  ["POST /api/contracts/{laterContract}/sign # out of turn", anyUser(409), json(matrixSignature)],
  ["POST /api/contracts/{othersContract}/sign # not theirs", anyUser(404), json(matrixSignature)],
  ["POST /api/contracts/{myContract}/decline", anyUser(200), json({ reason: "Not now" })],
  ["POST /api/contracts/{myContract}/decline # no reason", anyUser(400), json({ reason: "" })],
  ["GET /api/sign/{signToken}", everyone(200)],
  ["GET /api/sign/{signToken}/document", everyone(200)],
  ["GET /api/sign/{expiredSignToken}", everyone(404)],
  ["GET /api/sign/{cancelledSignToken}", everyone(404)],
  ["GET /api/sign/not-a-token-of-ours-at-all-0000000000000", everyone(404)],
  ["POST /api/sign/{signToken}", everyone(200), json(matrixSignature)],
  [
    "POST /api/sign/{signToken} # another name",
    everyone(400),
    json({ ...matrixSignature, confirmName: "Eve" }),
  ],
  ["POST /api/sign/{expiredSignToken}", everyone(404), json(matrixSignature)],
  ["POST /api/sign/{signToken}/decline", everyone(200), json({ reason: "Not now" })],
  ["POST /api/sign/{cancelledSignToken}/decline", everyone(404), json({ reason: "Not now" })],
  // issue 36, item 4: the campaign report answers its token alone: the same for every role and signed out
  ["GET /api/report/{reportToken}", everyone(200)],
  ["GET /api/report/{reportToken}/csv", everyone(200)],
  ["GET /api/report/{expiredReportToken}", everyone(404)],
  ["GET /api/report/{expiredReportToken}/csv", everyone(404)],
  ["GET /api/report/{revokedReportToken}", everyone(404)],
  ["GET /api/report/{revokedReportToken}/csv", everyone(404)],
  ["GET /api/report/{reviewKindToken} # a review link's token", everyone(404)],
  ["GET /api/report/{reviewKindToken}/csv # a review link's token", everyone(404)],
  ["GET /api/report/not-a-token-at-all-but-long-enough # unknown", everyone(404)],
  ["GET /api/history/deal/{deal}", roles(404, { manager: 200, anon: 401 })],
  ["GET /api/history/deal/{ownDeal}", roles(404, { manager: 200, creator: 200, anon: 401 })],
  ["GET /api/creators/{newUser}/terms", managerOnly(200)],
  ["GET /api/creators/{newManager}/terms", managerOnly(404)],
  ["PUT /api/creators/{newUser}/terms", managerOnly(200), json({ commissionBps: 1500 })],
  ["PUT /api/creators/no-such-user/terms", managerOnly(404), json({ commissionBps: 1500 })],
  ["GET /api/deal-people?role=creator", managerOnly(200)],
  ["GET /api/deal-people?role=manager&search=x&page=2&pageSize=5", managerOnly(200)],
  // issue 19, the work on a deal: {creatorsDeal} is the creator role's own deal, {othersDeal} another creator's;
  // {deliverable}/{document} belong to the deal named before them in the path
  ["GET /api/deals/{creatorsDeal}/deliverables", dealReaders(200)],
  ["GET /api/deals/{othersDeal}/deliverables", dealReaders(200, 404)],
  ["GET /api/deals/{creatorsDeal}/linkable-projects", dealReaders(200, 403)],
  ["GET /api/deals/{othersDeal}/linkable-projects", dealReaders(200, 404)],
  ["POST /api/deals/{creatorsDeal}/deliverables", dealReaders(201, 403), json(deliverableBody)],
  ["POST /api/deals/{othersDeal}/deliverables", dealReaders(201, 404), json(deliverableBody)],
  [
    "PATCH /api/deals/{creatorsDeal}/deliverables/{deliverable}",
    dealReaders(200, 403),
    json({ status: "Approved" }),
  ],
  [
    "PATCH /api/deals/{othersDeal}/deliverables/{deliverable}",
    dealReaders(200, 404),
    json({ status: "Approved" }),
  ],
  ["DELETE /api/deals/{creatorsDeal}/deliverables/{deliverable}", dealReaders(204, 403)],
  ["DELETE /api/deals/{othersDeal}/deliverables/{deliverable}", dealReaders(204, 404)],
  [
    "POST /api/deals/{creatorsDeal}/deliverables/{deliverable}/submit",
    dealReaders(403, 200),
    json({ link: "https://youtu.be/draft" }),
  ],
  [
    "POST /api/deals/{othersDeal}/deliverables/{deliverable}/submit",
    dealReaders(403, 404),
    json({ link: "https://youtu.be/draft" }),
  ],
  ["GET /api/deals/{creatorsDeal}/documents", dealReaders(200)],
  ["GET /api/deals/{othersDeal}/documents", dealReaders(200, 404)],
  // issue 33 (ADR 075): a document is uploaded through tus, refused at the creation to all but managers
  ["POST /api/uploads {creatorsDeal} # a deal's document", dealReaders(201, 403), tusDocument],
  ["POST /api/uploads {othersDeal} # a deal's document", dealReaders(201, 404), tusDocument],
  ["GET /api/deals/{creatorsDeal}/documents/{document}/download", dealReaders(200)],
  ["GET /api/deals/{creatorsDeal}/documents/{hiddenDocument}/download", dealReaders(200, 404)],
  ["GET /api/deals/{othersDeal}/documents/{document}/download", dealReaders(200, 404)],
  ["DELETE /api/deals/{creatorsDeal}/documents/{document}", dealReaders(204, 403)],
  ["DELETE /api/deals/{othersDeal}/documents/{document}", dealReaders(204, 404)],
  ["GET /api/creator/deals", anyUser(200)],
  ["GET /api/creator/deals?page=2&pageSize=5", anyUser(200)],
  ["GET /api/creator/deals/summary", anyUser(200)],
  // money at a glance (issue 19, item 5): managers only; no record of anyone's own
  ["GET /api/revenue", managerOnly(200)],
  ["GET /api/revenue?currency=JPY&page=2&pageSize=5", managerOnly(200)],
  ["GET /api/revenue.csv", managerOnly(200)],
  // issue 38: invoices and payments (managers); statements (a creator their own); payouts (managers)
  ["GET /api/deals/{othersDeal}/invoices", managerOnly(200)],
  ["POST /api/deals/{othersDeal}/invoices", managerOnly(201), invoiceBody],
  ["POST /api/deals/00000000-0000-4000-8000-000000000000/invoices", managerOnly(404), invoiceBody],
  ["GET /api/invoices", managerOnly(200)],
  ["GET /api/invoices?status=overdue&page=2&pageSize=5", managerOnly(200)],
  ["GET /api/invoices/{issuedInvoice}", managerOnly(200)],
  ["GET /api/invoices/00000000-0000-4000-8000-000000000000", managerOnly(404)],
  ["PUT /api/invoices/{draftInvoice}", managerOnly(200), invoiceBody],
  ["PUT /api/invoices/{issuedInvoice} # never changes", managerOnly(409), invoiceBody],
  ["DELETE /api/invoices/{draftInvoice}", managerOnly(204)],
  ["DELETE /api/invoices/{issuedInvoice} # kept", managerOnly(409)],
  ["POST /api/invoices/{draftInvoice}/issue", managerOnly(200)],
  ["POST /api/invoices/{issuedInvoice}/issue # already", managerOnly(409)],
  ["POST /api/invoices/{issuedInvoice}/void", managerOnly(200)],
  ["POST /api/invoices/{issuedInvoice}/credit-notes", managerOnly(201), creditBody],
  ["GET /api/invoices/{issuedInvoice}/pdf", managerOnly(200)],
  ["POST /api/invoices/{issuedInvoice}/payments", managerOnly(201), paymentBody(400)],
  ["POST /api/invoices/{issuedInvoice}/payments # more than is due", managerOnly(409), paymentBody(1001)],
  ["GET /api/managers/{aManager}/commission-share", managerOnly(200)],
  ["PUT /api/managers/{aManager}/commission-share", managerOnly(200), json({ shareBps: 2500 })],
  ["GET /api/managers/{otherCreator}/commission-share # not a manager", managerOnly(404)],
  ["GET /api/deals/{othersDeal}/split", managerOnly(200)],
  ["PUT /api/deals/{othersDeal}/split", managerOnly(200), json({ shareBps: null })],
  ["GET /api/statements", roles(403, { manager: 200, creator: 200 })],
  ["GET /api/statements?payeeId={otherCreator}", roles(403, { manager: 200, creator: 404 })],
  ["GET /api/statements?role=manager", roles(403, { manager: 200, creator: 404 })],
  ["GET /api/statements/pdf", roles(403, { manager: 200, creator: 200 })],
  ["GET /api/statements/pdf?payeeId={otherCreator}", roles(403, { manager: 200, creator: 404 })],
  ["GET /api/statements/csv?month=2030-01", roles(403, { manager: 200, creator: 200 })],
  ["GET /api/statements/csv?payeeId={otherCreator}", roles(403, { manager: 200, creator: 404 })],
  ["POST /api/payouts", managerOnly(201), payoutBody],
  ["GET /api/revenue/ledger", managerOnly(200)],
  ["GET /api/revenue/ledger?currency=JPY", managerOnly(200)],
  ["GET /api/revenue/ledger.csv", managerOnly(200)],
  [
    "POST /api/internal/deals",
    everyone(403),
    json({
      creatorEmail: "x@example.test",
      brandName: "B",
      title: "T",
      valueMinor: 1,
      currency: "USD",
      stage: "Paid",
    }),
  ],
  // the creators' media kits (issue 19): the creator's own; anyone, signed out too, reads a published one
  ["GET /api/media-kit", creatorOnly(200)],
  ["PUT /api/media-kit", creatorOnly(200), freshKit],
  ["PUT /api/media-kit {publishedKit}", creatorOnly(409), takenKit],
  ["GET /api/media-kit/preview {ownKit}", creatorOnly(200)],
  ["GET /api/kits/{publishedKit}", everyone(200)],
  ["GET /api/kits/{unpublishedKit}", everyone(404)],
  ["GET /api/kits/no-such-kit", everyone(404)],
  ["GET /api/kits/{publishedKit}/photo", everyone(404)],
  ["GET /api/kits/{pictureKit}/photo", everyone(200)],
  // issue 20: each user's calendar feed; the feed itself is read with its token alone
  ["GET /api/me/calendar-feed", anyUser(200)],
  ["POST /api/me/calendar-feed/regenerate", anyUser(200)],
  ["GET /api/calendar/{calendarFeedFile}", everyone(200)],
  ["GET /api/calendar/{replacedCalendarFeedFile}", everyone(404)],
  ["GET /api/calendar/no-such-token.ics", everyone(404)],
  // issue 20: a manager's availability is the caller's own (no id in the path); anyone signed in reads a
  // manager's free slots (free times only), at most 35 days of them
  ["GET /api/me/availability", managerOnly(200)],
  ["PUT /api/me/availability", managerOnly(200), json(availabilityBody)],
  [
    "PUT /api/me/availability # a zone not known",
    managerOnly(400),
    json({ ...availabilityBody, timeZone: "X/Y" }),
  ],
  [`GET /api/managers/{newManager}/slots?${slotsQuery(7)}`, anyUser(200)],
  [`GET /api/managers/{newManager}/slots?${slotsQuery(36)}`, anyUser(400)],
  [`GET /api/managers/{newUser}/slots?${slotsQuery(7)}`, anyUser(404)],
  // issue 22: a file's preview and review comments (who sees the project: its creator, the kind's staff,
  // managers; {othersImage} is on another creator's editing project, {ownImage} on the caller's own), and the
  // creator's review of a version ({reviewable…}: In Progress with a staff member; the body names its v1)
  ["GET /api/files/{previewedFile}/preview", roles(404, { manager: 200, editor: 200 })],
  ["GET /api/files/{ownPreviewedFile}/preview", anyUser(200)],
  ["GET /api/files/{ownImage}/preview # none made", anyUser(404)],
  ["GET /api/files/00000000-0000-4000-8000-000000000000/preview", anyUser(404)],
  ["GET /api/files/{othersImage}/comments", roles(404, { manager: 200, editor: 200 })],
  ["GET /api/files/{ownImage}/comments?page=2&pageSize=5", anyUser(200)],
  [
    "POST /api/files/{othersImage}/comments",
    roles(404, { manager: 201, editor: 201 }),
    json({ body: "Tighter" }),
  ],
  ["POST /api/files/{ownImage}/comments", anyUser(201), json({ body: "A spot", x: 0.5, y: 0.25 })],
  ["POST /api/files/{ownImage}/comments # a moment of an image", anyUser(400), json({ body: "x", atMs: 1 })],
  ["POST /api/file-comments/{fileComment}/resolve", roles(404, { manager: 200, editor: 200 })],
  ["POST /api/file-comments/{fileComment}/reopen", roles(404, { manager: 200, editor: 200 })],
  ["POST /api/file-comments/{ownFileComment}/resolve", anyUser(200)],
  // issue 36: a comment shared with the brand, or internal again, by whoever sees the project
  ["POST /api/file-comments/{fileComment}/share", roles(404, { manager: 200, editor: 200 })],
  ["POST /api/file-comments/{ownFileComment}/share", anyUser(200)],
  ["POST /api/file-comments/{ownFileComment}/unshare", anyUser(200)],
  ["POST /api/file-comments/00000000-0000-4000-8000-000000000000/share", anyUser(404)],
  ["POST /api/file-comments/00000000-0000-4000-8000-000000000000/reopen", anyUser(404)],
  [
    "POST /api/editing-projects/{reviewableEditing}/request-changes # a manager on the creator's behalf",
    roles(404, { manager: 200, editor: 403 }),
    versionBody,
  ],
  ["POST /api/editing-projects/{ownReviewableEditing}/request-changes", anyUser(200), versionBody],
  [
    "POST /api/editing-projects/{reviewableEditing}/approve # a manager on the creator's behalf",
    roles(404, { manager: 200, editor: 403 }),
    versionBody,
  ],
  ["POST /api/editing-projects/{ownReviewableEditing}/approve", anyUser(200), versionBody],
  ["POST /api/editing-projects/{ownPendingEditing}/approve # nobody accepted it", anyUser(409), versionBody],
  [
    "POST /api/design-projects/{reviewableDesign}/request-changes # a manager on the creator's behalf",
    roles(404, { manager: 200, designer: 403 }),
    versionBody,
  ],
  ["POST /api/design-projects/{ownReviewableDesign}/request-changes", anyUser(200), versionBody],
  ["POST /api/design-projects/{ownReviewableDesign}/approve", anyUser(200), versionBody],
  [
    "POST /api/internal/users",
    everyone(403),
    json({ email: "x@example.test", password: "password-1", role: "manager" }),
  ],
];

/** A booking of a free slot with a manager of its own (so that the slot is free). */
const bookingBody = async () => ({
  json: {
    managerId: (await seedUser(ctx.deps, { role: "manager" })).id,
    // 15:00 UTC: inside a new manager's default hours (9:00 to 17:00 in New York), winter and summer
    start: weekdayAt(7, 15),
    length: 30,
    topic: "A booked meeting",
  },
});

/** A brand (and, with a creator, a deal of theirs), made straight in the database. */
async function brandRow() {
  const [row] = await ctx.deps.db.insert(brands).values({ name: "A brand" }).returning();
  return row!.id;
}
async function dealRow(creatorId: string) {
  const [row] = await ctx.deps.db
    .insert(deals)
    .values({
      brandId: await brandRow(),
      creatorId,
      title: "A deal",
      valueMinor: 1000,
      currency: "USD",
      commissionBps: 2000,
      commissionMinor: 200,
      payoutMinor: 800,
    })
    .returning();
  return row!;
}
/** A request or assignment naming a new manager (issue 20). */
const managerBody = async () => ({ json: { managerId: (await seedUser(ctx.deps, { role: "manager" })).id } });
const dealBody = async (stage?: string) => ({
  json: {
    brandId: await brandRow(),
    creatorId: (await seedUser(ctx.deps)).id,
    title: "A deal",
    valueMinor: 1,
    currency: "JPY",
    stage,
  },
});
/** issue 36: the version the cell's review link shows (its `{reviewFile}`) */
let lastReviewFile: string | null = null;
const verdictBody = (verdict: string) => ({
  json: { name: "Ann", email: "ann@brand.test", fileId: lastReviewFile, verdict },
});
/** A review link's body: a deliverable of the cell's deal (`ours`), or of another deal. */
function reviewLinkBody(ours: boolean) {
  return async () => {
    const dealId = ours
      ? lastDeal!.id
      : (await createTestDeal(ctx.deps.db, { creatorId: (await seedUser(ctx.deps)).id })).id;
    const deliverable = await createTestDeliverable(ctx.deps.db, dealId);
    return {
      json: {
        kind: "review",
        deliverableId: deliverable.id,
        contactName: "Ann",
        contactEmail: "ann@brand.test",
      },
    };
  };
}
/** A saved view of the pipeline (issue 35) of the manager `ownerId`. */
async function dealViewOf(ownerId: string): Promise<string> {
  const [row] = await ctx.deps.db
    .insert(dealViews)
    .values({ ownerId, name: `View ${crypto.randomUUID()}`, filters: { view: "board" } })
    .returning({ id: dealViews.id });
  return row!.id;
}

/** Shard `shard` of `shards` (1-based) of the matrix: every shards-th cell. */
export function authorizationMatrix(shard: number, shards: number) {
  describe(`authorization matrix, shard ${shard} of ${shards}`, () => {
    const otherCreator = () => "creator-fixture" as const;
    /** A Pending project of `kind` owned by the caller (seeded for managers and signed-out callers). */
    async function project(kind: ProjectKind, owner: Caller | "creator-fixture") {
      const ownerId =
        owner === "creator-fixture" || owner === "anon" || owner === "manager"
          ? (await seedUser(ctx.deps)).id
          : cookies.get(owner)!.id;
      const [row] = await ctx.deps.db
        .insert(projects)
        .values({
          kind,
          creatorId: ownerId,
          title: `A ${kind} request`,
          submittedFileUrl: "https://x.example/a",
        })
        .returning();
      return row!;
    }

    /**
     * issue 22: a file on the project `projectId` as an upload registers it (v1, a small PNG), perhaps with a
     * preview made, and perhaps a comment on it; remembered as the last version for a review's body.
     */
    async function fileOn(projectId: string, preview = false) {
      const storageKey = `projects/${projectId}/${crypto.randomUUID()}`;
      const blobs = blobsOf(ctx.deps);
      const bytes = new Uint8Array(tinyPng());
      await blobs.put(storageKey, bytes, "image/png");
      const previewKey = preview ? `${storageKey}.preview.webp` : null;
      if (previewKey) await blobs.put(previewKey, bytes, "image/webp");
      const [row] = await ctx.deps.db
        .insert(projectFiles)
        .values({
          projectId,
          role: "version",
          version: 1,
          name: "v1.png",
          size: bytes.byteLength,
          mime: "image/png",
          storageKey,
          previewStatus: preview ? "ready" : "none",
          previewKey,
        })
        .returning();
      lastVersion = row!.id;
      return row!.id;
    }
    /** issue 36: a review link of a deliverable whose request has a v1 (remembered as `{reviewFile}`). */
    function testBlobs() {
      return { db: ctx.deps.db, blobs: blobsOf(ctx.deps) };
    }
    /** A signing on a new deal: the caller signs now or after a brand contact; signed out (or null): nobody. */
    async function contractWith(caller: Caller | null, when: "now" | "later") {
      const deal = await createTestDeal(ctx.deps.db, { creatorId: (await seedUser(ctx.deps)).id });
      const me = caller && caller !== "anon" ? cookies.get(caller)!.id : null;
      const mine = {
        role: caller === "creator" ? ("creator" as const) : ("agency" as const),
        name: "Matrix Signer",
        userId: me ?? (await seedUser(ctx.deps, { role: "manager" })).id,
      };
      const brand = { role: "brand" as const, name: "Matrix Signer" };
      const signers = me === null ? [brand] : when === "now" ? [mine] : [brand, mine];
      return (await createTestContract(testBlobs(), { dealId: deal.id, signers })).id;
    }
    async function signTokenOf(state: "live" | "expired" | "cancelled") {
      const deal = await createTestDeal(ctx.deps.db, { creatorId: (await seedUser(ctx.deps)).id });
      const made = await createTestContract(testBlobs(), {
        dealId: deal.id,
        signers: [{ role: "brand", name: "Matrix Signer" }],
        state,
      });
      return made.tokens[0]!;
    }
    async function reviewLinkOf(state: "live" | "expired" | "revoked") {
      const creatorId = (await seedUser(ctx.deps)).id;
      const made = await project("editing", "creator-fixture");
      lastReviewFile = await fileOn(made.id);
      const deal = await createTestDeal(ctx.deps.db, { creatorId });
      const deliverable = await createTestDeliverable(ctx.deps.db, deal.id, { projectId: made.id });
      return (
        await createTestBrandLink(ctx.deps.db, { dealId: deal.id, deliverableId: deliverable.id, state })
      ).token;
    }
    async function commentOn(fileId: string) {
      const [file] = await ctx.deps.db.select().from(projectFiles).where(eq(projectFiles.id, fileId));
      const [row] = await ctx.deps.db
        .insert(fileComments)
        .values({ fileId, projectId: file!.projectId, body: "Brighter" })
        .returning();
      return row!.id;
    }
    /** A project of `kind` In Progress with a staff member of its own, and its v1 (the review's body). */
    async function reviewable(kind: "editing" | "design", owner: Caller | "creator-fixture") {
      const made = await project(kind, owner);
      const staff = await seedUser(ctx.deps, { role: kind === "editing" ? "editor" : "designer" });
      await ctx.deps.db
        .update(projects)
        .set({ status: "In Progress", assigneeId: staff.id })
        .where(eq(projects.id, made.id));
      await fileOn(made.id);
      return made.id;
    }

    /** Makes a row through the API as `caller` and returns its id (a made-up id for a signed-out caller). */
    const ownRow = async (caller: Caller, path: string, value: unknown) => {
      const cookie = cookies.get(caller)?.cookie;
      if (!cookie) return "00000000-0000-4000-8000-000000000000";
      const res = await call(ctx, path, { cookie, json: value });
      if (res.status !== 201) throw new Error(`${path} fixture: ${res.status}`);
      return (await res.json()).id as string;
    };
    const othersRow = async (path: string, value: unknown) => {
      const owner = await signedInAs(ctx, "creator");
      const res = await call(ctx, path, { cookie: owner.cookie, json: value });
      if (res.status !== 201) throw new Error(`${path} fixture: ${res.status}`);
      return (await res.json()).id as string;
    };
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

    /** A media kit of `owner`'s, saved through the API; its slug. */
    async function kitOf(owner: { cookie: string }, published: boolean): Promise<string> {
      const slug = `kit-${process.pid}-${++kitCount}`;
      const res = await call(ctx, "/api/media-kit", {
        method: "PUT",
        cookie: owner.cookie,
        json: kitBody(slug, published),
      });
      if (res.status !== 200) throw new Error(`media kit fixture: ${res.status}`);
      return slug;
    }

    /** Makes the thing a `{placeholder}` names and returns its id. */
    const fixtures: Record<string, (caller: Caller) => Promise<string>> = {
      // issue 19: a brand, one with a deal, another creator's deal, the caller's own (a creator's)
      brand: () => brandRow(),
      brandWithDeal: async () => (await dealRow((await seedUser(ctx.deps)).id)).brandId,
      deal: async () => (await dealRow((await seedUser(ctx.deps)).id)).id,
      ownDeal: async (caller) =>
        (await dealRow(caller === "creator" ? cookies.get(caller)!.id : (await seedUser(ctx.deps)).id)).id,
      newUser: async () => (await seedUser(ctx.deps)).id,
      newManager: async () => (await seedUser(ctx.deps, { role: "manager" })).id,
      me: async (caller) => cookies.get(caller)?.id ?? "signed-out",
      userWithAvatar: async () => {
        const owner = await signedInAs(ctx, "creator");
        const res = await tusUpload(ctx, owner.cookie, { purpose: "avatar" }, tinyPng());
        if (res.status !== 204) throw new Error(`avatar fixture: ${res.status}`);
        return owner.id;
      },
      chatSession: async () => {
        lastChat = await newGuestChat(ctx);
        await guestSays(ctx, lastChat, "Hello from a visitor");
        return lastChat.sessionId;
      },
      // issue 21: another browser's chat; a browser's new chat (the cell's token) and its earlier one
      earlierChatSession: async () => (await newGuestChat(ctx)).sessionId,
      laterChatSession: async () => {
        const first = await newGuestChat(ctx);
        await guestSays(ctx, first, "Hello");
        const res = await call(ctx, "/api/chat/sessions", {
          method: "POST",
          headers: { authorization: `Bearer ${first.token}` },
        });
        if (res.status !== 201) throw new Error(`later chat fixture: ${res.status}`);
        lastChat = await res.json();
        earlierOfLater = first.sessionId;
        return lastChat!.sessionId;
      },
      earlierOfLaterChatSession: async () => earlierOfLater!,
      // issue 21: a chat whose visitor gave a name and email
      chatSessionWithVisitor: async () => {
        lastChat = await newGuestChat(ctx);
        await guestSays(ctx, lastChat, "Hello");
        const res = await call(ctx, `/api/chat/sessions/${lastChat.sessionId}/visitor`, {
          method: "PUT",
          headers: { authorization: `Bearer ${lastChat.token}` },
          // an address of its own: confirmation links are limited per address (ADR 070)
          json: { name: "Ada", email: `ada-${process.pid}-${++visitorCount}@example.com` },
        });
        if (res.status !== 200) throw new Error(`chat visitor fixture: ${res.status}`);
        return lastChat.sessionId;
      },
      // issue 21: a saved reply (another manager's: they are shared)
      savedReply: async () => {
        const [reply] = await ctx.deps.db
          .insert(savedReplies)
          .values({ title: `Saved ${crypto.randomUUID()}`, content: "Hi {{visitor.name|there}}" })
          .returning({ id: savedReplies.id });
        return reply!.id;
      },
      closedChatSession: async () => {
        lastChat = await newGuestChat(ctx);
        await guestSays(ctx, lastChat, "Hello");
        const boss = cookies.get("manager")!.cookie;
        await call(ctx, `/api/chat/sessions/${lastChat.sessionId}/close`, { method: "POST", cookie: boss });
        return lastChat.sessionId;
      },
      // issue 9: a project of another creator, or of the caller (made through the API as people make them)
      acceptedEditing: async () => {
        const made = await project("editing", otherCreator());
        const editor = await signedInAs(ctx, "editor");
        await call(ctx, `/api/editing-projects/${made.id}/accept`, { method: "POST", cookie: editor.cookie });
        return made.id;
      },
      // issue 22: the projects remember themselves for the upload in the body
      editing: async () => remember((await project("editing", otherCreator())).id),
      ownEditing: async (caller) => remember((await project("editing", caller)).id),
      design: async () => remember((await project("design", otherCreator())).id),
      campaign: async () => remember((await project("promotion", otherCreator())).id),
      editingAssignedToMe: async (caller) => {
        const made = await project("editing", otherCreator());
        const me = cookies.get(caller)?.id;
        if (me && me !== "signed-out")
          await ctx.deps.db
            .update(projects)
            .set({ assigneeId: me, status: "In Progress" })
            .where(eq(projects.id, made.id));
        return remember(made.id);
      },
      myUpload: async (caller) => uploadOf(caller === "anon" ? "other" : caller),
      othersUpload: async () => uploadOf("other"),
      ownFile: async (caller) => fileOf(caller),
      othersFile: async () => fileOf("creator-fixture"),
      approvedFile: async () => {
        const id = await fileOf("creator-fixture");
        const [file] = await ctx.deps.db.select().from(projectFiles).where(eq(projectFiles.id, id));
        await ctx.deps.db
          .update(projects)
          .set({ approvedFileId: id })
          .where(eq(projects.id, file!.projectId));
        return id;
      },
      ownDesign: async (caller) => (await project("design", caller)).id,
      ownCampaign: async (caller) => (await project("promotion", caller)).id,
      contactMessage: async () => {
        const res = await call(ctx, "/api/contact", {
          json: { name: "Ada", email: "ada@example.com", subject: "Hello", message: "Hi there" },
        });
        return (await res.json()).id;
      },
      myChannel: async (caller) => {
        const cookie = cookies.get(caller)?.cookie;
        if (!cookie) return "00000000-0000-4000-8000-000000000000";
        return (await (await call(ctx, "/api/me/channels", { cookie, json: channelBody })).json()).id;
      },
      othersChannel: async () => {
        const owner = await signedInAs(ctx, "creator");
        return (
          await (await call(ctx, "/api/me/channels", { cookie: owner.cookie, json: channelBody })).json()
        ).id;
      },
      othersChannelOwner: async () => {
        const owner = await signedInAs(ctx, "creator");
        await call(ctx, "/api/me/channels", { cookie: owner.cookie, json: channelBody });
        return owner.id;
      },
      myAppointment: async (caller) => (await appointmentOf(caller)).id,
      othersAppointment: async () => (await appointmentOf("other")).id,
      myScheduledAppointment: async (caller) => scheduled(await appointmentOf(caller)),
      othersScheduledAppointment: async () => scheduled(await appointmentOf("other")),
      myBooking: async (caller) => {
        const own = caller === "creator" ? cookies.get(caller)!.id : (await seedUser(ctx.deps)).id;
        const managerId = (await seedUser(ctx.deps, { role: "manager" })).id;
        return (await createTestBooking(ctx.deps.db, { creatorId: own, managerId })).id;
      },
      othersBooking: async () => {
        const managerId = (await seedUser(ctx.deps, { role: "manager" })).id;
        const creatorId = (await seedUser(ctx.deps)).id;
        return (await createTestBooking(ctx.deps.db, { creatorId, managerId })).id;
      },
      myNotification: async (caller) => notificationOf(caller),
      othersNotification: async () => notificationOf("other"),
      // a history line that failed every attempt (`activity.history`'s)
      deadEvent: async () => String((await seedDeadDelivery(ctx)).eventId),
      myDealView: async (caller) => {
        const me = cookies.get(caller)?.id;
        if (!me || me === "signed-out") return "00000000-0000-4000-8000-000000000000";
        return dealViewOf(me);
      },
      othersDealView: async () => dealViewOf((await seedUser(ctx.deps, { role: "manager" })).id),
      deletionRequest: async () => {
        const requester = await signedInAs(ctx, "creator");
        const res = await call(ctx, "/api/me/deletion-request", { method: "POST", cookie: requester.cookie });
        return (await res.json()).id;
      },
      // issue 19: media kits, another creator's (published or not), or the caller's own
      publishedKit: async () => (lastKit = await kitOf(await signedInAs(ctx, "creator"), true)),
      unpublishedKit: async () => kitOf(await signedInAs(ctx, "creator"), false),
      pictureKit: async () => {
        const owner = await signedInAs(ctx, "creator");
        await tusUpload(ctx, owner.cookie, { purpose: "avatar" }, tinyPng());
        return kitOf(owner, true);
      },
      ownKit: async (caller) => {
        const cookie = cookies.get(caller)?.cookie;
        return cookie && caller === "creator" ? kitOf({ cookie }, false) : "";
      },
      // issue 20: another user's calendar feed (`<token>.ics`), current or replaced by a new address
      calendarFeedFile: async () => calendarFeedFile(false),
      replacedCalendarFeedFile: async () => calendarFeedFile(true),
      // issue 20: the caller's pending request for a manager (creators); a new creator asking the manager
      myManagerRequest: async (caller) => {
        const cookie = cookies.get(caller)?.cookie;
        if (cookie && caller === "creator") {
          const res = await call(ctx, "/api/me/talent-manager/request", {
            method: "PUT",
            cookie,
            ...(await managerBody()),
          });
          if (res.status !== 200) throw new Error(`manager request fixture: ${res.status}`);
        }
        return "";
      },
      creatorAskingMe: async () => {
        const asker = await signedInAs(ctx, "creator");
        const res = await call(ctx, "/api/me/talent-manager/request", {
          method: "PUT",
          cookie: asker.cookie,
          json: { managerId: cookies.get("manager")!.id },
        });
        if (res.status !== 200) throw new Error(`manager request fixture: ${res.status}`);
        return asker.id;
      },
      // issue 8: a row of the caller (anon: an id nobody has), and one of another creator
      ownTodo: (caller) => ownRow(caller, "/api/me/todos", { task: "Mine" }),
      othersTodo: () => othersRow("/api/me/todos", { task: "Theirs" }),
      ownScript: (caller) => ownRow(caller, "/api/me/scripts", { title: "Mine", content: "" }),
      othersScript: () => othersRow("/api/me/scripts", { title: "Theirs", content: "" }),
      ownScriptRequest: (caller) => ownRow(caller, "/api/me/script-requests", { title: "Mine" }),
      othersScriptRequest: () => othersRow("/api/me/script-requests", { title: "Theirs" }),
      // issue 19: a deal of the creator role's user, or of another creator, with a deliverable and documents
      creatorsDeal: async () => {
        lastDeal = await createTestDeal(ctx.deps.db, { creatorId: cookies.get("creator")!.id });
        return lastDeal.id;
      },
      othersDeal: async () => {
        lastDeal = await createTestDeal(ctx.deps.db, { creatorId: cookies.get("other")!.id });
        return lastDeal.id;
      },
      deliverable: async () => (await createTestDeliverable(ctx.deps.db, lastDeal!.id)).id,
      reviewToken: async () => reviewLinkOf("live"),
      expiredReviewToken: async () => reviewLinkOf("expired"),
      revokedReviewToken: async () => reviewLinkOf("revoked"),
      reviewFile: async () => lastReviewFile!,
      // issue 38: invoices of another creator's deal; a manager; the other creator (their statement)
      draftInvoice: () => invoiceOf("Draft"),
      issuedInvoice: () => invoiceOf("Issued"),
      aManager: async () => (await seedUser(ctx.deps, { role: "manager" })).id,
      otherCreator: async () => cookies.get("other")!.id,
      brandLink: async () => {
        const deal = await createTestDeal(ctx.deps.db, { creatorId: (await seedUser(ctx.deps)).id });
        return (await createTestBrandLink(ctx.deps.db, { dealId: deal.id })).id;
      },
      // issue 37: signings written as rows: the caller's own (pending, or after a brand contact), another's
      myContract: async (caller) => contractWith(caller, "now"),
      laterContract: async (caller) => contractWith(caller, "later"),
      othersContract: async () => contractWith(null, "now"),
      cancelledContract: async () => {
        const deal = await createTestDeal(ctx.deps.db, { creatorId: (await seedUser(ctx.deps)).id });
        return (
          await createTestContract(testBlobs(), {
            dealId: deal.id,
            signers: [{ role: "brand" }],
            state: "cancelled",
          })
        ).id;
      },
      signToken: () => signTokenOf("live"),
      expiredSignToken: () => signTokenOf("expired"),
      cancelledSignToken: () => signTokenOf("cancelled"),
      // issue 36, item 4: a report link's token, live, expired or revoked; a review link's token
      reportToken: () => reportLinkToken("live"),
      expiredReportToken: () => reportLinkToken("expired"),
      revokedReportToken: () => reportLinkToken("revoked"),
      reviewKindToken: async () => {
        const deal = await createTestDeal(ctx.deps.db, { creatorId: (await seedUser(ctx.deps)).id });
        const deliverable = await createTestDeliverable(ctx.deps.db, deal.id);
        return (await createTestBrandLink(ctx.deps.db, { dealId: deal.id, deliverableId: deliverable.id }))
          .token;
      },
      // issue 22: files, comments and reviewable projects (see fileOn and reviewable above)
      othersImage: async () => fileOn((await project("editing", otherCreator())).id),
      ownImage: async (caller) => fileOn((await project("editing", caller)).id),
      previewedFile: async () => fileOn((await project("editing", otherCreator())).id, true),
      ownPreviewedFile: async (caller) => fileOn((await project("editing", caller)).id, true),
      fileComment: async () => commentOn(await fileOn((await project("editing", otherCreator())).id)),
      ownFileComment: async (caller) => commentOn(await fileOn((await project("editing", caller)).id)),
      reviewableEditing: () => reviewable("editing", otherCreator()),
      ownReviewableEditing: (caller) => reviewable("editing", caller),
      reviewableDesign: () => reviewable("design", otherCreator()),
      ownReviewableDesign: (caller) => reviewable("design", caller),
      ownPendingEditing: async (caller) => {
        const made = await project("editing", caller);
        await fileOn(made.id);
        return made.id;
      },
      document: async () => dealDocument(true),
      hiddenDocument: async () => dealDocument(false),
    };
    /** issue 36: the token of a report link of a new deal, live, expired or revoked. */
    async function reportLinkToken(state: "live" | "expired" | "revoked") {
      const deal = await createTestDeal(ctx.deps.db, { creatorId: (await seedUser(ctx.deps)).id });
      await createTestDeliverable(ctx.deps.db, deal.id);
      return (await createTestBrandLink(ctx.deps.db, { dealId: deal.id, kind: "report", state })).token;
    }
    /** issue 22: an upload under way of `owner`'s (10 bytes declared), on a project of their own. */
    async function uploadOf(owner: Caller | "other"): Promise<string> {
      const who = cookies.get(owner)!;
      const made = await project("editing", owner === "other" ? "creator-fixture" : owner);
      if (owner === "other" || owner === "manager")
        await ctx.deps.db.update(projects).set({ creatorId: who.id }).where(eq(projects.id, made.id));
      lastFilesProject = made.id;
      const res = await call(ctx, "/api/uploads", {
        method: "POST",
        cookie: who.cookie,
        ...tusCreate("input")(),
      });
      if (res.status !== 201) throw new Error(`upload fixture: ${res.status} ${await res.text()}`);
      return res.headers.get("location")!.split("/").pop()!;
    }
    /** issue 22: a file (with its bytes) uploaded by the creator of a project of `owner`'s. */
    async function fileOf(owner: Caller | "creator-fixture") {
      const made = await project("editing", owner);
      const storageKey = crypto.randomUUID().replaceAll("-", "");
      await blobsOf(ctx.deps).put(storageKey, new Uint8Array(tinyPng()));
      const [row] = await ctx.deps.db
        .insert(projectFiles)
        .values({
          projectId: made.id,
          uploaderId: made.creatorId,
          role: "input",
          name: "pixel.png",
          size: tinyPng().byteLength,
          mime: "image/png",
          storageKey,
        })
        .returning({ id: projectFiles.id });
      return row!.id;
    }
    /** The file name of a new creator's calendar feed, or of its address before a regeneration. */
    async function calendarFeedFile(replaced: boolean) {
      const owner = await signedInAs(ctx, "creator");
      const res = await call(ctx, "/api/me/calendar-feed", { cookie: owner.cookie });
      const file = new URL((await res.json()).url).pathname.split("/").pop()!;
      if (replaced)
        await call(ctx, "/api/me/calendar-feed/regenerate", { method: "POST", cookie: owner.cookie });
      return file;
    }
    /** A document of the last deal, stored as an upload stores one. */
    async function dealDocument(creatorVisible: boolean) {
      const storageKey = `deals/${lastDeal!.id}/${crypto.randomUUID()}`;
      await blobsOf(ctx.deps).put(storageKey, new Uint8Array(Buffer.from("%PDF-1.4\n%%EOF\n")));
      const [row] = await ctx.deps.db
        .insert(dealDocuments)
        .values({
          dealId: lastDeal!.id,
          kind: "contract",
          fileName: "contract.pdf",
          contentType: "application/pdf",
          size: 15,
          storageKey,
          creatorVisible,
        })
        .returning({ id: dealDocuments.id });
      return row!.id;
    }

    beforeAll(async () => {
      // issue 22: the cells' uploads under way add up (the limit itself is tested in features/files)
      ctx = await createTestContext({ FILES_MAX_CONCURRENT_UPLOADS: "1000" });
      cookies.set("anon", { id: "signed-out" });
      for (const role of ROLES) {
        const user = await signedInAs(ctx, role);
        cookies.set(role, { cookie: user.cookie, id: user.id });
      }
      const other = await signedInAs(ctx, "creator");
      cookies.set("other", { cookie: other.cookie, id: other.id });
    });
    afterAll(() => ctx.close());

    const cells = matrix
      .flatMap(([endpoint, expected, body]) =>
        (Object.keys(expected) as Caller[]).map((caller) => ({
          endpoint,
          caller,
          status: expected[caller],
          body,
        })),
      )
      .filter((_cell, i) => i % shards === shard - 1);

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
}

import { createRoute } from "@hono/zod-openapi";
import {
  assignChatSchema,
  chatCountsSchema,
  chatEmailSchema,
  chatMessageSchema,
  chatSessionCreatedSchema,
  chatSessionParamsSchema,
  chatSessionSchema,
  chatThreadQuerySchema,
  chatThreadSchema,
  continueChatSchema,
  listChatSessionsQuerySchema,
  listChatSessionsResponseSchema,
  sendChatMessageSchema,
  startChatSchema,
} from "~/domain/chat";
import { countryOf } from "~/domain/chat-inbox";
import { can } from "~/domain/policy";
import { requireUser, withRole } from "../../auth/guards";
import { clientIp } from "../../lib/client-ip";
import { errorResponse, jsonBody, jsonContent, managerErrors, security } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { chatAccess, chatAuthor, heldSession, heldToken } from "./access";
import { continueGuestSession, createGuestSession, setChatEmail } from "./guest-sessions";
import { closeChatSession, countOpenChatSessions, listOpenChatSessions, markChatRead } from "./manage-chats";
import { assignChat, reopenChatSession } from "./owners";
import { postChatMessage } from "./post-message";
import { touchStaffPresence } from "./presence";
import { readThread } from "./thread";
import { visitorKeyOf } from "./visitor";

const tags = ["Chat"];
const managers = withRole(can.answerChats);
const guestOrManager = chatAccess({ guest: true, staff: true });
const guestOnly = chatAccess({ guest: true, staff: false });
const params = chatSessionParamsSchema;
const guestOrManagerErrors = {
  400: errorResponse("Malformed session id or body (see `fields`)"),
  401: errorResponse("No chat token (and not signed in), or an expired token"),
  403: errorResponse("Signed in, but not a manager, and no chat token"),
  404: errorResponse("No such session, or a token of another session"),
};

const createSessionRoute = createRoute({
  method: "post",
  path: "/chat/sessions",
  operationId: "createChatSession",
  summary: "Start a guest chat session",
  description:
    "Returns the session id and 4-digit code to show the visitor, and the token that reads and writes the chat (kept by the browser). Limited per IP per hour. The optional body names the page the chat was opened on and the visitor's time zone; the visitor's country is kept from the `CF-IPCountry` (or `X-Country`) header a proxy in front sets, when it names one; a visitor who is signed in is remembered as the session's visitor (managers see their name). A browser that held an earlier chat may send its token as `Authorization: Bearer`: the new chat is then listed with its earlier ones (an unknown or malformed token is ignored).",
  tags,
  security: security.none,
  request: { body: { required: false, content: { "application/json": { schema: startChatSchema } } } },
  responses: {
    201: jsonContent(chatSessionCreatedSchema, "The new session, its token and its (empty) thread"),
    400: errorResponse("A malformed page"),
    429: errorResponse("Too many new sessions from this IP; see Retry-After"),
  },
});

const continueRoute = createRoute({
  method: "post",
  path: "/chat/sessions/continue",
  operationId: "continueChatSession",
  summary: "Continue a chat with its session id and code",
  description:
    "A right pair returns a new token and the history. Five failed tries for one session id, or from one IP, within 15 minutes block further tries (429). A browser that holds a token of this chat, or of a later chat of the same browser, may send it as `Authorization: Bearer`: its tries then count against that token alone, so others' wrong tries never lock it out.",
  tags,
  security: security.none,
  request: { body: jsonBody(continueChatSchema) },
  responses: {
    200: jsonContent(chatSessionCreatedSchema, "The session, a new token and its thread"),
    400: errorResponse("A field is missing or malformed (see `fields`)"),
    401: errorResponse("Session ID or code is incorrect"),
    429: errorResponse("Too many failed tries; see Retry-After"),
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/chat/sessions",
  operationId: "listChatSessions",
  summary: "Open chat sessions, latest activity first (managers)",
  description:
    "`tab` keeps the caller's own chats (`mine`), nobody's (`unassigned`) or every open one (`all`, the default). Each row names its assignee. The filters combine (issue 35): `state` `open` (default: snoozed chats left out) or `snoozed`; `from`, the page the chat began on (and the pages under it); `country` (ISO 3166 alpha-2); `waiting` `5m`, `30m` or `2h` (the visitor's last message unanswered at least that long). `markedUnread` says the caller marked the row unread for themselves.",
  tags,
  security: security.session,
  middleware: [managers] as const,
  request: { query: listChatSessionsQuerySchema },
  responses: {
    200: jsonContent(listChatSessionsResponseSchema, "A page of open sessions with their unread counts"),
    400: errorResponse("Invalid query"),
    ...managerErrors,
  },
});

const threadRoute = createRoute({
  method: "get",
  path: "/chat/sessions/{id}/messages",
  operationId: "getChatThread",
  summary: "A session and its latest messages (its guest, or a manager)",
  tags,
  security: security.chatTokenOrSession,
  middleware: [guestOrManager] as const,
  request: { params, query: chatThreadQuerySchema },
  responses: {
    200: jsonContent(chatThreadSchema, "Oldest first; `hasMore` when older exist"),
    ...guestOrManagerErrors,
  },
});

const sendRoute = createRoute({
  method: "post",
  path: "/chat/sessions/{id}/messages",
  operationId: "sendChatMessage",
  summary: "Send a message (its guest, or a manager: a staff reply)",
  tags,
  security: security.chatTokenOrSession,
  middleware: [guestOrManager] as const,
  request: { params, body: jsonBody(sendChatMessageSchema) },
  responses: {
    201: jsonContent(chatMessageSchema, "Stored and delivered to the session's subscribers"),
    ...guestOrManagerErrors,
    409: errorResponse("The session is closed"),
    429: errorResponse("Too many messages; see Retry-After"),
  },
});

const closeRoute = createRoute({
  method: "post",
  path: "/chat/sessions/{id}/close",
  operationId: "closeChatSession",
  summary: "Close a session: it and its messages become closed (managers)",
  tags,
  security: security.session,
  middleware: [managers] as const,
  request: { params },
  responses: {
    200: jsonContent(chatSessionSchema, "The closed session"),
    400: errorResponse("Malformed session id"),
    ...managerErrors,
    404: errorResponse("No such session"),
  },
});

const readRoute = createRoute({
  method: "post",
  path: "/chat/sessions/{id}/read",
  operationId: "markChatRead",
  summary: "Mark a session's messages as read by the managers",
  tags,
  security: security.session,
  middleware: [managers] as const,
  request: { params },
  responses: {
    204: { description: "Marked read" },
    400: errorResponse("Malformed session id"),
    ...managerErrors,
    404: errorResponse("No such session"),
  },
});

const emailRoute = createRoute({
  method: "put",
  path: "/chat/sessions/{id}/email",
  operationId: "setChatEmail",
  summary: "Leave an email address for replies, once (the session's guest; old clients: see setChatVisitor)",
  description:
    "Managers' replies in this session are then also emailed to it, through the outbox. The visitor's details with the email alone, under the same once-only rule: a second try, or one after `PUT …/visitor`, answers 409 (ADR 070).",
  deprecated: true,
  tags,
  security: security.chatToken,
  middleware: [guestOnly] as const,
  request: { params, body: jsonBody(chatEmailSchema) },
  responses: {
    200: jsonContent(chatSessionSchema, "The session with its email"),
    ...guestOrManagerErrors,
    409: errorResponse("An email or the visitor's details were given already"),
  },
});

// issue 21: who owns a chat (managers)
const countsRoute = createRoute({
  method: "get",
  path: "/chat/sessions/counts",
  operationId: "countChatSessions",
  summary: "The open chats of each inbox tab: mine, unassigned, all (managers)",
  tags,
  security: security.session,
  middleware: [managers] as const,
  responses: { 200: jsonContent(chatCountsSchema, "The counts"), ...managerErrors },
});

const assignRoute = createRoute({
  method: "put",
  path: "/chat/sessions/{id}/assignee",
  operationId: "assignChatSession",
  summary:
    "Assign a chat to a manager (oneself or a colleague), with an optional hand-off note, or unassign it",
  description:
    "`assigneeId` null unassigns. The change (and the note) become lines of the thread that only managers read; the assignee is notified (kind `chat_assigned`) unless they made the change. Assigning the current assignee again without a note changes nothing.",
  tags,
  security: security.session,
  middleware: [managers] as const,
  request: { params, body: jsonBody(assignChatSchema) },
  responses: {
    200: jsonContent(chatSessionSchema, "The session with its assignee"),
    400: errorResponse("Malformed session id or body, or not a manager (see `fields`)"),
    ...managerErrors,
    404: errorResponse("No such session"),
  },
});

const reopenRoute = createRoute({
  method: "post",
  path: "/chat/sessions/{id}/reopen",
  operationId: "reopenChatSession",
  summary: "Reopen a closed chat: it and its messages are open again, recorded in the thread (managers)",
  tags,
  security: security.session,
  middleware: [managers] as const,
  request: { params },
  responses: {
    200: jsonContent(chatSessionSchema, "The open session"),
    400: errorResponse("Malformed session id"),
    ...managerErrors,
    404: errorResponse("No such session"),
  },
});

export const chatRoutes = createRouter()
  .openapi(createSessionRoute, async (c) => {
    const { deps, session } = c.var;
    const ip = clientIp(c, deps.env.TRUST_PROXY ?? false);
    const { page, timeZone } = c.req.valid("json");
    // issue 21: a browser that held a chat sends its token: the new chat joins its earlier ones
    const visitorKey = await visitorKeyOf(deps.db, await heldSession(c));
    // issue 35: the visitor's country, as the proxy in front names it (Cloudflare's header, or a generic one)
    const country = countryOf(c.req.header("cf-ipcountry") ?? c.req.header("x-country"));
    return c.json(
      await createGuestSession(deps, ip, { page, userId: session?.user.id, timeZone, visitorKey, country }),
      201,
    );
  })
  .openapi(continueRoute, async (c) => {
    const { deps } = c.var;
    const ip = clientIp(c, deps.env.TRUST_PROXY ?? false);
    // issue 31: the guest's own browser sends its token and has its own allowance
    return c.json(await continueGuestSession(deps, c.req.valid("json"), ip, heldToken(c)), 200);
  })
  .openapi(countsRoute, async (c) =>
    c.json(await countOpenChatSessions(c.var.deps.db, requireUser(c).id), 200),
  )
  .openapi(listRoute, async (c) => {
    void touchStaffPresence(c.var.deps.db, requireUser(c).id); // issue 21: a manager is on the chat
    return c.json(await listOpenChatSessions(c.var.deps.db, c.req.valid("query"), requireUser(c).id), 200);
  })
  .openapi(threadRoute, async (c) => {
    const viewer = chatAuthor(c).kind === "staff" ? "staff" : "guest";
    const { id } = c.req.valid("param");
    return c.json(await readThread(c.var.deps.db, id, c.req.valid("query"), viewer), 200);
  })
  .openapi(sendRoute, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await postChatMessage(c.var.deps, id, chatAuthor(c), c.req.valid("json").content), 201);
  })
  .openapi(closeRoute, async (c) =>
    c.json(await closeChatSession(c.var.deps, c.req.valid("param").id, requireUser(c)), 200),
  )
  .openapi(assignRoute, async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await assignChat(c.var.deps, requireUser(c), id, c.req.valid("json")), 200);
  })
  .openapi(reopenRoute, async (c) =>
    c.json(await reopenChatSession(c.var.deps, requireUser(c), c.req.valid("param").id), 200),
  )
  .openapi(readRoute, async (c) => {
    await markChatRead(c.var.deps, c.req.valid("param").id, requireUser(c).id);
    return c.body(null, 204);
  })
  .openapi(emailRoute, async (c) => {
    return c.json(await setChatEmail(c.var.deps, c.req.valid("param").id, c.req.valid("json")), 200);
  });

import { createRoute } from "@hono/zod-openapi";
import {
  chatSessionParamsSchema,
  chatSessionSchema,
  chatThreadQuerySchema,
  chatThreadSchema,
} from "~/domain/chat";
import {
  chatStatusSchema,
  chatTranscriptConfirmedSchema,
  chatTranscriptQueuedSchema,
  chatVisitorCardSchema,
  chatVisitorSchema,
  confirmChatTranscriptSchema,
  earlierChatParamsSchema,
  earlierChatsQuerySchema,
  earlierChatsResponseSchema,
} from "~/domain/chat-visitor";
import { can } from "~/domain/policy";
import { withRole } from "../../auth/guards";
import { errorResponse, jsonBody, jsonContent, managerErrors, security } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { chatAccess } from "./access";
import { chatStatus } from "./presence";
import {
  chatVisitorCard,
  confirmTranscript,
  earlierChats,
  readEarlierChat,
  requestTranscript,
  setChatVisitor,
} from "./visitor";

/* Issue 21 (ADR 059): who the visitor is, their earlier chats, the transcript, and whether anyone is there. */

const tags = ["Chat"];
const managers = withRole(can.answerChats);
const guestOnly = chatAccess({ guest: true, staff: false });
const params = chatSessionParamsSchema;
const guestErrors = {
  400: errorResponse("Malformed session id or body (see `fields`)"),
  401: errorResponse("No chat token, or an expired token"),
  403: errorResponse("Signed in, but without the chat's token"),
  404: errorResponse("No such session, or a token of another session"),
};

const visitorRoute = createRoute({
  method: "put",
  path: "/chat/sessions/{id}/visitor",
  operationId: "setChatVisitor",
  summary: "Tell the team who you are: a name, an email, or both, once (the session's guest)",
  description:
    "Given once: a second try answers 409. An email also receives the managers' replies and, when the chat is closed, its transcript. Only the session's token may set or read it.",
  tags,
  security: security.chatToken,
  middleware: [guestOnly] as const,
  request: { params, body: jsonBody(chatVisitorSchema) },
  responses: {
    200: jsonContent(chatSessionSchema, "The session with the visitor's details"),
    ...guestErrors,
    409: errorResponse("The visitor's details were given already"),
  },
});

const cardRoute = createRoute({
  method: "get",
  path: "/chat/sessions/{id}/visitor",
  operationId: "getChatVisitor",
  summary: "The visitor card: who they are, the page, their time zone, how long they have waited (managers)",
  tags,
  security: security.session,
  middleware: [managers] as const,
  request: { params },
  responses: {
    200: jsonContent(chatVisitorCardSchema, "What is known of the visitor"),
    400: errorResponse("Malformed session id"),
    ...managerErrors,
    404: errorResponse("No such session"),
  },
});

const earlierRoute = createRoute({
  method: "get",
  path: "/chat/sessions/{id}/earlier",
  operationId: "listEarlierChats",
  summary: "The earlier chats of the same browser, newest first (the session's guest)",
  tags,
  security: security.chatToken,
  middleware: [guestOnly] as const,
  request: { params, query: earlierChatsQuerySchema },
  responses: { 200: jsonContent(earlierChatsResponseSchema, "A page of earlier chats"), ...guestErrors },
});

const earlierThreadRoute = createRoute({
  method: "get",
  path: "/chat/sessions/{id}/earlier/{earlierId}",
  operationId: "getEarlierChat",
  summary: "One earlier chat of the same browser, read with the current chat's token (the session's guest)",
  tags,
  security: security.chatToken,
  middleware: [guestOnly] as const,
  request: { params: earlierChatParamsSchema, query: chatThreadQuerySchema },
  responses: {
    200: jsonContent(chatThreadSchema, "Oldest first; `hasMore` when older exist"),
    ...guestErrors,
    404: errorResponse("No such session, a token of another session, or another browser's chat"),
  },
});

const transcriptRoute = createRoute({
  method: "post",
  path: "/chat/sessions/{id}/transcript",
  operationId: "requestChatTranscript",
  summary: "Email me the transcript (the session's guest, who gave an email)",
  description:
    "Once a chat, and only to an address its owner proved (ADR 070): one a manager's reply was mailed to (`status` `sent`: queued in the outbox, plain text and HTML), else a confirmation link is mailed to it first (`status` `confirm`; the transcript follows when the link is opened). Confirmation links: 3 a day an address, `CHAT_TRANSCRIPT_CONFIRMATIONS_PER_HOUR` an hour for the installation.",
  tags,
  security: security.chatToken,
  middleware: [guestOnly] as const,
  request: { params },
  responses: {
    202: jsonContent(chatTranscriptQueuedSchema, "Queued, or a confirmation link sent; the address"),
    ...guestErrors,
    409: errorResponse(
      "No email was given (`chat_no_email`), the transcript was sent already (`chat_transcript_sent`), or a confirmation link is pending (`chat_transcript_pending`)",
    ),
    429: errorResponse("Too many confirmation links to this address or from this site; see Retry-After"),
  },
});

const confirmTranscriptRoute = createRoute({
  method: "post",
  path: "/chat/transcript/confirm",
  operationId: "confirmChatTranscript",
  summary:
    "Confirm an address with the token of its confirmation link; the chat's transcript is then mailed to it",
  description:
    "The link's token proves the address for its chat (ADR 070). It works once, for 24 hours; the page the link opens posts it here, so a mail scanner that only fetches the link confirms nothing.",
  tags,
  security: security.none,
  request: { body: jsonBody(confirmChatTranscriptSchema) },
  responses: {
    202: jsonContent(chatTranscriptConfirmedSchema, "Confirmed; the transcript is queued to the address"),
    400: errorResponse("Not a token (see `fields`)"),
    404: errorResponse("An unknown, used or expired link"),
  },
});

const statusRoute = createRoute({
  method: "get",
  path: "/chat/status",
  operationId: "getChatStatus",
  summary: "Whether the team is there to answer the chat now, and if not when it is back",
  tags,
  security: security.none,
  responses: { 200: jsonContent(chatStatusSchema, "Open, or why not and when the team is back") },
});

export const chatVisitorRoutes = createRouter()
  .openapi(visitorRoute, async (c) =>
    c.json(await setChatVisitor(c.var.deps, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(cardRoute, async (c) => c.json(await chatVisitorCard(c.var.deps.db, c.req.valid("param").id), 200))
  .openapi(earlierRoute, async (c) =>
    c.json(await earlierChats(c.var.deps.db, c.req.valid("param").id, c.req.valid("query")), 200),
  )
  .openapi(earlierThreadRoute, async (c) => {
    const { id, earlierId } = c.req.valid("param");
    return c.json(await readEarlierChat(c.var.deps.db, id, earlierId, c.req.valid("query")), 200);
  })
  .openapi(transcriptRoute, async (c) =>
    c.json(await requestTranscript(c.var.deps, c.req.valid("param").id), 202),
  )
  .openapi(confirmTranscriptRoute, async (c) =>
    c.json(await confirmTranscript(c.var.deps, c.req.valid("json").token), 202),
  )
  .openapi(statusRoute, async (c) => {
    c.header("cache-control", "no-store");
    return c.json(await chatStatus(c.var.deps.db), 200);
  });

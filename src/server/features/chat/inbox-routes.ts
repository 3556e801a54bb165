import { createRoute } from "@hono/zod-openapi";
import {
  chatFacetsSchema,
  chatSessionParamsSchema,
  chatSessionSchema,
  snoozeChatSchema,
} from "~/domain/chat";
import { earlierChatsQuerySchema, earlierChatsResponseSchema } from "~/domain/chat-visitor";
import { can } from "~/domain/policy";
import { requireUser, withRole } from "../../auth/guards";
import { errorResponse, jsonBody, jsonContent, managerErrors, security } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { chatFacets, markChatUnread, snoozeChat, unsnoozeChat, visitorEarlierChats } from "./inbox";

/* Issue 35 (ADR 079), the inbox at Chatwoot's level: mark unread, snooze, the filters' choices, earlier chats. */

const tags = ["Chat"];
const managers = withRole(can.answerChats);
const params = chatSessionParamsSchema;
const sessionErrors = {
  400: errorResponse("Malformed session id or body (see `fields`)"),
  ...managerErrors,
  404: errorResponse("No such session"),
};

const facetsRoute = createRoute({
  method: "get",
  path: "/chat/sessions/facets",
  operationId: "getChatFacets",
  summary: "The pages and countries of the open chats, most frequent first: the inbox's filters (managers)",
  description: "At most 50 of each, with the number of open chats that have it.",
  tags,
  security: security.session,
  middleware: [managers] as const,
  responses: { 200: jsonContent(chatFacetsSchema, "The filters' choices"), ...managerErrors },
});

const unreadRoute = createRoute({
  method: "post",
  path: "/chat/sessions/{id}/unread",
  operationId: "markChatUnread",
  summary: "Mark a chat unread for oneself: unread in one's own list until one opens it again (managers)",
  description:
    "Per manager, as Chatwoot's: other managers' lists are not affected. Reading the chat (`POST …/read`) clears the caller's mark.",
  tags,
  security: security.session,
  middleware: [managers] as const,
  request: { params },
  responses: { 204: { description: "Marked unread for the caller" }, ...sessionErrors },
});

const snoozeRoute = createRoute({
  method: "put",
  path: "/chat/sessions/{id}/snooze",
  operationId: "snoozeChatSession",
  summary: "Snooze an open chat until a time (managers)",
  description:
    "The chat leaves the open list for the Snoozed one (`state=snoozed`) and comes back by itself at `until`, or at once when the visitor writes again; whoever snoozed it is then notified (kind `chat_snooze_ended`). Snoozing again moves the time. Recorded as a line of the thread.",
  tags,
  security: security.session,
  middleware: [managers] as const,
  request: { params, body: jsonBody(snoozeChatSchema) },
  responses: {
    200: jsonContent(chatSessionSchema, "The session with its `snoozedUntil`"),
    ...sessionErrors,
    409: errorResponse("The chat is closed"),
  },
});

const unsnoozeRoute = createRoute({
  method: "delete",
  path: "/chat/sessions/{id}/snooze",
  operationId: "unsnoozeChatSession",
  summary: "Unsnooze a chat: back in the open list at once (managers)",
  tags,
  security: security.session,
  middleware: [managers] as const,
  request: { params },
  responses: {
    200: jsonContent(chatSessionSchema, "The session, not snoozed"),
    ...sessionErrors,
    409: errorResponse("The chat is closed"),
  },
});

const earlierRoute = createRoute({
  method: "get",
  path: "/chat/sessions/{id}/visitor/earlier",
  operationId: "listVisitorEarlierChats",
  summary: "The same visitor's other chats, newest first (managers)",
  description:
    "The chats of the same browser, of the same email, or of the same signed-in account, with at least one message; open and closed.",
  tags,
  security: security.session,
  middleware: [managers] as const,
  request: { params, query: earlierChatsQuerySchema },
  responses: {
    200: jsonContent(earlierChatsResponseSchema, "A page of the visitor's other chats"),
    ...sessionErrors,
  },
});

export const chatInboxRoutes = createRouter()
  .openapi(facetsRoute, async (c) => c.json(await chatFacets(c.var.deps.db), 200))
  .openapi(unreadRoute, async (c) => {
    await markChatUnread(c.var.deps, requireUser(c), c.req.valid("param").id);
    return c.body(null, 204);
  })
  .openapi(snoozeRoute, async (c) =>
    c.json(await snoozeChat(c.var.deps, requireUser(c), c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(unsnoozeRoute, async (c) =>
    c.json(await unsnoozeChat(c.var.deps, requireUser(c), c.req.valid("param").id), 200),
  )
  .openapi(earlierRoute, async (c) =>
    c.json(await visitorEarlierChats(c.var.deps.db, c.req.valid("param").id, c.req.valid("query")), 200),
  );

import { createRoute } from "@hono/zod-openapi";
import {
  contactInboxMessageSchema,
  contactMessageParamsSchema,
  listContactMessagesQuerySchema,
  listContactMessagesResponseSchema,
  markContactMessageSchema,
} from "~/domain/inbox";
import { can } from "~/domain/policy";
import { withRole } from "../../auth/guards";
import {
  cachedContent,
  errorResponse,
  jsonBody,
  jsonContent,
  managerErrors,
  security,
} from "../../lib/openapi";
import { freshJson } from "../../lib/page-cache";
import { createRouter } from "../../lib/router";
import { listContactMessages, markContactMessage } from "./service";

const managers = withRole(can.readContactInbox);

const listRoute = createRoute({
  method: "get",
  path: "/admin/contact-messages",
  operationId: "listContactMessages",
  summary: "Contact-form messages, newest first (managers)",
  tags: ["Contact"],
  security: security.session,
  middleware: [managers] as const,
  request: { query: listContactMessagesQuerySchema },
  responses: {
    ...cachedContent(listContactMessagesResponseSchema, "A page of messages and the unread count"),
    400: errorResponse("Invalid query"),
    ...managerErrors,
  },
});

const markRoute = createRoute({
  method: "patch",
  path: "/admin/contact-messages/{id}",
  operationId: "markContactMessage",
  summary: "Mark a contact message read or unread (managers)",
  tags: ["Contact"],
  security: security.session,
  middleware: [managers] as const,
  request: { params: contactMessageParamsSchema, body: jsonBody(markContactMessageSchema) },
  responses: {
    200: jsonContent(contactInboxMessageSchema, "The message"),
    400: errorResponse("Invalid id or body"),
    ...managerErrors,
    404: errorResponse("No such message"),
  },
});

export const inboxRoutes = createRouter()
  .openapi(listRoute, async (c) =>
    freshJson(c, () => listContactMessages(c.var.deps.db, c.req.valid("query"))),
  )
  .openapi(markRoute, async (c) => {
    const updated = await markContactMessage(c.var.deps, c.req.valid("param").id, c.req.valid("json").read);
    return c.json(updated, 200);
  });

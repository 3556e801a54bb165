import { createRoute } from "@hono/zod-openapi";
import { can } from "~/domain/policy";
import {
  listSavedRepliesQuerySchema,
  savedReplyInputSchema,
  savedReplyPageSchema,
  savedReplyParamsSchema,
  savedReplySchema,
} from "~/domain/saved-replies";
import { requireUser, withRole } from "../../auth/guards";
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
import { createSavedReply, deleteSavedReply, listSavedReplies, updateSavedReply } from "./service";

/* Issue 21, item 3: the managers' shared saved replies (ADR 061). */

const managers = { tags: ["Chat"], security: security.session, middleware: [withRole(can.answerChats)] };
const params = savedReplyParamsSchema;
const inputErrors = {
  400: errorResponse("A field is missing or malformed, or names an unknown placeholder (see `fields`)"),
  ...managerErrors,
  409: errorResponse("Another saved reply has this title (any case)"),
};

const listRoute = createRoute({
  ...managers,
  method: "get",
  path: "/chat/saved-replies",
  operationId: "listSavedReplies",
  summary: "The saved replies, by title; `search` matches the title or the text (managers)",
  description: "Cached under the replies' change counter (ADR 025).",
  request: { query: listSavedRepliesQuerySchema },
  responses: {
    ...cachedContent(savedReplyPageSchema, "A page of saved replies"),
    400: errorResponse("Invalid query"),
    ...managerErrors,
  },
});

const createReplyRoute = createRoute({
  ...managers,
  method: "post",
  path: "/chat/saved-replies",
  operationId: "createSavedReply",
  summary: "Save a reply every manager can insert (placeholders: {{visitor.name|fallback}}, {{agent.name}})",
  request: { body: jsonBody(savedReplyInputSchema) },
  responses: { 201: jsonContent(savedReplySchema, "The saved reply"), ...inputErrors },
});

const updateRoute = createRoute({
  ...managers,
  method: "put",
  path: "/chat/saved-replies/{id}",
  operationId: "updateSavedReply",
  summary: "Change a saved reply's title and text (managers)",
  request: { params, body: jsonBody(savedReplyInputSchema) },
  responses: {
    200: jsonContent(savedReplySchema, "The saved reply"),
    ...inputErrors,
    404: errorResponse("No such saved reply"),
  },
});

const deleteRoute = createRoute({
  ...managers,
  method: "delete",
  path: "/chat/saved-replies/{id}",
  operationId: "deleteSavedReply",
  summary: "Delete a saved reply (managers)",
  request: { params },
  responses: {
    204: { description: "Deleted" },
    400: errorResponse("Malformed id"),
    ...managerErrors,
    404: errorResponse("No such saved reply"),
  },
});

export const savedReplyRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const query = c.req.valid("query");
    return freshJson(c, () => listSavedReplies(c.var.deps.db, query));
  })
  .openapi(createReplyRoute, async (c) =>
    c.json(await createSavedReply(c.var.deps.db, requireUser(c), c.req.valid("json")), 201),
  )
  .openapi(updateRoute, async (c) =>
    c.json(
      await updateSavedReply(c.var.deps.db, requireUser(c), c.req.valid("param").id, c.req.valid("json")),
      200,
    ),
  )
  .openapi(deleteRoute, async (c) => {
    await deleteSavedReply(c.var.deps.db, c.req.valid("param").id);
    return c.body(null, 204);
  });

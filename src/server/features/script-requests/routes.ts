import { createRoute } from "@hono/zod-openapi";
import { can } from "~/domain/policy";
import {
  createScriptRequestSchema,
  creatorNotesSchema,
  listScriptRequestsQuerySchema,
  manageScriptRequestSchema,
  scriptRequestParamsSchema,
  scriptRequestSchema,
  scriptRequestsPageSchema,
} from "~/domain/script-requests";
import { requireUser, signedIn, withRole } from "../../auth/guards";
import {
  cachedContent,
  errorResponse,
  jsonBody,
  jsonContent,
  managerErrors,
  security,
  signedInErrors,
} from "../../lib/openapi";
import { freshJson } from "../../lib/page-cache";
import { createRouter } from "../../lib/router";
import {
  createScriptRequest,
  deleteOwnScriptRequest,
  deleteScriptRequest,
  listAllScriptRequests,
  listOwnScriptRequests,
  manageScriptRequest,
  saveCreatorNotes,
} from "./service";

const own = { tags: ["Script requests"], security: security.session };
const managers = { tags: ["Script requests"], security: security.session };
const managerOnly = withRole(can.manageScriptRequests);
const notFound = { 404: errorResponse("No such script request (of the caller)") };

const listOwnRoute = createRoute({
  ...own,
  middleware: [signedIn] as const,
  method: "get",
  path: "/me/script-requests",
  operationId: "listOwnScriptRequests",
  summary: "The caller's script requests, newest first, with the open count (Pending or In Progress)",
  request: { query: listScriptRequestsQuerySchema },
  responses: {
    ...cachedContent(scriptRequestsPageSchema, "A page of the caller's requests"),
    400: errorResponse("Invalid query"),
    ...signedInErrors,
  },
});

const createRequestRoute = createRoute({
  ...own,
  middleware: [signedIn] as const,
  method: "post",
  path: "/me/script-requests",
  operationId: "createScriptRequest",
  summary: "Ask a manager for a script (starts Pending)",
  request: { body: jsonBody(createScriptRequestSchema) },
  responses: {
    201: jsonContent(scriptRequestSchema, "The new request"),
    400: errorResponse("Title is required"),
    ...signedInErrors,
  },
});

const notesRoute = createRoute({
  ...own,
  middleware: [signedIn] as const,
  method: "put",
  path: "/me/script-requests/{id}/notes",
  operationId: "saveScriptRequestNotes",
  summary: "Save the creator's notes on one of their requests",
  request: { params: scriptRequestParamsSchema, body: jsonBody(creatorNotesSchema) },
  responses: {
    200: jsonContent(scriptRequestSchema, "The request"),
    400: errorResponse("Invalid id or notes"),
    ...signedInErrors,
    ...notFound,
  },
});

const deleteOwnRoute = createRoute({
  ...own,
  middleware: [signedIn] as const,
  method: "delete",
  path: "/me/script-requests/{id}",
  operationId: "deleteOwnScriptRequest",
  summary: "Delete one of the caller's requests",
  request: { params: scriptRequestParamsSchema },
  responses: {
    204: { description: "Deleted" },
    400: errorResponse("Invalid id"),
    ...signedInErrors,
    ...notFound,
  },
});

const listAllRoute = createRoute({
  ...managers,
  middleware: [managerOnly] as const,
  method: "get",
  path: "/admin/script-requests",
  operationId: "listScriptRequests",
  summary: "Every script request, newest first, with the pending count (managers)",
  request: { query: listScriptRequestsQuerySchema },
  responses: {
    ...cachedContent(scriptRequestsPageSchema, "A page of requests"),
    400: errorResponse("Invalid query"),
    ...managerErrors,
  },
});

const manageRoute = createRoute({
  ...managers,
  middleware: [managerOnly] as const,
  method: "put",
  path: "/admin/script-requests/{id}",
  operationId: "manageScriptRequest",
  summary: "Set a request's status, expected finish date, script content and notes (managers)",
  description:
    "Any status may follow any other (spec section 4). An expected finish date of null or an empty string means none (spec section 5).",
  request: { params: scriptRequestParamsSchema, body: jsonBody(manageScriptRequestSchema) },
  responses: {
    200: jsonContent(scriptRequestSchema, "The request"),
    400: errorResponse("Invalid id or body"),
    ...managerErrors,
    404: errorResponse("No such script request"),
  },
});

const deleteRoute = createRoute({
  ...managers,
  middleware: [managerOnly] as const,
  method: "delete",
  path: "/admin/script-requests/{id}",
  operationId: "deleteScriptRequest",
  summary: "Delete a script request (managers)",
  request: { params: scriptRequestParamsSchema },
  responses: {
    204: { description: "Deleted" },
    400: errorResponse("Invalid id"),
    ...managerErrors,
    404: errorResponse("No such script request"),
  },
});

export const scriptRequestRoutes = createRouter()
  .openapi(listOwnRoute, async (c) =>
    freshJson(c, () => listOwnScriptRequests(c.var.deps.db, requireUser(c).id, c.req.valid("query"))),
  )
  .openapi(createRequestRoute, async (c) => {
    const { title, details } = c.req.valid("json");
    return c.json(
      await createScriptRequest(c.var.deps.db, requireUser(c), { title, details: details ?? "" }),
      201,
    );
  })
  .openapi(notesRoute, async (c) =>
    c.json(
      await saveCreatorNotes(
        c.var.deps.db,
        requireUser(c),
        c.req.valid("param").id,
        c.req.valid("json").creatorNotes,
      ),
      200,
    ),
  )
  .openapi(deleteOwnRoute, async (c) => {
    await deleteOwnScriptRequest(c.var.deps.db, requireUser(c), c.req.valid("param").id);
    return c.body(null, 204);
  })
  .openapi(listAllRoute, async (c) =>
    freshJson(c, () => listAllScriptRequests(c.var.deps.db, c.req.valid("query"))),
  )
  .openapi(manageRoute, async (c) =>
    c.json(
      await manageScriptRequest(c.var.deps.db, requireUser(c), c.req.valid("param").id, c.req.valid("json")),
      200,
    ),
  )
  .openapi(deleteRoute, async (c) => {
    await deleteScriptRequest(c.var.deps.db, c.req.valid("param").id);
    return c.body(null, 204);
  });

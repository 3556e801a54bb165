import { createRoute, z } from "@hono/zod-openapi";
import { can } from "~/domain/policy";
import { deletionRequestSchema, listDeletionRequestsResponseSchema } from "~/domain/users";
import { requireUser, signedIn, withRole } from "../../auth/guards";
import { errorResponse, jsonContent, managerErrors, signedInErrors } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { listPendingDeletionRequests, requestAccountDeletion, resolveDeletionRequest } from "./service";

const requestRoute = createRoute({
  method: "post",
  path: "/me/deletion-request",
  operationId: "requestAccountDeletion",
  summary: "Ask for one's account to be deleted (processed by a manager)",
  tags: ["Profile"],
  middleware: [signedIn] as const,
  responses: {
    201: jsonContent(deletionRequestSchema, "Recorded (or already pending)"),
    ...signedInErrors,
  },
});

const listRoute = createRoute({
  method: "get",
  path: "/admin/deletion-requests",
  operationId: "listDeletionRequests",
  summary: "Pending account deletion requests, newest first",
  tags: ["Users"],
  middleware: [withRole(can.manageUsers)] as const,
  responses: {
    200: jsonContent(listDeletionRequestsResponseSchema, "Pending requests"),
    ...managerErrors,
  },
});

const resolveRoute = createRoute({
  method: "post",
  path: "/admin/deletion-requests/{id}/resolve",
  operationId: "resolveDeletionRequest",
  summary: "Mark a deletion request as done",
  tags: ["Users"],
  middleware: [withRole(can.manageUsers)] as const,
  request: { params: z.object({ id: z.uuid("No such deletion request.") }) },
  responses: {
    200: jsonContent(deletionRequestSchema, "Marked done"),
    400: errorResponse("Invalid id"),
    ...managerErrors,
    404: errorResponse("No such deletion request"),
  },
});

export const deletionRequestRoutes = createRouter()
  .openapi(requestRoute, async (c) =>
    c.json(await requestAccountDeletion(c.var.deps.db, requireUser(c)), 201),
  )
  .openapi(listRoute, async (c) =>
    c.json({ requests: await listPendingDeletionRequests(c.var.deps.db) }, 200),
  )
  .openapi(resolveRoute, async (c) =>
    c.json(await resolveDeletionRequest(c.var.deps.db, c.req.valid("param").id), 200),
  );

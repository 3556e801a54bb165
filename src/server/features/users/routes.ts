import { createRoute, z } from "@hono/zod-openapi";
import { pageQuerySchema } from "~/domain/paging";
import { can } from "~/domain/policy";
import {
  adminUserSchema,
  auditPageSchema,
  listUsersQuerySchema,
  listUsersResponseSchema,
  updateRoleSchema,
} from "~/domain/users";
import { requireUser, withRole } from "../../auth/guards";
import {
  cachedContent,
  errorResponse,
  jsonBody,
  jsonContent,
  managerErrors,
  signedInErrors,
} from "../../lib/openapi";
import { freshJson } from "../../lib/page-cache";
import { createRouter } from "../../lib/router";
import { deleteUser, listAudit, listUsers, setUserRole } from "./service";

const managersOnly = withRole(can.manageUsers);
const idParam = z.object({ id: z.string().min(1).max(100) });

const listRoute = createRoute({
  method: "get",
  path: "/admin/users",
  operationId: "listUsers",
  summary: "List users (search by email or full name, paged)",
  tags: ["Users"],
  middleware: [managersOnly] as const,
  request: { query: listUsersQuerySchema },
  responses: {
    ...cachedContent(listUsersResponseSchema, "A page of users"),
    400: errorResponse("Invalid query"),
    ...managerErrors,
  },
});

const roleRoute = createRoute({
  method: "patch",
  path: "/admin/users/{id}/role",
  operationId: "setUserRole",
  summary: "Change a user's role",
  tags: ["Users"],
  middleware: [managersOnly] as const,
  request: {
    params: idParam,
    body: jsonBody(updateRoleSchema),
  },
  responses: {
    200: jsonContent(adminUserSchema, "The updated user"),
    400: errorResponse("Invalid role"),
    ...signedInErrors,
    403: errorResponse("Not a manager, or one's own role"),
    404: errorResponse("No such user"),
    409: errorResponse("The last manager cannot be demoted"),
  },
});

const auditRoute = createRoute({
  method: "get",
  path: "/admin/audit-log",
  operationId: "listAuditLog",
  summary: "Role changes and user deletions: who, whom, from, to, when (newest first, paged)",
  tags: ["Users"],
  middleware: [managersOnly] as const,
  request: { query: pageQuerySchema },
  responses: {
    ...cachedContent(auditPageSchema, "A page of the audit log"),
    400: errorResponse("Invalid query"),
    ...managerErrors,
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/admin/users/{id}",
  operationId: "deleteUser",
  summary: "Delete a user (never a manager, never oneself)",
  tags: ["Users"],
  middleware: [managersOnly] as const,
  request: { params: idParam },
  responses: {
    204: { description: "Deleted; their sessions ended" },
    ...signedInErrors,
    403: errorResponse("Not a manager, or the user is a manager or the caller"),
    404: errorResponse("No such user"),
  },
});

export const userRoutes = createRouter()
  .openapi(listRoute, async (c) => freshJson(c, () => listUsers(c.var.deps.db, c.req.valid("query"))))
  .openapi(roleRoute, async (c) => {
    const me = requireUser(c);
    const updated = await setUserRole(c.var.deps.db, me, c.req.valid("param").id, c.req.valid("json").role);
    return c.json(updated, 200);
  })
  .openapi(auditRoute, async (c) => freshJson(c, () => listAudit(c.var.deps.db, c.req.valid("query"))))
  .openapi(deleteRoute, async (c) => {
    const me = requireUser(c);
    const { deps } = c.var;
    await deleteUser(deps, me, c.req.valid("param").id);
    return c.body(null, 204);
  });

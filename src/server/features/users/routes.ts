import { createRoute, z } from "@hono/zod-openapi";
import { can } from "~/domain/policy";
import {
  adminUserSchema,
  listUsersQuerySchema,
  listUsersResponseSchema,
  updateRoleSchema,
} from "~/domain/users";
import { requireUser, withRole } from "../../auth/guards";
import { errorResponse, jsonBody, jsonContent, managerErrors, signedInErrors } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { storageFor } from "../../storage/files";
import { deleteUser, listUsers, setUserRole } from "./service";

const managersOnly = withRole(can.manageUsers);
const idParam = z.object({ id: z.string().min(1).max(100) });

const listRoute = createRoute({
  method: "get",
  path: "/admin/users",
  summary: "List users (search by email or full name, paged)",
  tags: ["Users"],
  middleware: [managersOnly] as const,
  request: { query: listUsersQuerySchema },
  responses: {
    200: jsonContent(listUsersResponseSchema, "A page of users"),
    400: errorResponse("Invalid query"),
    ...managerErrors,
  },
});

const roleRoute = createRoute({
  method: "patch",
  path: "/admin/users/{id}/role",
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
    ...managerErrors,
    404: errorResponse("No such user"),
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/admin/users/{id}",
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
  .openapi(listRoute, async (c) => c.json(await listUsers(c.var.deps.db, c.req.valid("query")), 200))
  .openapi(roleRoute, async (c) => {
    const updated = await setUserRole(c.var.deps.db, c.req.valid("param").id, c.req.valid("json").role);
    return c.json(updated, 200);
  })
  .openapi(deleteRoute, async (c) => {
    const me = requireUser(c);
    const { deps } = c.var;
    await deleteUser({ db: deps.db, storage: storageFor(deps.env) }, me, c.req.valid("param").id);
    return c.body(null, 204);
  });

import { createRoute } from "@hono/zod-openapi";
import { todayUtc } from "~/domain/clock";
import { can } from "~/domain/policy";
import {
  assignManagerSchema,
  listTalentManagersQuerySchema,
  myTalentManagerSchema,
  requestManagerSchema,
  rosterCreatorParamsSchema,
  rosterPageSchema,
  rosterQuerySchema,
  talentAssignmentSchema,
  talentManagerPageSchema,
} from "~/domain/roster";
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
import { listRoster, listTalentManagers, myTalentManager } from "./read";
import { acceptRequest, assignManager, requestManager, withdrawRequest } from "./service";

const tags = ["Roster"];
const own = { tags, security: security.session, middleware: [signedIn] };
const managers = { tags, security: security.session, middleware: [withRole(can.manageRoster)] };
const creators = { tags, security: security.session, middleware: [withRole(can.requestTalentManager)] };
const params = rosterCreatorParamsSchema;

const listManagersRoute = createRoute({
  ...own,
  method: "get",
  path: "/talent-managers",
  operationId: "listTalentManagers",
  summary: "The talent managers to choose from (name, photo, short bio), by name",
  request: { query: listTalentManagersQuerySchema },
  responses: {
    200: jsonContent(talentManagerPageSchema, "A page of managers"),
    400: errorResponse("Invalid query"),
    ...signedInErrors,
  },
});

const mineRoute = createRoute({
  ...own,
  method: "get",
  path: "/me/talent-manager",
  operationId: "getMyTalentManager",
  summary: "The caller's talent manager and pending request (never anyone else's)",
  responses: {
    200: jsonContent(myTalentManagerSchema, "The caller's manager and request"),
    ...signedInErrors,
  },
});

const requestRoute = createRoute({
  ...creators,
  method: "put",
  path: "/me/talent-manager/request",
  operationId: "requestTalentManager",
  summary: "Ask a manager to be one's talent manager (creators); replaces an earlier request",
  request: { body: jsonBody(requestManagerSchema) },
  responses: {
    200: jsonContent(talentAssignmentSchema, "The caller's assignment, with the request"),
    400: errorResponse("Not a manager (see `fields`)"),
    ...signedInErrors,
    403: errorResponse("Not a creator"),
    409: errorResponse("Already the caller's manager"),
  },
});

const withdrawRoute = createRoute({
  ...creators,
  method: "delete",
  path: "/me/talent-manager/request",
  operationId: "withdrawTalentManagerRequest",
  summary: "Withdraw one's pending request (creators)",
  responses: {
    204: { description: "Withdrawn" },
    ...signedInErrors,
    403: errorResponse("Not a creator"),
    404: errorResponse("No pending request"),
  },
});

const rosterRoute = createRoute({
  ...managers,
  method: "get",
  path: "/admin/roster",
  operationId: "listRoster",
  summary:
    "Creators with their manager, open work, last contact and last 28 days (the caller's own and those asking for the caller, first; or all)",
  description:
    "Cached under the change counters of every table it reads (ADR 025); the last contact is kept on write (ADR 058).",
  request: { query: rosterQuerySchema },
  responses: {
    ...cachedContent(rosterPageSchema, "A page of creators, by name"),
    400: errorResponse("Invalid query"),
    ...managerErrors,
  },
});

const acceptRoute = createRoute({
  ...managers,
  method: "post",
  path: "/admin/roster/{creatorId}/accept",
  operationId: "acceptTalentManagerRequest",
  summary: "Accept a creator's request: the caller becomes their manager",
  request: { params },
  responses: {
    200: jsonContent(talentAssignmentSchema, "The creator's assignment"),
    400: errorResponse("Malformed id"),
    ...managerErrors,
    404: errorResponse("No such creator"),
    409: errorResponse("The creator has not asked the caller"),
  },
});

const assignRoute = createRoute({
  ...managers,
  method: "put",
  path: "/admin/roster/{creatorId}/manager",
  operationId: "assignTalentManager",
  summary: "Assign, reassign or (null) unassign a creator's manager; clears their request",
  description:
    "Two changes to one creator at once take turns on the creator's row (its primary key): the last one wins, and both are in the history.",
  request: { params, body: jsonBody(assignManagerSchema) },
  responses: {
    200: jsonContent(talentAssignmentSchema, "The creator's assignment"),
    400: errorResponse("Malformed id, or not a manager (see `fields`)"),
    ...managerErrors,
    404: errorResponse("No such creator"),
  },
});

export const rosterRoutes = createRouter()
  .openapi(listManagersRoute, async (c) =>
    c.json(await listTalentManagers(c.var.deps.db, c.req.valid("query")), 200),
  )
  .openapi(mineRoute, async (c) => c.json(await myTalentManager(c.var.deps.db, requireUser(c).id), 200))
  .openapi(requestRoute, async (c) =>
    c.json(await requestManager(c.var.deps.db, requireUser(c), c.req.valid("json").managerId), 200),
  )
  .openapi(withdrawRoute, async (c) => {
    await withdrawRequest(c.var.deps.db, requireUser(c));
    return c.body(null, 204);
  })
  .openapi(rosterRoute, async (c) => {
    const caller = requireUser(c);
    const query = c.req.valid("query");
    const today = todayUtc();
    return freshJson(c, () => listRoster(c.var.deps.db, caller, query, today));
  })
  .openapi(acceptRoute, async (c) =>
    c.json(await acceptRequest(c.var.deps.db, requireUser(c), c.req.valid("param").creatorId), 200),
  )
  .openapi(assignRoute, async (c) => {
    const { creatorId } = c.req.valid("param");
    return c.json(
      await assignManager(c.var.deps.db, requireUser(c), creatorId, c.req.valid("json").managerId),
      200,
    );
  });

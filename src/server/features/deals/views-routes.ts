import { createRoute } from "@hono/zod-openapi";
import {
  dealViewInputSchema,
  dealViewPageSchema,
  dealViewParamsSchema,
  dealViewSchema,
  managesDeals,
} from "~/domain/deals";
import { pageQuerySchema } from "~/domain/paging";
import { requireUser, withRole } from "../../auth/guards";
import { errorResponse, jsonBody, jsonContent, managerErrors, security } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { createDealView, deleteDealView, listDealViews } from "./views";

/* A manager's saved views of the pipeline (issue 35): named filters, each manager's own. */

const tags = ["Deals"];
const managers = withRole(managesDeals);

const listRoute = createRoute({
  method: "get",
  path: "/deal-views",
  operationId: "listDealViews",
  summary: "A page of the caller's saved views of the pipeline, by name (managers)",
  tags,
  security: security.session,
  middleware: [managers] as const,
  request: { query: pageQuerySchema },
  responses: {
    200: jsonContent(dealViewPageSchema, "A page of views"),
    400: errorResponse("Invalid query"),
    ...managerErrors,
  },
});

const createViewRoute = createRoute({
  method: "post",
  path: "/deal-views",
  operationId: "createDealView",
  summary: "Save the pipeline's filters under a name (managers; names unique per manager)",
  tags,
  security: security.session,
  middleware: [managers] as const,
  request: { body: jsonBody(dealViewInputSchema) },
  responses: {
    201: jsonContent(dealViewSchema, "The view"),
    400: errorResponse("No name, or a filter malformed (see `fields`)"),
    ...managerErrors,
    409: errorResponse("A view of that name already, or too many views"),
  },
});

const deleteViewRoute = createRoute({
  method: "delete",
  path: "/deal-views/{id}",
  operationId: "deleteDealView",
  summary: "Delete one of the caller's saved views (managers)",
  tags,
  security: security.session,
  middleware: [managers] as const,
  request: { params: dealViewParamsSchema },
  responses: {
    204: { description: "Deleted" },
    400: errorResponse("Malformed id"),
    ...managerErrors,
    404: errorResponse("No such view, or another manager's"),
  },
});

export const dealViewRoutes = createRouter()
  .openapi(listRoute, async (c) =>
    c.json(await listDealViews(c.var.deps.db, requireUser(c), c.req.valid("query")), 200),
  )
  .openapi(createViewRoute, async (c) =>
    c.json(await createDealView(c.var.deps.db, requireUser(c), c.req.valid("json")), 201),
  )
  .openapi(deleteViewRoute, async (c) => {
    await deleteDealView(c.var.deps.db, requireUser(c), c.req.valid("param").id);
    return c.body(null, 204);
  });

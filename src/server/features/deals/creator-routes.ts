import { createRoute } from "@hono/zod-openapi";
import { creatorDealPageSchema, creatorDealSummarySchema } from "~/domain/deals";
import { pageQuerySchema } from "~/domain/paging";
import { requireUser, signedIn } from "../../auth/guards";
import { errorResponse, jsonContent, security, signedInErrors } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { creatorDealSummary, listCreatorDeals } from "./creator-deals";

const tags = ["Deals"];

const listRoute = createRoute({
  method: "get",
  path: "/creator/deals",
  operationId: "listCreatorDeals",
  summary:
    "A page of the caller's own deals, newest first, each with its first deliverables (never the notes)",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { query: pageQuerySchema },
  responses: {
    200: jsonContent(creatorDealPageSchema, "A page of the caller's deals"),
    400: errorResponse("Invalid query"),
    ...signedInErrors,
  },
});

const summaryRoute = createRoute({
  method: "get",
  path: "/creator/deals/summary",
  operationId: "getCreatorDealSummary",
  summary: "The creator home's card: the next due deliverable, the overdue count and this month's payouts",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  responses: {
    200: jsonContent(creatorDealSummarySchema, "The caller's deal summary"),
    ...signedInErrors,
  },
});

export const creatorDealRoutes = createRouter()
  .openapi(listRoute, async (c) =>
    c.json(await listCreatorDeals(c.var.deps.db, requireUser(c).id, c.req.valid("query")), 200),
  )
  .openapi(summaryRoute, async (c) =>
    c.json(await creatorDealSummary(c.var.deps.db, requireUser(c).id), 200),
  );

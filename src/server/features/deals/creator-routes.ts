import { createRoute } from "@hono/zod-openapi";
import { creatorDealPageSchema, creatorDealSummarySchema } from "~/domain/deals";
import { pageQuerySchema } from "~/domain/paging";
import { requireUser, signedIn } from "../../auth/guards";
import { cachedContent, errorResponse, security, signedInErrors } from "../../lib/openapi";
import { freshJson } from "../../lib/page-cache";
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
    ...cachedContent(creatorDealPageSchema, "A page of the caller's deals"),
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
    ...cachedContent(creatorDealSummarySchema, "The caller's deal summary"),
    ...signedInErrors,
  },
});

/*
 * Cached (lib/page-cache.ts) under the deals' counter (their deliverables and documents too), the brands'
 * (names) and, for the list, the linked requests' (their live status); keyed by the caller and by the
 * agency's date, since "overdue" and "this month" change when the date turns without any write.
 */
export const creatorDealRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const caller = requireUser(c);
    const query = c.req.valid("query");
    return freshJson(c, () => listCreatorDeals(c.var.deps.db, caller.id, query));
  })
  .openapi(summaryRoute, async (c) => {
    const caller = requireUser(c);
    return freshJson(c, () => creatorDealSummary(c.var.deps.db, caller.id));
  });

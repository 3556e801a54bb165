import { createRoute, z } from "@hono/zod-openapi";
import { agencyDateNow } from "~/domain/clock";
import { managesDeals, revenueQuerySchema, revenueSummarySchema } from "~/domain/deals";
import { withRole } from "../../auth/guards";
import { cachedContent, errorResponse, security, signedInErrors } from "../../lib/openapi";
import { freshJson } from "../../lib/page-cache";
import { createRouter } from "../../lib/router";
import { revenueCsv } from "./export";
import { revenueOfEveryCurrency, revenueSummary } from "./read";

const managers = {
  tags: ["Revenue"],
  security: security.session,
  middleware: [withRole(managesDeals)],
};
const managerOnly = { ...signedInErrors, 403: errorResponse("Only managers see the agency's revenue") };

const summaryRoute = createRoute({
  ...managers,
  method: "get",
  path: "/revenue",
  operationId: "getRevenue",
  summary:
    "Money at a glance, in one currency: pipeline by stage, weighted forecast, booked and paid by month",
  description:
    "Every figure of one currency (the one asked for, else the one with the most booked value; amounts of different currencies are never added), from one aggregated query: open deals by stage with the weighted forecast, booked (Contracted or later, by month of contracting) and paid (by month of payment) for the last 12 months on the agency's clock, this year's totals, the agency's commission, and a page of per-creator totals (all time, the most booked first).",
  request: { query: revenueQuerySchema },
  responses: {
    ...cachedContent(revenueSummarySchema, "The figures"),
    400: errorResponse("Unknown currency or a malformed page"),
    ...managerOnly,
  },
});

const exportRoute = createRoute({
  ...managers,
  method: "get",
  path: "/revenue.csv",
  operationId: "exportRevenue",
  summary: "The revenue figures of every currency as a CSV file, with every creator",
  responses: {
    200: {
      description: "The CSV file (a row a figure; amounts as decimals of the currency's major unit)",
      content: { "text/csv": { schema: z.string() } },
    },
    ...managerOnly,
  },
});

/** Today on the agency's clock, as YYYY-MM-DD (the file's name; its month keys the cached figures). */
const today = () => agencyDateNow();

export const revenueRoutes = createRouter()
  .openapi(summaryRoute, async (c) => {
    const query = c.req.valid("query");
    // the same figures for every manager: the key names the query, and the month on the agency's clock
    // (a new month moves the chart's window and perhaps the year, deals changed or not)
    return freshJson(c, () => revenueSummary(c.var.deps.db, query));
  })
  .openapi(exportRoute, async (c) => {
    const csv = revenueCsv(await revenueOfEveryCurrency(c.var.deps.db));
    return c.body(csv, 200, {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="revenue-${today()}.csv"`,
    });
  });

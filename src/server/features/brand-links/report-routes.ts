import { createRoute, z } from "@hono/zod-openapi";
import { BRAND_LINK_GONE, brandReportSchema, brandTokenParamsSchema } from "~/domain/brand-links";
import { AppError } from "../../lib/app-error";
import { errorResponse, jsonContent, security } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { brandReport, brandReportCsv, brandReportFileName } from "./report";

/*
 * The brand's side of a report link (issue 36, item 4): the campaign report and its CSV, no account. The
 * token is the key; an unknown, expired, revoked or review token, or one that is not even shaped like a
 * token, is the same 404 with the same words (app.ts adds the headers and the rate limits of every link).
 */

const tags = ["Brand links"];
const gone = { 404: errorResponse(BRAND_LINK_GONE) };
const tooMany = { 429: errorResponse("Too many requests on this link") };

/** A malformed token is answered as an unknown one (never a 400 that tells the two apart). */
const sameNotFound = (result: { success: boolean }): undefined => {
  if (!result.success) throw AppError.notFound(BRAND_LINK_GONE);
  return undefined;
};

const reportRoute = createRoute({
  method: "get",
  path: "/report/{token}",
  operationId: "getBrandReport",
  summary:
    "A deal's campaign report, as its brand sees it through a report link (no account): deliverables, published links and their figures, delivered versus booked, the value only if the manager chose",
  tags,
  security: security.none,
  request: { params: brandTokenParamsSchema },
  responses: {
    200: jsonContent(brandReportSchema, "The report, read now"),
    ...gone,
    ...tooMany,
  },
});

const csvRoute = createRoute({
  method: "get",
  path: "/report/{token}/csv",
  operationId: "exportBrandReport",
  summary: "The campaign report as a CSV file, one row a deliverable (no account)",
  tags,
  security: security.none,
  request: { params: brandTokenParamsSchema },
  responses: {
    200: {
      description: "The CSV file (cells that a spreadsheet would read as a formula are quoted)",
      content: { "text/csv": { schema: z.string() } },
    },
    ...gone,
    ...tooMany,
  },
});

export const brandReportRoutes = createRouter()
  .openapi(
    reportRoute,
    async (c) => c.json(await brandReport(c.var.deps.db, c.req.valid("param").token), 200),
    sameNotFound,
  )
  .openapi(
    csvRoute,
    async (c) => {
      const report = await brandReport(c.var.deps.db, c.req.valid("param").token);
      return c.body(brandReportCsv(report), 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${brandReportFileName(report)}"`,
      });
    },
    sameNotFound,
  );

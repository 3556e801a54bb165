import { createRoute } from "@hono/zod-openapi";
import {
  brandLinkCreatedSchema,
  brandLinkInputSchema,
  brandLinkParamsSchema,
  brandLinkSchema,
} from "~/domain/brand-links";
import { dealParamsSchema, managesDeals } from "~/domain/deals";
import { pageQuerySchema, pageSchema } from "~/domain/paging";
import { requireUser, withRole } from "../../auth/guards";
import { errorResponse, jsonBody, jsonContent, managerErrors, security } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { createBrandLink, listBrandLinks, revokeBrandLink } from "./links";

/* The managers' side of the brands' links (issue 36): share, list, revoke. */

const tags = ["Brand links"];
const managers = withRole(managesDeals);
const brandLinkPageSchema = pageSchema(brandLinkSchema, "BrandLinkPage");

const listRoute = createRoute({
  method: "get",
  path: "/deals/{id}/brand-links",
  operationId: "listBrandLinks",
  summary: "A page of the links a deal's brand was given (review and report), newest first (managers)",
  tags,
  security: security.session,
  middleware: [managers] as const,
  request: { params: dealParamsSchema, query: pageQuerySchema },
  responses: {
    200: jsonContent(brandLinkPageSchema, "A page of links"),
    400: errorResponse("Malformed id or query"),
    ...managerErrors,
    404: errorResponse("No such deal"),
  },
});

const createLinkRoute = createRoute({
  method: "post",
  path: "/deals/{id}/brand-links",
  operationId: "createBrandLink",
  summary:
    "Share a deliverable for review, or the deal's campaign report, with a brand contact: the link is emailed, and answered once (managers)",
  tags,
  security: security.session,
  middleware: [managers] as const,
  request: { params: dealParamsSchema, body: jsonBody(brandLinkInputSchema) },
  responses: {
    201: jsonContent(brandLinkCreatedSchema, "The link, with its address (shown this once)"),
    400: errorResponse("A field is missing or malformed, or the deliverable is another deal's"),
    ...managerErrors,
    404: errorResponse("No such deal"),
  },
});

const revokeRoute = createRoute({
  method: "post",
  path: "/brand-links/{id}/revoke",
  operationId: "revokeBrandLink",
  summary: "Revoke a brand's link at once (managers)",
  tags,
  security: security.session,
  middleware: [managers] as const,
  request: { params: brandLinkParamsSchema },
  responses: {
    200: jsonContent(brandLinkSchema, "The link, revoked"),
    400: errorResponse("Malformed id"),
    ...managerErrors,
    404: errorResponse("No such link"),
  },
});

export const brandLinkRoutes = createRouter()
  .openapi(listRoute, async (c) =>
    c.json(await listBrandLinks(c.var.deps.db, c.req.valid("param").id, c.req.valid("query")), 200),
  )
  .openapi(createLinkRoute, async (c) =>
    c.json(
      await createBrandLink(c.var.deps, requireUser(c), c.req.valid("param").id, c.req.valid("json")),
      201,
    ),
  )
  .openapi(revokeRoute, async (c) =>
    c.json(await revokeBrandLink(c.var.deps.db, c.req.valid("param").id), 200),
  );

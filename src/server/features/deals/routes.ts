import { createRoute } from "@hono/zod-openapi";
import {
  brandDealPageSchema,
  brandInputSchema,
  brandPageSchema,
  brandParamsSchema,
  brandSchema,
  creatorCommissionSchema,
  creatorParamsSchema,
  creatorTermsSchema,
  dealBoardQuerySchema,
  dealBoardSchema,
  dealInputSchema,
  dealMoveConflictSchema,
  dealMoveSchema,
  dealPageSchema,
  dealParamsSchema,
  dealPatchSchema,
  dealPeoplePageSchema,
  dealSchema,
  listBrandsQuerySchema,
  listDealPeopleQuerySchema,
  listDealsQuerySchema,
  managesDeals,
} from "~/domain/deals";
import { pageQuerySchema } from "~/domain/paging";
import { normalizeRole } from "~/domain/roles";
import { requireUser, signedIn, withRole } from "../../auth/guards";
import { AppError } from "../../lib/app-error";
import {
  cachedContent,
  errorResponse,
  jsonBody,
  jsonContent,
  managerErrors,
  security,
  signedInErrors,
} from "../../lib/openapi";
import { cachedJson, freshJson } from "../../lib/page-cache";
import { createRouter } from "../../lib/router";
import { findVisibleDeal } from "./access";
import { createBrand, deleteBrand, listBrandDeals, listBrands, readBrand, updateBrand } from "./brands";
import { DEAL_LIST_SOURCES, dealBoard, listDeals, readDeal } from "./deals-read";
import { createDeal, deleteDeal, moveDeal, readTerms, updateDeal, writeTerms } from "./deals-write";
import { listDealPeople } from "./people";

/* Brands and the deals pipeline (issue 19): managers work them; a creator reads their own deals. */

const managers = withRole(managesDeals);
const brandTags = ["Brands"];
const dealTags = ["Deals"];
const noBrand = { 404: errorResponse("No such brand") };
const noDeal = { 404: errorResponse("No such deal, or another creator's") };

const listBrandsRoute = createRoute({
  method: "get",
  path: "/brands",
  operationId: "listBrands",
  summary: "A page of brands by name, each with its number of deals (managers)",
  tags: brandTags,
  security: security.session,
  middleware: [managers] as const,
  request: { query: listBrandsQuerySchema },
  responses: {
    ...cachedContent(brandPageSchema, "A page of brands"),
    400: errorResponse("Invalid query"),
    ...managerErrors,
  },
});

const createBrandRoute = createRoute({
  method: "post",
  path: "/brands",
  operationId: "createBrand",
  summary: "Add a brand with its contacts (managers)",
  tags: brandTags,
  security: security.session,
  middleware: [managers] as const,
  request: { body: jsonBody(brandInputSchema) },
  responses: {
    201: jsonContent(brandSchema, "The new brand"),
    400: errorResponse("A field is missing or malformed (see `fields`)"),
    ...managerErrors,
  },
});

const readBrandRoute = createRoute({
  method: "get",
  path: "/brands/{id}",
  operationId: "getBrand",
  summary: "A brand with its contacts (managers)",
  tags: brandTags,
  security: security.session,
  middleware: [managers] as const,
  request: { params: brandParamsSchema },
  responses: {
    200: jsonContent(brandSchema, "The brand"),
    400: errorResponse("Malformed id"),
    ...managerErrors,
    ...noBrand,
  },
});

const updateBrandRoute = createRoute({
  method: "put",
  path: "/brands/{id}",
  operationId: "updateBrand",
  summary: "Replace a brand's fields and contacts, in one transaction (managers)",
  tags: brandTags,
  security: security.session,
  middleware: [managers] as const,
  request: { params: brandParamsSchema, body: jsonBody(brandInputSchema) },
  responses: {
    200: jsonContent(brandSchema, "The brand"),
    400: errorResponse("Malformed id or body (see `fields`)"),
    ...managerErrors,
    ...noBrand,
  },
});

const deleteBrandRoute = createRoute({
  method: "delete",
  path: "/brands/{id}",
  operationId: "deleteBrand",
  summary: "Delete a brand that has no deals (managers)",
  tags: brandTags,
  security: security.session,
  middleware: [managers] as const,
  request: { params: brandParamsSchema },
  responses: {
    204: { description: "Deleted, with its contacts" },
    400: errorResponse("Malformed id"),
    ...managerErrors,
    ...noBrand,
    409: errorResponse("The brand has deals (they are the agency's records)"),
  },
});

const brandDealsRoute = createRoute({
  method: "get",
  path: "/brands/{id}/deals",
  operationId: "listBrandDeals",
  summary:
    "A page of a brand's deals, newest first, with the total value of them all per currency (managers)",
  tags: brandTags,
  security: security.session,
  middleware: [managers] as const,
  request: { params: brandParamsSchema, query: pageQuerySchema },
  responses: {
    200: jsonContent(brandDealPageSchema, "A page of the brand's deals and their totals"),
    400: errorResponse("Malformed id or query"),
    ...managerErrors,
    ...noBrand,
  },
});

const listDealsRoute = createRoute({
  method: "get",
  path: "/deals",
  operationId: "listDeals",
  summary: "A page of deals: managers every deal (filters and sorts); a creator their own, without notes",
  description:
    "Managers filter by stage, creator, brand, owner and a search of the title or the brand's name, and sort by value or expected close date. A creator gets only their own deals (the filters narrow them; `notes` is null). Other staff: 403.",
  tags: dealTags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { query: listDealsQuerySchema },
  responses: {
    ...cachedContent(dealPageSchema, "A page of deals"),
    400: errorResponse("Invalid query"),
    ...signedInErrors,
    403: errorResponse("Staff other than managers see no deal"),
  },
});

const boardRoute = createRoute({
  method: "get",
  path: "/deals/board",
  operationId: "getDealBoard",
  summary:
    "The pipeline board: per stage its count, its total value per currency and its newest cards (managers), narrowed by the list's filters",
  tags: dealTags,
  security: security.session,
  middleware: [managers] as const,
  request: { query: dealBoardQuerySchema },
  responses: {
    ...cachedContent(dealBoardSchema, "The board's columns"),
    400: errorResponse("Invalid query"),
    ...managerErrors,
  },
});

const createDealRoute = createRoute({
  method: "post",
  path: "/deals",
  operationId: "createDeal",
  summary:
    "A new deal at Lead, or at the stage given up to Contracted (managers); commission omitted: the creator's default",
  tags: dealTags,
  security: security.session,
  middleware: [managers] as const,
  request: { body: jsonBody(dealInputSchema) },
  responses: {
    201: jsonContent(dealSchema, "The new deal"),
    400: errorResponse("A field is missing or malformed, or not a brand, creator or manager (see `fields`)"),
    ...managerErrors,
  },
});

const readDealRoute = createRoute({
  method: "get",
  path: "/deals/{id}",
  operationId: "getDeal",
  summary: "One deal (managers; its creator without the notes)",
  tags: dealTags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: dealParamsSchema },
  responses: {
    200: jsonContent(dealSchema, "The deal"),
    400: errorResponse("Malformed id"),
    ...signedInErrors,
    ...noDeal,
  },
});

const updateDealRoute = createRoute({
  method: "patch",
  path: "/deals/{id}",
  operationId: "updateDeal",
  summary: "Edit a deal (managers): the fields sent change, the commission and payout are computed again",
  tags: dealTags,
  security: security.session,
  middleware: [managers] as const,
  request: { params: dealParamsSchema, body: jsonBody(dealPatchSchema) },
  responses: {
    200: jsonContent(dealSchema, "The deal"),
    400: errorResponse("Malformed id or body, or not a brand, creator or manager (see `fields`)"),
    ...managerErrors,
    ...noDeal,
  },
});

const deleteDealRoute = createRoute({
  method: "delete",
  path: "/deals/{id}",
  operationId: "deleteDeal",
  summary: "Delete a deal with its deliverables and documents (managers)",
  tags: dealTags,
  security: security.session,
  middleware: [managers] as const,
  request: { params: dealParamsSchema },
  responses: {
    204: { description: "Deleted" },
    400: errorResponse("Malformed id"),
    ...managerErrors,
    ...noDeal,
  },
});

const moveDealRoute = createRoute({
  method: "post",
  path: "/deals/{id}/move",
  operationId: "moveDeal",
  summary: "Move a deal to another stage, as THE STAGE TABLE allows (managers)",
  description:
    "`from` is the stage the mover saw. The move happens only if the deal is still there and the table allows `from` → `to`; otherwise 409, nothing changes, and the body's `current` is the deal's stage now (two managers moving the same deal at once: one wins, the other gets this 409). Moving to Lost needs `lostReason`; reopening clears it. Recorded in the history; the creator and the owner are told (never the mover).",
  tags: dealTags,
  security: security.session,
  middleware: [managers] as const,
  request: { params: dealParamsSchema, body: jsonBody(dealMoveSchema) },
  responses: {
    200: jsonContent(dealSchema, "The deal, moved"),
    400: errorResponse("Malformed id or body (see `fields`)"),
    ...managerErrors,
    ...noDeal,
    409: jsonContent(
      dealMoveConflictSchema,
      "Not allowed from the current stage; `current` is the stage now",
    ),
  },
});

const creatorTermsRoute = createRoute({
  method: "get",
  path: "/creators/{id}/terms",
  operationId: "getCreatorTerms",
  summary: "A creator's default commission (managers)",
  tags: dealTags,
  security: security.session,
  middleware: [managers] as const,
  request: { params: creatorParamsSchema },
  responses: {
    200: jsonContent(creatorTermsSchema, "The creator's terms"),
    400: errorResponse("Malformed id"),
    ...managerErrors,
    404: errorResponse("No such creator"),
  },
});

const putCreatorTermsRoute = createRoute({
  method: "put",
  path: "/creators/{id}/terms",
  operationId: "setCreatorTerms",
  summary: "Set a creator's default commission for their new deals (managers)",
  tags: dealTags,
  security: security.session,
  middleware: [managers] as const,
  request: { params: creatorParamsSchema, body: jsonBody(creatorCommissionSchema) },
  responses: {
    200: jsonContent(creatorTermsSchema, "The creator's terms"),
    400: errorResponse("Malformed id or body (see `fields`)"),
    ...managerErrors,
    404: errorResponse("No such creator"),
  },
});

const peopleRoute = createRoute({
  method: "get",
  path: "/deal-people",
  operationId: "listDealPeople",
  summary: "A page of creators or managers by name, for the deal form's pickers (managers)",
  tags: dealTags,
  security: security.session,
  middleware: [managers] as const,
  request: { query: listDealPeopleQuerySchema },
  responses: {
    ...cachedContent(dealPeoplePageSchema, "A page of people"),
    400: errorResponse("Invalid query"),
    ...managerErrors,
  },
});

export const dealRoutes = createRouter()
  .openapi(listBrandsRoute, async (c) => {
    const query = c.req.valid("query");
    return freshJson(c, () => listBrands(c.var.deps.db, query));
  })
  .openapi(createBrandRoute, async (c) =>
    c.json(await createBrand(c.var.deps.db, requireUser(c), c.req.valid("json")), 201),
  )
  .openapi(readBrandRoute, async (c) => c.json(await readBrand(c.var.deps.db, c.req.valid("param").id), 200))
  .openapi(updateBrandRoute, async (c) =>
    c.json(await updateBrand(c.var.deps.db, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(deleteBrandRoute, async (c) => {
    await deleteBrand(c.var.deps.db, c.req.valid("param").id);
    return c.body(null, 204);
  })
  .openapi(brandDealsRoute, async (c) =>
    c.json(
      await listBrandDeals(c.var.deps.db, requireUser(c), c.req.valid("param").id, c.req.valid("query")),
      200,
    ),
  )
  .openapi(listDealsRoute, async (c) => {
    const caller = requireUser(c);
    if (normalizeRole(caller.role) !== "creator" && !managesDeals(caller.role))
      throw AppError.forbidden("Only managers and creators see deals.");
    const query = c.req.valid("query");
    return freshJson(c, () => listDeals(c.var.deps.db, caller, query));
  })
  .openapi(boardRoute, async (c) => {
    const query = c.req.valid("query");
    const key = ["deal-board", query.creatorId, query.brandId, query.ownerId, query.search];
    return cachedJson(c, DEAL_LIST_SOURCES, key, () => dealBoard(c.var.deps.db, requireUser(c), query));
  })
  .openapi(createDealRoute, async (c) =>
    c.json(await createDeal(c.var.deps.db, requireUser(c), c.req.valid("json")), 201),
  )
  .openapi(readDealRoute, async (c) => {
    const caller = requireUser(c);
    const row = await findVisibleDeal(c.var.deps.db, caller, c.req.valid("param").id);
    return c.json(await readDeal(c.var.deps.db, row.id, caller), 200);
  })
  .openapi(updateDealRoute, async (c) =>
    c.json(
      await updateDeal(c.var.deps.db, requireUser(c), c.req.valid("param").id, c.req.valid("json")),
      200,
    ),
  )
  .openapi(deleteDealRoute, async (c) => {
    await deleteDeal(c.var.deps, c.req.valid("param").id);
    return c.body(null, 204);
  })
  .openapi(moveDealRoute, async (c) => {
    const moved = await moveDeal(c.var.deps.db, requireUser(c), c.req.valid("param").id, c.req.valid("json"));
    return c.json(moved, 200);
  })
  .openapi(creatorTermsRoute, async (c) =>
    c.json(await readTerms(c.var.deps.db, c.req.valid("param").id), 200),
  )
  .openapi(putCreatorTermsRoute, async (c) =>
    c.json(await writeTerms(c.var.deps.db, c.req.valid("param").id, c.req.valid("json").commissionBps), 200),
  )
  .openapi(peopleRoute, async (c) => {
    const query = c.req.valid("query");
    return freshJson(c, () => listDealPeople(c.var.deps.db, query));
  });

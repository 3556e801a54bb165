import { createRoute } from "@hono/zod-openapi";
import {
  dealParamsSchema,
  deliverableInputSchema,
  deliverablePageSchema,
  deliverableParamsSchema,
  deliverablePatchSchema,
  deliverableSchema,
  deliverableSubmitSchema,
  linkableProjectPageSchema,
  linkableProjectsQuerySchema,
} from "~/domain/deals";
import { pageQuerySchema } from "~/domain/paging";
import { requireUser, signedIn } from "../../auth/guards";
import { errorResponse, jsonBody, jsonContent, security, signedInErrors } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import {
  createDeliverable,
  deleteDeliverable,
  listDeliverables,
  listLinkableProjects,
  submitDeliverable,
  updateDeliverable,
} from "./deliverables";

const tags = ["Deals"];
const notFound = { 404: errorResponse("No such deal or deliverable, or not the caller's to see") };
const managersOnly = { 403: errorResponse("Only managers work on deals") };

const listRoute = createRoute({
  method: "get",
  path: "/deals/{id}/deliverables",
  operationId: "listDealDeliverables",
  summary: "A page of a deal's deliverables by due date, each with its linked request's live status",
  description: "Managers and the deal's creator; anyone else gets 404.",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: dealParamsSchema, query: pageQuerySchema },
  responses: {
    200: jsonContent(deliverablePageSchema, "A page of deliverables"),
    400: errorResponse("Malformed id or query"),
    ...signedInErrors,
    ...notFound,
  },
});

const linkableRoute = createRoute({
  method: "get",
  path: "/deals/{id}/linkable-projects",
  operationId: "listDealLinkableProjects",
  summary:
    "The editing projects, design requests and campaigns of the deal's creator (managers), newest first",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: dealParamsSchema, query: linkableProjectsQuerySchema },
  responses: {
    200: jsonContent(linkableProjectPageSchema, "A page of the creator's requests"),
    400: errorResponse("Malformed id or query"),
    ...signedInErrors,
    ...managersOnly,
    ...notFound,
  },
});

const createDeliverableRoute = createRoute({
  method: "post",
  path: "/deals/{id}/deliverables",
  operationId: "createDealDeliverable",
  summary: "Add a deliverable to a deal (managers); the creator is notified",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: dealParamsSchema, body: jsonBody(deliverableInputSchema) },
  responses: {
    201: jsonContent(deliverableSchema, "The new deliverable"),
    400: errorResponse("A field is missing or malformed, or the request linked is not the creator's"),
    ...signedInErrors,
    ...managersOnly,
    ...notFound,
  },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/deals/{id}/deliverables/{deliverableId}",
  operationId: "updateDealDeliverable",
  summary: "Change any field or status of a deliverable (managers); a new status is told to the creator",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: deliverableParamsSchema, body: jsonBody(deliverablePatchSchema) },
  responses: {
    200: jsonContent(deliverableSchema, "The deliverable"),
    400: errorResponse("A field is malformed, or the request linked is not the creator's"),
    ...signedInErrors,
    ...managersOnly,
    ...notFound,
  },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/deals/{id}/deliverables/{deliverableId}",
  operationId: "deleteDealDeliverable",
  summary: "Delete a deliverable (managers)",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: deliverableParamsSchema },
  responses: {
    204: { description: "Deleted" },
    400: errorResponse("Malformed id"),
    ...signedInErrors,
    ...managersOnly,
    ...notFound,
  },
});

const submitRoute = createRoute({
  method: "post",
  path: "/deals/{id}/deliverables/{deliverableId}/submit",
  operationId: "submitDealDeliverable",
  summary: "The deal's creator marks a deliverable Submitted for approval, with its link",
  description: "Only from To do or In progress (else 409); the deal's owner is notified.",
  tags,
  security: security.session,
  middleware: [signedIn] as const,
  request: { params: deliverableParamsSchema, body: jsonBody(deliverableSubmitSchema) },
  responses: {
    200: jsonContent(deliverableSchema, "The deliverable, Submitted for approval"),
    400: errorResponse("Malformed id or link"),
    ...signedInErrors,
    403: errorResponse("Not the deal's creator (a manager)"),
    ...notFound,
    409: errorResponse("Not in a status the creator may submit from"),
  },
});

export const deliverableRoutes = createRouter()
  .openapi(listRoute, async (c) =>
    c.json(
      await listDeliverables(c.var.deps.db, requireUser(c), c.req.valid("param").id, c.req.valid("query")),
      200,
    ),
  )
  .openapi(linkableRoute, async (c) =>
    c.json(
      await listLinkableProjects(
        c.var.deps.db,
        requireUser(c),
        c.req.valid("param").id,
        c.req.valid("query"),
      ),
      200,
    ),
  )
  .openapi(createDeliverableRoute, async (c) =>
    c.json(
      await createDeliverable(c.var.deps.db, requireUser(c), c.req.valid("param").id, c.req.valid("json")),
      201,
    ),
  )
  .openapi(updateRoute, async (c) => {
    const { id, deliverableId } = c.req.valid("param");
    return c.json(
      await updateDeliverable(c.var.deps.db, requireUser(c), id, deliverableId, c.req.valid("json")),
      200,
    );
  })
  .openapi(deleteRoute, async (c) => {
    const { id, deliverableId } = c.req.valid("param");
    await deleteDeliverable(c.var.deps.db, requireUser(c), id, deliverableId);
    return c.body(null, 204);
  })
  .openapi(submitRoute, async (c) => {
    const { id, deliverableId } = c.req.valid("param");
    return c.json(
      await submitDeliverable(c.var.deps.db, requireUser(c), id, deliverableId, c.req.valid("json").link),
      200,
    );
  });

import { createRoute, z } from "@hono/zod-openapi";
import { eventFailurePageSchema, eventFailureParamsSchema } from "~/domain/events";
import { pageQuerySchema } from "~/domain/paging";
import { can } from "~/domain/policy";
import { withRole } from "../../auth/guards";
import { cachedContent, errorResponse, jsonContent, managerErrors } from "../../lib/openapi";
import { freshJson } from "../../lib/page-cache";
import { createRouter } from "../../lib/router";
import { listEventFailures, retryEventFailure } from "./service";

/*
 * Background work that failed for good (issue 33, ADR 076): a subscriber of a domain event that failed every
 * attempt. Managers see it in the Admin Panel and send it again.
 */

const managersOnly = withRole(can.manageUsers);

const listRoute = createRoute({
  method: "get",
  path: "/admin/event-failures",
  operationId: "listEventFailures",
  summary: "Domain events a subscriber failed to handle after every retry (newest failure first, paged)",
  tags: ["Background work"],
  middleware: [managersOnly] as const,
  request: { query: pageQuerySchema },
  responses: {
    ...cachedContent(eventFailurePageSchema, "A page of failed deliveries"),
    400: errorResponse("Invalid query"),
    ...managerErrors,
  },
});

const retryRoute = createRoute({
  method: "post",
  path: "/admin/event-failures/{eventId}/{subscriber}/retry",
  operationId: "retryEventFailure",
  summary: "Hand a failed delivery to its subscriber again, now",
  tags: ["Background work"],
  middleware: [managersOnly] as const,
  request: { params: eventFailureParamsSchema },
  responses: {
    200: jsonContent(
      z.object({ delivered: z.boolean() }).meta({ id: "EventRetry" }),
      "Tried: `delivered` false when it failed again (it waits for its next retry)",
    ),
    400: errorResponse("Invalid event or subscriber"),
    ...managerErrors,
    404: errorResponse("No such failed delivery"),
  },
});

export const backgroundWorkRoutes = createRouter()
  .openapi(listRoute, async (c) => freshJson(c, () => listEventFailures(c.var.deps.db, c.req.valid("query"))))
  .openapi(retryRoute, async (c) => {
    const { eventId, subscriber } = c.req.valid("param");
    return c.json(await retryEventFailure(c.var.deps.db, eventId, subscriber), 200);
  });

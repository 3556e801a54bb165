import { createRoute } from "@hono/zod-openapi";
import {
  availabilitySchema,
  availabilitySettingsSchema,
  managerParamsSchema,
  slotsQuerySchema,
  slotsSchema,
} from "~/domain/availability";
import { can } from "~/domain/policy";
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
import { availabilityOf, saveAvailability, slotsOf } from "./service";

// the managers are the ones who meet creators, so the ones who offer their time
const managers = {
  tags: ["Availability"],
  security: security.session,
  middleware: [withRole(can.manageAppointments)],
};

const readOwnRoute = createRoute({
  ...managers,
  method: "get",
  path: "/me/availability",
  operationId: "getMyAvailability",
  summary: "The caller's own availability: weekly hours, date overrides, lengths, buffer, notice (managers)",
  responses: {
    200: jsonContent(availabilitySettingsSchema, "The availability, or the defaults when none is saved"),
    ...managerErrors,
  },
});

const saveOwnRoute = createRoute({
  ...managers,
  method: "put",
  path: "/me/availability",
  operationId: "setMyAvailability",
  summary: "Replace the caller's own availability (managers)",
  request: { body: jsonBody(availabilitySchema) },
  responses: {
    200: jsonContent(availabilitySettingsSchema, "The saved availability"),
    400: errorResponse("Invalid availability (a time zone not known, overlapping ranges, no length)"),
    ...managerErrors,
  },
});

const slotsRoute = createRoute({
  tags: ["Availability"],
  security: security.session,
  middleware: [signedIn],
  method: "get",
  path: "/managers/{id}/slots",
  operationId: "managerFreeSlots",
  summary:
    "A manager's free meeting times between two instants (at most 35 days): only free times, never the meetings",
  request: { params: managerParamsSchema, query: slotsQuerySchema },
  responses: {
    ...cachedContent(slotsSchema, "The free slots, in UTC, with the manager's time zone"),
    400: errorResponse("Invalid query (more than 35 days, a length not offered)"),
    ...signedInErrors,
    404: errorResponse("No such manager"),
  },
});

export const availabilityRoutes = createRouter()
  .openapi(readOwnRoute, async (c) => c.json(await availabilityOf(c.var.deps.db, requireUser(c).id), 200))
  .openapi(saveOwnRoute, async (c) =>
    c.json(await saveAvailability(c.var.deps.db, requireUser(c).id, c.req.valid("json")), 200),
  )
  .openapi(slotsRoute, async (c) => {
    const id = c.req.valid("param").id;
    const query = c.req.valid("query");
    // "now" is the next whole minute: an answer holds for the minute it is asked in (the notice starts at
    // most a minute later than it must), so creators looking at one manager's week share one computation
    // until a meeting, the availability or the minute changes
    const now = new Date(Math.ceil(Date.now() / 60_000) * 60_000);
    return freshJson(c, () => slotsOf(c.var.deps.db, id, query, now));
  });

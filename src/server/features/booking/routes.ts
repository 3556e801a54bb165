import { createRoute } from "@hono/zod-openapi";
import { appointmentSchema } from "~/domain/appointments";
import {
  bookableManagersPageSchema,
  bookableManagersQuerySchema,
  bookingParamsSchema,
  bookMeetingSchema,
  cancelBookingSchema,
  rescheduleBookingSchema,
} from "~/domain/bookings";
import { can } from "~/domain/policy";
import { requireUser, withRole } from "../../auth/guards";
import { errorResponse, jsonBody, jsonContent, managerErrors, security } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { bookMeeting, cancelBooking, listBookableManagers, rescheduleBooking } from "./service";

const creators = {
  tags: ["Bookings"],
  security: security.session,
  middleware: [withRole(can.bookMeetings)],
};
const creatorsAndManagers = {
  tags: ["Bookings"],
  security: security.session,
  middleware: [withRole(can.changeBookings)],
};
const refused = { ...managerErrors, 403: errorResponse("Not a creator (or, to change one, a manager)") };

const managersRoute = createRoute({
  ...creators,
  method: "get",
  path: "/bookings/managers",
  operationId: "listBookableManagers",
  summary: "The managers a creator may book, by name, with the creator's own talent manager",
  request: { query: bookableManagersQuerySchema },
  responses: {
    200: jsonContent(bookableManagersPageSchema, "A page of managers"),
    400: errorResponse("Invalid query"),
    ...refused,
  },
});

const bookRoute = createRoute({
  ...creators,
  method: "post",
  path: "/bookings",
  operationId: "bookMeeting",
  summary: "Book a free slot of a manager (by default the creator's own talent manager)",
  request: { body: jsonBody(bookMeetingSchema) },
  responses: {
    201: jsonContent(appointmentSchema, "The Scheduled meeting, with its end"),
    400: errorResponse("Invalid body, or no manager named"),
    ...refused,
    404: errorResponse("No such manager"),
    409: errorResponse("That time is no longer free, or was just taken"),
  },
});

const rescheduleRoute = createRoute({
  ...creatorsAndManagers,
  method: "post",
  path: "/bookings/{id}/reschedule",
  operationId: "rescheduleBooking",
  summary:
    "Move a booked meeting to another free time (its creator before the notice; a manager, with a note)",
  request: { params: bookingParamsSchema, body: jsonBody(rescheduleBookingSchema) },
  responses: {
    200: jsonContent(appointmentSchema, "The moved meeting"),
    400: errorResponse("Invalid id or body (a manager's note missing)"),
    ...refused,
    404: errorResponse("No such meeting of the caller's"),
    409: errorResponse("Not a booked meeting, too late to change, or the time is not free"),
  },
});

const cancelRoute = createRoute({
  ...creatorsAndManagers,
  method: "post",
  path: "/bookings/{id}/cancel",
  operationId: "cancelBooking",
  summary: "Cancel a booked meeting (its creator before the notice; a manager, with a note)",
  request: { params: bookingParamsSchema, body: jsonBody(cancelBookingSchema) },
  responses: {
    200: jsonContent(appointmentSchema, "The cancelled meeting"),
    400: errorResponse("Invalid id or body (a manager's note missing)"),
    ...refused,
    404: errorResponse("No such meeting of the caller's"),
    409: errorResponse("Not a booked meeting, or too late to cancel"),
  },
});

export const bookingRoutes = createRouter()
  .openapi(managersRoute, async (c) =>
    c.json(await listBookableManagers(c.var.deps.db, requireUser(c), c.req.valid("query")), 200),
  )
  .openapi(bookRoute, async (c) =>
    c.json(await bookMeeting(c.var.deps, requireUser(c), c.req.valid("json")), 201),
  )
  .openapi(rescheduleRoute, async (c) =>
    c.json(
      await rescheduleBooking(c.var.deps, requireUser(c), c.req.valid("param").id, c.req.valid("json")),
      200,
    ),
  )
  .openapi(cancelRoute, async (c) =>
    c.json(
      await cancelBooking(c.var.deps, requireUser(c), c.req.valid("param").id, c.req.valid("json")),
      200,
    ),
  );

import { createRoute, z } from "@hono/zod-openapi";
import {
  appointmentPageSchema,
  appointmentParamsSchema,
  appointmentSchema,
  listAppointmentsQuerySchema,
  manageAppointmentSchema,
  requestAppointmentSchema,
} from "~/domain/appointments";
import { pageQuerySchema } from "~/domain/paging";
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
import { appointmentCalendar, organizerOf } from "./calendar-file";
import {
  calendarFileOf,
  cancelAppointment,
  listAllAppointments,
  listOwnAppointments,
  manageAppointment,
  requestAppointment,
} from "./service";

const own = { tags: ["Appointments"], security: security.session, middleware: [signedIn] };
const managers = {
  tags: ["Appointments"],
  security: security.session,
  middleware: [withRole(can.manageAppointments)],
};

const listOwnRoute = createRoute({
  ...own,
  method: "get",
  path: "/appointments",
  operationId: "listMyAppointments",
  summary: "The caller's own appointments, newest first",
  request: { query: pageQuerySchema },
  responses: {
    ...cachedContent(appointmentPageSchema, "A page of appointments"),
    400: errorResponse("Invalid query"),
    ...signedInErrors,
  },
});

const requestRoute = createRoute({
  ...own,
  method: "post",
  path: "/appointments",
  operationId: "requestAppointment",
  summary: "Request a meeting with a manager",
  request: { body: jsonBody(requestAppointmentSchema) },
  responses: {
    201: jsonContent(appointmentSchema, "The Pending appointment"),
    400: errorResponse("Invalid request (topic required)"),
    ...signedInErrors,
  },
});

const cancelRoute = createRoute({
  ...own,
  method: "delete",
  path: "/appointments/{id}",
  operationId: "cancelAppointment",
  summary: "Cancel (delete) one's own appointment request while it is Pending",
  request: { params: appointmentParamsSchema },
  responses: {
    204: { description: "Cancelled" },
    400: errorResponse("Invalid id"),
    ...signedInErrors,
    404: errorResponse("No such appointment of the caller's"),
    409: errorResponse("Not Pending any more"),
  },
});

const calendarRoute = createRoute({
  ...own,
  method: "get",
  path: "/appointments/{id}/calendar.ics",
  operationId: "appointmentCalendarFile",
  summary: "The RFC 5545 calendar file of a scheduled (or cancelled) appointment",
  request: { params: appointmentParamsSchema },
  responses: {
    200: { description: "The .ics file", content: { "text/calendar": { schema: z.string() } } },
    400: errorResponse("Invalid id"),
    ...signedInErrors,
    404: errorResponse("No such appointment of the caller's"),
    409: errorResponse("Not scheduled"),
  },
});

const listAllRoute = createRoute({
  ...managers,
  method: "get",
  path: "/admin/appointments",
  operationId: "listAppointments",
  summary: "Every appointment, newest first (managers)",
  request: { query: listAppointmentsQuerySchema },
  responses: {
    ...cachedContent(appointmentPageSchema, "A page of appointments"),
    400: errorResponse("Invalid query"),
    ...managerErrors,
  },
});

const manageRoute = createRoute({
  ...managers,
  method: "patch",
  path: "/admin/appointments/{id}",
  operationId: "manageAppointment",
  summary: "Set an appointment's status, time and meeting link (managers)",
  request: { params: appointmentParamsSchema, body: jsonBody(manageAppointmentSchema) },
  responses: {
    200: jsonContent(appointmentSchema, "The appointment"),
    400: errorResponse("Invalid id or body"),
    ...managerErrors,
    404: errorResponse("No such appointment"),
  },
});

export function calendarText(mailFrom: string, appointment: z.infer<typeof appointmentSchema>) {
  return appointmentCalendar(appointment, organizerOf(mailFrom, appointment.manager));
}

export const appointmentRoutes = createRouter()
  .openapi(listOwnRoute, async (c) =>
    freshJson(c, () => listOwnAppointments(c.var.deps.db, requireUser(c).id, c.req.valid("query"))),
  )
  .openapi(requestRoute, async (c) =>
    c.json(await requestAppointment(c.var.deps, requireUser(c), c.req.valid("json")), 201),
  )
  .openapi(cancelRoute, async (c) => {
    await cancelAppointment(c.var.deps, requireUser(c), c.req.valid("param").id);
    return c.body(null, 204);
  })
  .openapi(calendarRoute, async (c) => {
    const appointment = await calendarFileOf(c.var.deps, requireUser(c), c.req.valid("param").id);
    const method = appointment.status === "Cancelled" ? "CANCEL" : "REQUEST";
    return c.body(calendarText(c.var.deps.env.MAIL_FROM, appointment), 200, {
      "content-type": `text/calendar; charset=utf-8; method=${method}`,
      "content-disposition": `attachment; filename="meeting-${appointment.id}.ics"`,
    });
  })
  .openapi(listAllRoute, async (c) =>
    freshJson(c, () => listAllAppointments(c.var.deps.db, c.req.valid("query"))),
  )
  .openapi(manageRoute, async (c) => {
    const input = c.req.valid("json");
    const updated = await manageAppointment(c.var.deps, requireUser(c), c.req.valid("param").id, {
      status: input.status,
      scheduledAt: input.scheduledAt,
      meetLink: input.meetLink ?? null,
    });
    return c.json(updated, 200);
  });

import { z } from "zod";
import { messages } from "./messages";
import { pageQuerySchema } from "./paging";
import { text } from "./text";

/* Meetings of creators with managers (spec sections 3 to 5 and 8, Appointments). Times travel as ISO 8601
   strings in UTC; the web shows them in the viewer's time zone, with the zone named. */

export const APPOINTMENT_STATUSES = ["Pending", "Scheduled", "Completed", "Cancelled"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
const APPOINTMENT_SOURCES = ["request", "slot"] as const;

const isoTime = z.iso.datetime({ offset: true, message: "Enter a valid date and time" });

export const requestAppointmentSchema = z
  .object({
    topic: text({ error: messages.appointments.topicRequired })
      .trim()
      .min(1, messages.appointments.topicRequired)
      .max(200, "Keep the topic under 200 characters"),
    notes: text().trim().max(2000, "Keep the notes under 2000 characters").nullish(),
    requestedAt: isoTime.nullish(),
  })
  .meta({ id: "AppointmentRequest" });
export type RequestAppointmentInput = z.infer<typeof requestAppointmentSchema>;

/** A meeting link people can open: http or https only (never `javascript:`). */
const meetLink = text()
  .trim()
  .max(2000, "Keep the link under 2000 characters")
  .refine(
    (value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value),
    "Enter a link starting with https://",
  );

export const manageAppointmentSchema = z
  .object({
    status: z.enum(APPOINTMENT_STATUSES, "Choose a status"),
    scheduledAt: isoTime.nullable(),
    meetLink: z.union([meetLink, z.literal("").transform(() => null), z.null()]),
  })
  .refine((value) => value.status !== "Scheduled" || value.scheduledAt !== null, {
    message: "Choose the meeting time to schedule it",
    path: ["scheduledAt"],
  })
  .meta({ id: "AppointmentUpdate" });

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const appointmentSchema = z
  .object({
    id: z.string(),
    creator: personSchema,
    manager: personSchema.nullable(),
    topic: z.string(),
    notes: z.string().nullable(),
    requestedAt: z.string().nullable(),
    scheduledAt: z.string().nullable(),
    /** the end of a meeting booked into a free slot (issue 20); null for a request scheduled by hand */
    endsAt: z.string().nullable(),
    /** how it was made: a request a manager schedules, or a free slot booked by the creator */
    source: z.enum(APPOINTMENT_SOURCES),
    meetLink: z.string().nullable(),
    status: z.enum(APPOINTMENT_STATUSES),
    sequence: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Appointment" });
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentPageSchema = z
  .object({
    items: z.array(appointmentSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    pending: z.number().int(),
  })
  .meta({ id: "AppointmentPage" });
export type AppointmentPage = z.infer<typeof appointmentPageSchema>;

export const listAppointmentsQuerySchema = pageQuerySchema.extend({
  status: z.enum(APPOINTMENT_STATUSES).optional(),
});

export const appointmentParamsSchema = z.object({ id: z.uuid("No such appointment.") });

/** Whether the creator may still cancel (delete) it: only while Pending (spec section 4). */
export const canCancelAppointment = (status: string) => status === "Pending";

/** The .ics file exists for a scheduled meeting (REQUEST) and for a scheduled one that was cancelled (CANCEL). */
export const hasCalendarFile = (a: Pick<Appointment, "status" | "scheduledAt">) =>
  a.scheduledAt !== null && (a.status === "Scheduled" || a.status === "Cancelled");

/** Managers hear of every appointment on this topic; creators on their user topic. */
export const APPOINTMENTS_TOPIC = "appointments:all";

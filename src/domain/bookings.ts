import { z } from "zod";
import { isTimeZone } from "./clock";
import { messages } from "./messages";
import { pageQuerySchema } from "./paging";
import { text } from "./text";

/* Meetings booked into a manager's free time (issue 20, item 3). Times travel as ISO 8601 strings in UTC. */

const isoTime = z.iso.datetime({ offset: true, message: "Enter a valid date and time" });
const length = z.coerce
  .number("Choose a meeting length")
  .int("Choose a meeting length")
  .min(5, "Choose a meeting length")
  .max(480, "Choose a meeting length");
const note = text().trim().max(2000, "Keep the note under 2000 characters").nullish();
/** the zone the creator's calendar showed (their browser's): kept as theirs, reminders name it */
const timeZone = z.string().refine(isTimeZone, "Choose a time zone from the list").nullish();

export const bookMeetingSchema = z
  .object({
    /** the manager to meet: by default the creator's own talent manager */
    managerId: text().trim().min(1).max(200).nullish(),
    start: isoTime,
    length,
    topic: text({ error: messages.appointments.topicRequired })
      .trim()
      .min(1, messages.appointments.topicRequired)
      .max(200, "Keep the topic under 200 characters"),
    notes: text().trim().max(2000, "Keep the notes under 2000 characters").nullish(),
    timeZone,
  })
  .meta({ id: "BookingRequest" });
export type BookMeetingInput = z.infer<typeof bookMeetingSchema>;

export const rescheduleBookingSchema = z
  .object({ start: isoTime, length, note, timeZone })
  .meta({ id: "BookingReschedule" });
export type RescheduleBookingInput = z.infer<typeof rescheduleBookingSchema>;

export const cancelBookingSchema = z.object({ note }).meta({ id: "BookingCancel" });
export type CancelBookingInput = z.infer<typeof cancelBookingSchema>;

export const bookingParamsSchema = z.object({ id: z.uuid("No such meeting.") });

const bookableManagerSchema = z.object({ id: z.string(), name: z.string() }).meta({ id: "BookableManager" });

export const bookableManagersPageSchema = z
  .object({
    items: z.array(bookableManagerSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** the caller's own talent manager, booked by default; null when none is assigned */
    mine: bookableManagerSchema.nullable(),
  })
  .meta({ id: "BookableManagersPage" });
export type BookableManagersPage = z.infer<typeof bookableManagersPageSchema>;

export const bookableManagersQuerySchema = pageQuerySchema.extend({
  search: text().trim().max(200, "Search is too long").optional(),
});

/** A meeting booked into a free slot (not a request a manager schedules by hand). */
export const isBooked = (a: { source: string; status: string; scheduledAt: string | null }) =>
  a.source === "slot" && a.status === "Scheduled" && a.scheduledAt !== null;

/** Whether the creator may still move or cancel it themselves: up to the manager's minimum notice before. */
export const creatorMayChange = (start: Date, minNoticeMinutes: number, now: Date) =>
  start.getTime() - now.getTime() >= minNoticeMinutes * 60_000;

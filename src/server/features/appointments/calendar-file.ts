import ical, { type ICalCalendar, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import type { Appointment } from "~/domain/appointments";

/** A meeting scheduled by hand lasts this long in the calendar (the spec has no end time; a booked one has). */
const MEETING_MINUTES = 30;

/** The stable UID of an appointment's calendar event: the same for every version of its file. */
export const calendarUid = (appointmentId: string) => `appointment-${appointmentId}@creatordesk`;

/** The organiser of the calendar event: the manager who scheduled it, else the agency's sender. */
export function organizerOf(mailFrom: string, manager: { name: string; email: string } | null) {
  if (manager) return { name: manager.name || manager.email, email: manager.email };
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return { name: "CreatorDesk", email: address };
}

/**
 * The event of a scheduled (or cancelled, STATUS:CANCELLED) appointment in `calendar`. The UID never changes
 * and SEQUENCE is the appointment's, raised on every change, so a calendar updates the event it already holds
 * instead of adding another. Used by the .ics file of one meeting and by the calendar feeds (issue 20).
 */
export function addMeetingEvent(
  calendar: ICalCalendar,
  appointment: Appointment,
  organizer: { name: string; email: string },
) {
  if (!appointment.scheduledAt) throw new Error("an appointment without a time has no calendar event");
  const cancelled = appointment.status === "Cancelled";
  const start = new Date(appointment.scheduledAt);
  const link = appointment.meetLink;
  calendar.createEvent({
    id: calendarUid(appointment.id),
    sequence: appointment.sequence,
    stamp: new Date(appointment.updatedAt),
    start,
    end: appointment.endsAt
      ? new Date(appointment.endsAt)
      : new Date(start.getTime() + MEETING_MINUTES * 60_000),
    summary: `Meeting: ${appointment.topic}`,
    description: [appointment.notes, link ? `Join: ${link}` : null].filter(Boolean).join("\n\n") || null,
    location: link,
    url: link,
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer,
    attendees: [
      { name: appointment.creator.name || appointment.creator.email, email: appointment.creator.email },
    ],
  });
}

/**
 * The RFC 5545 file of a scheduled appointment (METHOD:REQUEST), or of a scheduled one that was cancelled
 * (METHOD:CANCEL, STATUS:CANCELLED).
 */
export function appointmentCalendar(
  appointment: Appointment,
  organizer: { name: string; email: string },
): string {
  const calendar = ical({
    prodId: { company: "CreatorDesk", product: "Appointments", language: "EN" },
    method: appointment.status === "Cancelled" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  addMeetingEvent(calendar, appointment, organizer);
  return calendar.toString();
}

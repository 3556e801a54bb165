/*
 * Appointments as other features reach them (issue 33): the booking feature writes meetings of its own kind
 * (a free slot booked) with these, and the calendar feed reads them and writes them as .ics.
 */
export { addMeetingEvent, appointmentCalendar, organizerOf } from "./calendar-file";
export {
  announce,
  CREATOR_LINK,
  feedAppointments,
  loadAppointment,
  MANAGER_LINK,
  meetingContact,
  utcText,
} from "./service";

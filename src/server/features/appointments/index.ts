/*
 * Appointments as other features reach them (issue 33): the booking feature writes meetings of its own kind
 * (a free slot booked) through these, and the calendar feed reads them.
 */
export {
  announce,
  CREATOR_LINK,
  loadAppointment,
  MANAGER_LINK,
  meetingContact,
  utcText,
} from "./service";

/* Meeting reminders as other features reach them (issue 33): how a meeting's time reads in an email. */
export { meetingTime } from "./email";

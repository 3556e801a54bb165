import { REMINDER_INFO, type ReminderKind } from "~/domain/reminders";
import type { OutgoingEmail } from "../../mail/mailer";

/** Where each side finds its meetings in the app. */
const PAGE = {
  creator: "/creator-dashboard/talent-management",
  manager: "/talent-dashboard/appointment-dashboard",
} as const;

/**
 * "Thursday, Dec 10, 2026, 2:30 PM GMT+5:30 (Asia/Kolkata)": the time in the recipient's own zone (a
 * manager's is the zone of their hours, a creator's the zone they last booked in; ADR 058), the zone always
 * named; "… 9:00 AM UTC" while the app knows none.
 */
export function meetingTime(startsAt: Date, timeZone = "UTC") {
  const time = new Intl.DateTimeFormat("en-US", {
    weekday: "long",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZone,
    timeZoneName: "short",
  }).format(startsAt);
  return timeZone === "UTC" ? time : `${time} (${timeZone})`;
}

interface ReminderInput {
  kind: ReminderKind;
  /** which side of the meeting the recipient is: the wording and the link are theirs */
  side: keyof typeof PAGE;
  to: { name: string; email: string };
  /** the other side: the manager for the creator, the creator for the manager */
  with: { name: string } | null;
  meeting: { topic: string; startsAt: Date; meetLink: string | null };
  /** the app's address, without a trailing slash */
  baseUrl: string;
  /** the recipient's own IANA time zone, when the app knows it (else UTC, named) */
  timeZone?: string;
}

/** The reminder email of one side, in that side's words. */
export function reminderEmail(input: ReminderInput): OutgoingEmail {
  const { meeting } = input;
  const when = REMINDER_INFO[input.kind].words;
  const other = input.with?.name || (input.side === "creator" ? "your manager" : "the creator");
  const greeting = input.to.name ? `Hello ${input.to.name},` : "Hello,";
  const text = [
    greeting,
    "",
    `Your meeting with ${other} starts ${when}.`,
    "",
    `Topic: ${meeting.topic}`,
    `When: ${meetingTime(meeting.startsAt, input.timeZone)}`,
    meeting.meetLink
      ? `Join: ${meeting.meetLink}`
      : "Join: the meeting link is not set yet; it will be on the meeting in CreatorDesk.",
    "",
    `See the meeting in CreatorDesk: ${input.baseUrl}${PAGE[input.side]}`,
    "",
    "You get this reminder because the meeting is on your CreatorDesk calendar. To stop meeting emails, choose 'In app only' for 'My meetings' under Settings.",
  ].join("\n");
  return { to: input.to.email, subject: `Reminder: ${meeting.topic} with ${other} ${when}`, text };
}

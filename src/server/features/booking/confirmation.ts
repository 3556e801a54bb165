import { and, eq } from "drizzle-orm";
import type { Appointment } from "~/domain/appointments";
import { NOTIFICATION_KIND_INFO } from "~/domain/notifications";
import { publicUrl } from "../../auth/auth";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { notificationPreferences, user } from "../../db/schema";
import { enqueueEmail } from "../../mail/outbox";
import { appointmentCalendar, CREATOR_LINK, MANAGER_LINK, organizerOf } from "../appointments";
import { meetingTime } from "../reminders";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The email that confirms a booking or a move to the one who made it (the other side hears through their
 * notifications), with the meeting's .ics attached: its UID is the meeting's and its SEQUENCE raised on
 * every change, so opening the file of a move updates the event already in the calendar. Queued in the
 * outbox in the transaction of the change (ADR 007: without SMTP it waits there, until the meeting starts).
 * Not sent to someone who chose 'In app only' for 'My meetings'.
 */
export async function queueBookingConfirmation(
  tx: Tx,
  deps: Pick<AppDeps, "env">,
  caller: SessionUser,
  meeting: Appointment,
  change: "booked" | "moved",
) {
  const [me] = await tx
    .select({
      name: user.name,
      email: user.email,
      timeZone: user.timeZone,
      wantsEmail: notificationPreferences.email,
    })
    .from(user)
    .leftJoin(
      notificationPreferences,
      and(eq(notificationPreferences.userId, user.id), eq(notificationPreferences.kind, "meeting")),
    )
    .where(eq(user.id, caller.id));
  if (!me || !meeting.scheduledAt || !(me.wantsEmail ?? NOTIFICATION_KIND_INFO.meeting.email)) return;
  const isCreator = meeting.creator.id === caller.id;
  const other = isCreator
    ? meeting.manager?.name || meeting.manager?.email || "your manager"
    : meeting.creator.name || meeting.creator.email;
  const verb = change === "booked" ? "Booked" : "Moved";
  const text = [
    me.name ? `Hello ${me.name},` : "Hello,",
    "",
    change === "booked"
      ? `Your meeting with ${other} is booked.`
      : `Your meeting with ${other} has moved to a new time.`,
    "",
    `Topic: ${meeting.topic}`,
    `When: ${meetingTime(new Date(meeting.scheduledAt), me.timeZone ?? undefined)}`,
    meeting.meetLink
      ? `Join: ${meeting.meetLink}`
      : "Join: the meeting link is not set yet; it will be on the meeting in CreatorDesk.",
    "",
    "The calendar file (meeting.ics) is attached: open it to add the meeting to your calendar, or to update the one already there.",
    "",
    `See the meeting in CreatorDesk: ${publicUrl(deps.env)}${isCreator ? CREATOR_LINK : MANAGER_LINK}`,
  ].join("\n");
  // one that waited for mail past the meeting's start is dropped, not sent (ADR 071)
  const expiresAt = new Date(meeting.scheduledAt);
  await enqueueEmail(
    tx,
    {
      to: me.email,
      subject: `${verb}: ${meeting.topic} with ${other}`,
      text,
      attachments: [
        {
          filename: "meeting.ics",
          contentType: "text/calendar; charset=utf-8; method=REQUEST",
          content: appointmentCalendar(meeting, organizerOf(deps.env.MAIL_FROM, meeting.manager)),
        },
      ],
    },
    { expiresAt },
  );
}

import { count, eq, isNull, sql } from "drizzle-orm";
import { hasCalendarFile } from "~/domain/appointments";
import { appointments, chatSessions, contactMessages } from "./db/schema";
import { registerHistorySubject } from "./features/activity/history-subjects";
import { calendarText } from "./features/appointments/routes";
import { canReadAppointmentHistory, loadAppointment } from "./features/appointments/service";
import { registerEmailAttachment } from "./features/notifications/email";
import { registerTriageCount } from "./features/triage/registry";

/*
 * What each feature plugs into the shared ones: whose history can be read (GET /api/history/{type}/{id}),
 * the file attached to the email about a subject, and the managers' triage counts. Like createApi() for
 * routes and realtime-topics.ts for topics, each feature adds its own lines here.
 */
let registered = false;
export function registerSubjects(mailFrom = "CreatorDesk <no-reply@creatordesk.local>") {
  if (registered) return;
  registered = true;

  // appointments
  registerHistorySubject("appointment", canReadAppointmentHistory);
  registerEmailAttachment("appointment", async (db, id) => {
    const appointment = await loadAppointment(db, id);
    if (!appointment || !hasCalendarFile(appointment)) return null;
    const method = appointment.status === "Cancelled" ? "CANCEL" : "REQUEST";
    return {
      filename: "meeting.ics",
      contentType: `text/calendar; charset=utf-8; method=${method}`,
      content: calendarText(mailFrom, appointment),
    };
  });

  // the managers' triage, in the order shown
  registerTriageCount({
    key: "open_chats",
    label: "Open chats",
    href: "/talent-dashboard#live-chats-title",
    count: async (db) => {
      const [row] = await db
        .select({ n: count() })
        .from(chatSessions)
        .where(sql`${chatSessions.status} = 'open' and ${chatSessions.lastMessageAt} is not null`);
      return row?.n ?? 0;
    },
  });
  registerTriageCount({
    key: "unread_contact_messages",
    label: "Unread contact messages",
    href: "/talent-dashboard#inbox-title",
    count: async (db) => {
      const [row] = await db
        .select({ n: count() })
        .from(contactMessages)
        .where(isNull(contactMessages.readAt));
      return row?.n ?? 0;
    },
  });
  registerTriageCount({
    key: "pending_meetings",
    label: "Pending meetings",
    href: "/talent-dashboard/appointment-dashboard?status=Pending",
    count: async (db) => {
      const [row] = await db
        .select({ n: count() })
        .from(appointments)
        .where(eq(appointments.status, "Pending"));
      return row?.n ?? 0;
    },
  });
}

import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { NOTIFICATION_KIND_INFO } from "~/domain/notifications";
import { type ReminderKind, reminderDueAt } from "~/domain/reminders";
import { publicUrl } from "../../auth/auth";
import type { AppDeps } from "../../context";
import { appointments, meetingReminders, notificationPreferences, user } from "../../db/schema";
import { runPeriodically } from "../../events/jobs";
import { enqueueEmail } from "../../mail/outbox";
import { reminderEmail } from "./email";

type QueueDeps = Pick<AppDeps, "db" | "env" | "logger"> & Partial<Pick<AppDeps, "kickOutbox">>;

const recipient = alias(user, "recipient");
const creator = alias(user, "creator");
const manager = alias(user, "manager");

/**
 * Turns the reminders that are due into outbox emails (the outbox sends each once, with retries). One
 * transaction: the due rows and their meetings are locked with SKIP LOCKED, so two instances never take the
 * same reminder, and a meeting being changed right now is passed over until its change commits (then its
 * reminders are the new ones). A reminder is closed unsent when it no longer fits its meeting (a guard: the
 * change itself replaces them), when the meeting has started (the app was down past its time; with a log
 * line), or when the recipient chose 'In app only' for their meetings. With mail off, the email waits in the
 * outbox like any other (ADR 007) and goes once an SMTP server is configured; it expires when the meeting
 * starts, so one that waited past it is dropped, not sent late (ADR 071). Returns how many emails were queued.
 */
export async function queueDueReminders(deps: QueueDeps, batch = 50): Promise<number> {
  const queued = await deps.db.transaction(async (tx) => {
    const due = await tx
      .select({
        id: meetingReminders.id,
        kind: meetingReminders.kind,
        dueAt: meetingReminders.dueAt,
        recipientId: meetingReminders.recipientId,
        to: { name: recipient.name, email: recipient.email },
        timeZone: recipient.timeZone,
        meeting: appointments,
        creatorName: creator.name,
        managerName: manager.name,
        wantsEmail: notificationPreferences.email,
      })
      .from(meetingReminders)
      .innerJoin(appointments, eq(appointments.id, meetingReminders.appointmentId))
      .innerJoin(recipient, eq(recipient.id, meetingReminders.recipientId))
      .innerJoin(creator, eq(creator.id, appointments.creatorId))
      .leftJoin(manager, eq(manager.id, appointments.managerId))
      .leftJoin(
        notificationPreferences,
        and(
          eq(notificationPreferences.userId, meetingReminders.recipientId),
          eq(notificationPreferences.kind, "meeting"),
        ),
      )
      .where(and(isNull(meetingReminders.queuedAt), lte(meetingReminders.dueAt, sql`now()`)))
      .orderBy(asc(meetingReminders.dueAt))
      .limit(batch)
      .for("update", { of: [meetingReminders, appointments], skipLocked: true });
    const now = new Date();
    let count = 0;
    for (const row of due) {
      const { meeting } = row;
      const side =
        row.recipientId === meeting.creatorId
          ? "creator"
          : row.recipientId === meeting.managerId
            ? "manager"
            : null;
      const fits =
        side !== null &&
        meeting.status === "Scheduled" &&
        meeting.scheduledAt !== null &&
        meeting.scheduledAt > now &&
        reminderDueAt(meeting.scheduledAt, row.kind as ReminderKind).getTime() === row.dueAt.getTime();
      const wanted = row.wantsEmail ?? NOTIFICATION_KIND_INFO.meeting.email;
      let emailId: string | null = null;
      if (side !== null && !fits && meeting.scheduledAt !== null && meeting.scheduledAt <= now)
        deps.logger.info(
          { reminderId: row.id, appointmentId: meeting.id, kind: row.kind },
          "meeting reminder dropped unsent: the meeting has started",
        );
      if (fits && wanted) {
        emailId = await enqueueEmail(
          tx,
          reminderEmail({
            kind: row.kind as ReminderKind,
            side,
            to: row.to,
            with:
              side === "creator"
                ? row.managerName
                  ? { name: row.managerName }
                  : null
                : { name: row.creatorName },
            meeting: { topic: meeting.topic, startsAt: meeting.scheduledAt!, meetLink: meeting.meetLink },
            baseUrl: publicUrl(deps.env),
            timeZone: row.timeZone ?? undefined,
          }),
          { expiresAt: meeting.scheduledAt! },
        );
        count++;
      }
      await tx
        .update(meetingReminders)
        .set({ queuedAt: sql`now()`, emailId })
        .where(eq(meetingReminders.id, row.id));
    }
    return count;
  });
  if (queued > 0) deps.kickOutbox?.();
  return queued;
}

/** Queues due reminders every `intervalMs` in the background (a reminder is at most that late). */
export function startMeetingReminderWorker(
  deps: QueueDeps & Partial<Pick<AppDeps, "availability">>,
  intervalMs = 30_000,
) {
  return runPeriodically(deps, intervalMs, "meeting reminders", () => queueDueReminders(deps));
}

import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { REMINDER_KINDS, reminderDueAt } from "~/domain/reminders";
import type { Db } from "../../db/client";
import { appointments, meetingReminders } from "../../db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The reminders a meeting should have now: for a Scheduled meeting with a time, 24 hours and 1 hour before,
 * to its creator and its manager. A reminder whose time has already come when the meeting is scheduled (a
 * meeting booked 30 minutes ahead has no 1-hour reminder) is not made: the email that scheduled it said when.
 */
function wanted(meeting: typeof appointments.$inferSelect | undefined, now: Date) {
  if (meeting?.status !== "Scheduled" || !meeting.scheduledAt) return [];
  const sides = [...new Set([meeting.creatorId, meeting.managerId].filter((id): id is string => !!id))];
  return sides
    .flatMap((recipientId) =>
      REMINDER_KINDS.map((kind) => ({ recipientId, kind, dueAt: reminderDueAt(meeting.scheduledAt!, kind) })),
    )
    .filter((reminder) => reminder.dueAt > now);
}

/**
 * Called in the transaction of every change of a meeting's time or status: (re)schedules or cancels its
 * reminders. Reminders not yet queued are replaced by those the meeting wants now (none once it is cancelled,
 * completed or deleted), so a reminder for an old time is never sent; one already queued stays as it was,
 * unless the meeting's new time makes it due again.
 */
export async function syncMeetingReminders(tx: Tx, appointmentId: string): Promise<void> {
  const [meeting] = await tx.select().from(appointments).where(eq(appointments.id, appointmentId));
  const reminders = wanted(meeting, new Date());
  const pending = await tx
    .select({
      id: meetingReminders.id,
      recipientId: meetingReminders.recipientId,
      kind: meetingReminders.kind,
    })
    .from(meetingReminders)
    .where(and(eq(meetingReminders.appointmentId, appointmentId), isNull(meetingReminders.queuedAt)));
  const unwanted = pending.filter(
    (row) => !reminders.some((r) => r.recipientId === row.recipientId && r.kind === row.kind),
  );
  if (unwanted.length > 0)
    await tx.delete(meetingReminders).where(
      inArray(
        meetingReminders.id,
        unwanted.map((row) => row.id),
      ),
    );
  if (reminders.length === 0) return;
  // a reminder at another time (moved, or due again after it was sent) is pending again; the same one is left
  await tx
    .insert(meetingReminders)
    .values(reminders.map((r) => ({ appointmentId, ...r })))
    .onConflictDoUpdate({
      target: [meetingReminders.appointmentId, meetingReminders.recipientId, meetingReminders.kind],
      set: { dueAt: sql`excluded.due_at`, queuedAt: null, emailId: null },
      setWhere: sql`${meetingReminders.dueAt} <> excluded.due_at`,
    });
}

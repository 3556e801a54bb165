import { and, eq, gt, isNotNull, lt, or } from "drizzle-orm";
import type { Busy } from "~/domain/slots";
import type { Db } from "../../db/client";
import { appointments } from "../../db/schema";

/** A meeting without an end of its own (the requested and hand-scheduled ones) takes an hour. */
const MEETING_MINUTES = 60;
/** No meeting is longer than this: the window's lower bound, so the index on (manager, start) serves. */
const LONGEST_MINUTES = 24 * 60;

/**
 * The times a manager is taken between `from` and `to`: their Scheduled meetings, and the Pending ones that
 * already have a time. Only the times: nothing of what the meetings are leaves this function.
 */
export async function busyOf(db: Db, managerId: string, from: Date, to: Date): Promise<Busy[]> {
  const rows = await db
    .select({ start: appointments.scheduledAt, end: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.managerId, managerId),
        isNotNull(appointments.scheduledAt),
        or(eq(appointments.status, "Scheduled"), eq(appointments.status, "Pending")),
        lt(appointments.scheduledAt, to),
        gt(appointments.scheduledAt, new Date(from.getTime() - LONGEST_MINUTES * 60_000)),
      ),
    );
  return rows.flatMap(({ start, end }) => {
    if (!start) return [];
    const until = end ?? new Date(start.getTime() + MEETING_MINUTES * 60_000);
    return until > from ? [{ start, end: until }] : [];
  });
}

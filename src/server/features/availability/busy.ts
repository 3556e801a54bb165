// placeholder for the availability branch; replaced at merge
import { and, eq, gt, isNotNull, lt, sql } from "drizzle-orm";
import type { Busy } from "~/domain/slots";
import type { Db } from "../../db/client";
import { appointments } from "../../db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The manager's scheduled meetings that overlap [from, to) (a meeting without an end lasts 30 minutes). */
export async function busyOf(db: Db | Tx, managerId: string, from: Date, to: Date): Promise<Busy[]> {
  const end = sql<Date>`coalesce(${appointments.endsAt}, ${appointments.scheduledAt} + interval '30 minutes')`;
  const rows = await db
    .select({ start: appointments.scheduledAt, end: end.mapWith(appointments.endsAt) })
    .from(appointments)
    .where(
      and(
        eq(appointments.managerId, managerId),
        eq(appointments.status, "Scheduled"),
        isNotNull(appointments.scheduledAt),
        lt(appointments.scheduledAt, to),
        gt(end, from),
      ),
    );
  return rows.map((r) => ({ start: r.start!, end: new Date(r.end) }));
}

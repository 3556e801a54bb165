import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { user } from "../../db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Keeps a user's own time zone (issue 20: reminders name it): a manager's is the zone of their hours, a
 * creator's the zone their browser booked in. Written only when it changes, so the users' counter (ADR
 * 025) moves only then.
 */
export async function rememberTimeZone(tx: Tx | Db, userId: string, zone: string | null | undefined) {
  if (!zone) return;
  await tx
    .update(user)
    .set({ timeZone: zone })
    .where(sql`${user.id} = ${userId} and ${user.timeZone} is distinct from ${zone}`);
}

import { sql } from "drizzle-orm";
import { ROSTER_TOPIC } from "~/domain/roster";
import type { Db } from "../../db/client";
import { creatorContacts, user } from "../../db/schema";
import { publish } from "../../realtime/publish";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Records that the agency and a creator were in touch at `at` (now by default): a chat message of a chat
 * the creator started signed in, a meeting written, or a note (a project message, a script request's
 * notes). The one writer of `creator_contacts`: greatest() keeps the latest, so writes in any order agree,
 * and a user who is not a creator (or no user) is passed over in the same statement. Call it in the
 * transaction of the write; the managers' roster hears of it on its topic when the transaction commits.
 */
export async function recordContact(
  tx: Tx | Db,
  creatorId: string | null | undefined,
  at: Date | null = null,
): Promise<void> {
  if (!creatorId) return;
  const when = at ? sql`${at.toISOString()}::timestamptz` : sql`now()`;
  const rows = await tx
    .insert(creatorContacts)
    .select(
      tx
        .select({ creatorId: user.id, lastContactAt: sql`${when}`.as("last_contact_at") })
        .from(user)
        .where(sql`${user.id} = ${creatorId} and ${user.role} = 'creator'`),
    )
    .onConflictDoUpdate({
      target: creatorContacts.creatorId,
      set: { lastContactAt: sql`greatest(${creatorContacts.lastContactAt}, excluded.last_contact_at)` },
      // an earlier time changes nothing: no write, no counter raised, no event
      setWhere: sql`excluded.last_contact_at > ${creatorContacts.lastContactAt}`,
    })
    .returning({ creatorId: creatorContacts.creatorId });
  if (rows.length)
    await publish(tx as Db, ROSTER_TOPIC, { type: "changed", subject: "talent_assignment", id: creatorId });
}

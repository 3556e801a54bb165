import { eq } from "drizzle-orm";
import type { ChangedEvent } from "~/domain/activity";
import { userTopic } from "~/domain/activity";
import { DEALS_TOPIC, managesDeals } from "~/domain/deals";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/client";
import { deals } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { publish } from "../../realtime/publish";

export type DealRow = typeof deals.$inferSelect;
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const NOT_FOUND = "No such deal, or not yours to see.";

/** A deal as its events name it (`src/domain/events.ts`). */
export const factsOf = (row: Pick<DealRow, "id" | "title" | "creatorId" | "ownerId">) => ({
  id: row.id,
  title: row.title,
  creatorId: row.creatorId,
  ownerId: row.ownerId,
});

/**
 * The deal `id` as `caller` may see it: any deal for a manager, their own for a creator. Anyone else, and a
 * deal that does not exist or is another creator's, gets the same 404 (nothing tells them it exists).
 */
export async function findVisibleDeal(db: Db | Tx, caller: SessionUser, id: string): Promise<DealRow> {
  const [row] = await db.select().from(deals).where(eq(deals.id, id));
  if (!row) throw AppError.notFound(NOT_FOUND);
  if (managesDeals(caller.role) || row.creatorId === caller.id) return row;
  throw AppError.notFound(NOT_FOUND);
}

/** Only managers work the pipeline. */
export function requireDealManager(caller: SessionUser) {
  if (!managesDeals(caller.role)) throw AppError.forbidden("Only managers can do that.");
}

/**
 * Tells everyone who sees the deal that it changed (delivered on commit): the managers on the pipeline's
 * topic, the deal's creator on their own topic (their deals page and home refetch).
 */
export async function announceDeal(
  tx: Tx | Db,
  row: Pick<DealRow, "id" | "creatorId" | "stage">,
  action: NonNullable<ChangedEvent["action"]>,
) {
  const event: ChangedEvent = { type: "changed", subject: "deal", id: row.id, action, status: row.stage };
  await publish(tx as unknown as Db, [DEALS_TOPIC, userTopic(row.creatorId)], event);
}

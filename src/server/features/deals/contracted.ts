import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { canMoveDeal, type DealStage } from "~/domain/deals";
import type { Db } from "../../db/client";
import { dealDocuments, deals } from "../../db/schema";
import { emit } from "../../events/events";
import { announceDeal, factsOf } from "./access";

/*
 * What a sealed contract does to its deal (issue 37), in the sealing's transaction: the sealed PDF becomes
 * one of the deal's documents, and the deal moves to Contracted when the stage table allows it.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The key a deal's document's bytes are stored under (the orphan sweep knows it: files/sweep.ts). */
export const dealDocumentKey = (dealId: string) => `deals/${dealId}/${randomUUID()}`;

/** Adds stored bytes as one of the deal's documents (a contract, visible to its creator, a party to it). */
export async function attachDealDocument(
  tx: Tx,
  document: { dealId: string; key: string; fileName: string; size: number; kind: "contract" },
) {
  const [row] = await tx
    .insert(dealDocuments)
    .values({
      dealId: document.dealId,
      kind: document.kind,
      fileName: document.fileName,
      contentType: "application/pdf",
      size: document.size,
      storageKey: document.key,
      creatorVisible: true,
      uploadedBy: null,
    })
    .returning({ id: dealDocuments.id });
  return row!.id;
}

/**
 * The deal of a sealed contract moves to Contracted, if it is not there and the stage table allows it (a
 * Lost deal or one already past Contracted stays). Returns where the deal is after, and whether it moved.
 */
export async function moveDealOnContract(
  tx: Tx,
  dealId: string,
  actor: { id: string | null; name: string },
  note: string,
): Promise<{ moved: boolean; stage: DealStage }> {
  const [row] = await tx.select().from(deals).where(eq(deals.id, dealId)).for("update");
  if (!row) return { moved: false, stage: "Lost" };
  const from = row.stage as DealStage;
  if (from === "Contracted" || !canMoveDeal(from, "Contracted")) {
    await announceDeal(tx, row, "updated");
    return { moved: false, stage: from };
  }
  const [moved] = await tx
    .update(deals)
    .set({
      stage: "Contracted",
      lostReason: null,
      contractedAt: sql`coalesce(${deals.contractedAt}, now())`,
      stageChangedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(deals.id, dealId))
    .returning();
  await emit(tx, "deal.moved", {
    actor,
    deal: factsOf(moved!),
    from,
    to: "Contracted",
    change: { subjectType: "deal", subjectId: dealId, from, to: "Contracted", note },
  });
  await announceDeal(tx, moved!, "updated");
  return { moved: true, stage: "Contracted" };
}

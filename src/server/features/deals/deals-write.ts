import { and, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  BOOKED_STAGES,
  canMoveDeal,
  commissionOf,
  DEFAULT_COMMISSION_BPS,
  type Deal,
  type DealPatch,
  type DealStage,
  type dealInputSchema,
  type dealMoveSchema,
  payoutOf,
  refusedDealMoveText,
  stageOnIssue,
} from "~/domain/deals";
import { normalizeRole } from "~/domain/roles";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { brands, creatorTerms, deals, invoices, user } from "../../db/schema";
import { emit } from "../../events/events";
import { AppError } from "../../lib/app-error";
import { removeDeletedBytes } from "../../storage/deletions";
import { announceDeal, factsOf, findVisibleDeal } from "./access";
import { readDeal } from "./deals-read";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type DealInput = z.output<typeof dealInputSchema>;
type DealMove = z.output<typeof dealMoveSchema>;

const actorOf = (caller: SessionUser) => ({ id: caller.id, name: caller.name });

/** The creator's default commission: their terms, or the agency's default. */
async function defaultCommission(db: Db | Tx, creatorId: string): Promise<number> {
  const [row] = await db
    .select({ bps: creatorTerms.commissionBps })
    .from(creatorTerms)
    .where(eq(creatorTerms.creatorId, creatorId));
  return row?.bps ?? DEFAULT_COMMISSION_BPS;
}

/** The role of user `id`, or null when there is none. */
async function roleOf(tx: Tx, id: string) {
  const [row] = await tx.select({ role: user.role }).from(user).where(eq(user.id, id));
  return row ? normalizeRole(row.role) : null;
}

/** The deal's brand, creator and owner must be a brand, a creator and a manager: else 400 on the field. */
async function checkParties(
  tx: Tx,
  parties: { brandId?: string; creatorId?: string; ownerId?: string | null },
) {
  const fields: Record<string, string> = {};
  if (parties.brandId) {
    const [brand] = await tx.select({ id: brands.id }).from(brands).where(eq(brands.id, parties.brandId));
    if (!brand) fields.brandId = "Choose a brand";
  }
  if (parties.creatorId && (await roleOf(tx, parties.creatorId)) !== "creator")
    fields.creatorId = "Choose a creator";
  if (parties.ownerId && (await roleOf(tx, parties.ownerId)) !== "manager")
    fields.ownerId = "The owner must be a manager";
  if (Object.keys(fields).length)
    throw AppError.badRequest(Object.values(fields)[0] ?? "Check the deal's details.", fields);
}

/** Commission and payout of a value at a rate: computed by src/domain, nowhere else. */
const money = (valueMinor: number, commissionBps: number) => ({
  valueMinor,
  commissionBps,
  commissionMinor: commissionOf(valueMinor, commissionBps),
  payoutMinor: payoutOf(valueMinor, commissionBps),
});

/** A new deal, at Lead: recorded in its history, its creator told, the pipeline updated live. */
export async function createDeal(db: Db, caller: SessionUser, input: DealInput): Promise<Deal> {
  const id = await db.transaction(async (tx) => {
    const ownerId = input.ownerId ?? caller.id;
    await checkParties(tx, { brandId: input.brandId, creatorId: input.creatorId, ownerId });
    const rate = input.commissionBps ?? (await defaultCommission(tx, input.creatorId));
    const [row] = await tx
      .insert(deals)
      .values({
        brandId: input.brandId,
        creatorId: input.creatorId,
        ownerId,
        title: input.title,
        currency: input.currency,
        ...money(input.valueMinor, rate),
        expectedCloseDate: input.expectedCloseDate,
        notes: input.notes,
        stage: input.stage ?? "Lead",
      })
      .returning();
    await emit(tx, "deal.created", {
      actor: actorOf(caller),
      deal: factsOf(row!),
      change: { subjectType: "deal", subjectId: row!.id, from: null, to: row!.stage },
    });
    await announceDeal(tx, row!, "created");
    return row!.id;
  });
  return readDeal(db, id, caller);
}

/** An edit: the fields sent change; the commission and the payout are computed again. */
export async function updateDeal(db: Db, caller: SessionUser, id: string, patch: DealPatch): Promise<Deal> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(deals).where(eq(deals.id, id)).for("update");
    if (!row) throw AppError.notFound("No such deal, or not yours to see.");
    await checkParties(tx, {
      brandId: patch.brandId,
      creatorId: patch.creatorId,
      ownerId: patch.ownerId ?? undefined,
    });
    const creatorId = patch.creatorId ?? row.creatorId;
    const rate =
      patch.commissionBps === null
        ? await defaultCommission(tx, creatorId)
        : (patch.commissionBps ?? row.commissionBps);
    const [updated] = await tx
      .update(deals)
      .set({
        brandId: patch.brandId ?? row.brandId,
        creatorId,
        ownerId: patch.ownerId === undefined ? row.ownerId : patch.ownerId,
        title: patch.title ?? row.title,
        currency: patch.currency ?? row.currency,
        ...money(patch.valueMinor ?? row.valueMinor, rate),
        expectedCloseDate:
          patch.expectedCloseDate === undefined ? row.expectedCloseDate : patch.expectedCloseDate,
        notes: patch.notes ?? row.notes,
        brandAutoApproveDays:
          patch.brandAutoApproveDays === undefined ? row.brandAutoApproveDays : patch.brandAutoApproveDays,
        updatedAt: sql`now()`,
      })
      .where(eq(deals.id, id))
      .returning();
    await announceDeal(tx, updated!, "updated");
    // a deal given to another creator leaves the first one's pages too
    if (updated!.creatorId !== row.creatorId) await announceDeal(tx, row, "deleted");
  });
  return readDeal(db, id, caller);
}

/**
 * Deletes a deal; its deliverables and document rows go with it (cascade), which queues the documents' files
 * in the same transaction (ADR 069); they are removed from storage after the commit, or by the queue's worker
 * if that fails (never a row without its file, nor a file left behind).
 */
export async function deleteDeal(deps: AppDeps, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // issue 38: issued invoices are the agency's books: such a deal stays (its drafts go with it)
    const [issued] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(and(eq(invoices.dealId, id), ne(invoices.status, "Draft")))
      .limit(1);
    if (issued)
      throw AppError.conflict(
        "deal_invoiced",
        "A deal with issued invoices is kept: they are the agency's books.",
      );
    await tx.delete(invoices).where(eq(invoices.dealId, id));
    const [row] = await tx.delete(deals).where(eq(deals.id, id)).returning();
    if (!row) throw AppError.notFound("No such deal, or not yours to see.");
    await announceDeal(tx, row, "deleted");
  });
  await removeDeletedBytes(deps);
}

/** A refused move: 409 with the stage the deal is in now (`dealMoveConflictSchema`). */
const moveRefused = (message: string, current: DealStage) =>
  AppError.conflict("illegal_move", message, { current });

/**
 * Moves a deal along THE STAGE TABLE. One conditional UPDATE (`where stage = from`) decides: of two managers
 * moving the same deal at once one wins, and the other (whose `from` is no longer the stage) gets 409 with
 * the current stage. No lock is held beyond the row's own update.
 */
export async function moveDeal(db: Db, caller: SessionUser, id: string, move: DealMove): Promise<Deal> {
  await db.transaction(async (tx) => {
    if (!canMoveDeal(move.from, move.to)) {
      const row = await findVisibleDeal(tx, caller, id);
      throw moveRefused(refusedDealMoveText(move.from, move.to), row.stage as DealStage);
    }
    const booked = (BOOKED_STAGES as readonly string[]).includes(move.to);
    const [row] = await tx
      .update(deals)
      .set({
        stage: move.to,
        lostReason: move.to === "Lost" ? move.lostReason : null,
        contractedAt: booked ? sql`coalesce(${deals.contractedAt}, now())` : sql`${deals.contractedAt}`,
        paidAt: move.to === "Paid" ? sql`now()` : sql`${deals.paidAt}`,
        stageChangedAt: sql`now()`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(deals.id, id), eq(deals.stage, move.from)))
      .returning();
    if (!row) {
      const current = await findVisibleDeal(tx, caller, id);
      throw moveRefused(
        `Someone else moved this deal: it is ${current.stage} now.`,
        current.stage as DealStage,
      );
    }
    await emit(tx, "deal.moved", {
      actor: actorOf(caller),
      deal: factsOf(row),
      from: move.from,
      to: move.to,
      change: {
        subjectType: "deal",
        subjectId: id,
        from: move.from,
        to: move.to,
        note: move.to === "Lost" ? move.lostReason : null,
      },
    });
    await announceDeal(tx, row, "updated");
  });
  return readDeal(db, id, caller);
}

/** The creator's default commission (404 when `creatorId` is not a creator). */
export async function readTerms(db: Db, creatorId: string) {
  const [row] = await db
    .select({ role: user.role, bps: creatorTerms.commissionBps })
    .from(user)
    .leftJoin(creatorTerms, eq(creatorTerms.creatorId, user.id))
    .where(eq(user.id, creatorId));
  if (!row || normalizeRole(row.role) !== "creator") throw AppError.notFound("No such creator.");
  return { creatorId, commissionBps: row.bps ?? DEFAULT_COMMISSION_BPS, isDefault: row.bps === null };
}

/** Sets the creator's default commission (their deals keep theirs; new deals take this one). */
export async function writeTerms(db: Db, creatorId: string, commissionBps: number) {
  await db.transaction(async (tx) => {
    if ((await roleOf(tx, creatorId)) !== "creator") throw AppError.notFound("No such creator.");
    await tx
      .insert(creatorTerms)
      .values({ creatorId, commissionBps })
      .onConflictDoUpdate({ target: creatorTerms.creatorId, set: { commissionBps, updatedAt: sql`now()` } });
  });
  return readTerms(db, creatorId);
}

/**
 * Issue 38: a deal moved by its invoices, inside the invoice's transaction: to Invoiced when one is issued
 * (from a booked stage before it, `stageOnIssue`), to Paid when they are paid in full (as THE STAGE TABLE
 * allows, from Invoiced). The row is locked; a deal elsewhere stays where it is. Recorded and announced as
 * any move. Returns the stage the deal is in after.
 */
export async function advanceDealByInvoice(
  tx: Tx,
  actor: { id: string; name: string },
  dealId: string,
  to: "Invoiced" | "Paid",
): Promise<string | null> {
  const [row] = await tx.select().from(deals).where(eq(deals.id, dealId)).for("update");
  if (!row) return null;
  const from = row.stage as DealStage;
  const allowed = to === "Invoiced" ? stageOnIssue(from) === "Invoiced" : canMoveDeal(from, to);
  if (!allowed || from === to) return from;
  const [moved] = await tx
    .update(deals)
    .set({
      stage: to,
      paidAt: to === "Paid" ? sql`now()` : sql`${deals.paidAt}`,
      stageChangedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(deals.id, dealId))
    .returning();
  await emit(tx, "deal.moved", {
    actor,
    deal: factsOf(moved!),
    from,
    to,
    change: { subjectType: "deal", subjectId: dealId, from, to },
  });
  await announceDeal(tx, moved!, "updated");
  return to;
}

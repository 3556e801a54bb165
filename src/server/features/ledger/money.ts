import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import { userTopic } from "~/domain/activity";
import { formatMoney } from "~/domain/deals";
import { DEFAULT_MANAGER_SHARE_BPS, type DealSplit, type paymentInputSchema } from "~/domain/invoices";
import { balanceOf, paymentFits, settledStatus, splitOf } from "~/domain/ledger";
import { normalizeRole } from "~/domain/roles";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/client";
import {
  brands,
  dealSettlements,
  dealShares,
  deals,
  invoicePayments,
  invoices,
  managerShares,
  talentAssignments,
  user,
} from "../../db/schema";
import { emit } from "../../events/events";
import { AppError } from "../../lib/app-error";
import { publish } from "../../realtime/publish";
import { advanceDealByInvoice } from "../deals";
import { actorOf, announceInvoices, type InvoiceRow, lockInvoice, readInvoice, type Tx } from "./invoices";

type PaymentInput = z.output<typeof paymentInputSchema>;

/**
 * Locks the deal of invoice `id` first, then the invoice: every payment and credit of one deal queues on the
 * deal's row, so the last two invoices of a deal paid at once still settle the deal exactly once.
 */
async function lockForPayment(tx: Tx, id: string): Promise<InvoiceRow> {
  const [peek] = await tx.select({ dealId: invoices.dealId }).from(invoices).where(eq(invoices.id, id));
  if (!peek) throw AppError.notFound("No such invoice.");
  if (peek.dealId)
    await tx.select({ id: deals.id }).from(deals).where(eq(deals.id, peek.dealId)).for("update");
  return lockInvoice(tx, id);
}

/**
 * Records a payment of an issued invoice, all or nothing: the payment row, the invoice's paid amount and
 * status, and, when it leaves nothing due on any of the deal's invoices, the deal's split and its move to
 * Paid. The rows are locked, so of two managers recording the last payment at once one succeeds and the
 * other is refused as an overpayment (one Paid, never two payouts). More than is due is refused.
 */
export async function recordPayment(db: Db, caller: SessionUser, id: string, input: PaymentInput) {
  await db.transaction(async (tx) => {
    const row = await lockForPayment(tx, id);
    if (row.kind !== "invoice" || !["Issued", "Partially paid"].includes(row.status))
      throw AppError.conflict(
        "not_payable",
        row.status === "Paid" ? "This invoice is paid in full." : "Only an issued invoice is paid.",
      );
    const balance = balanceOf(row);
    const fits = paymentFits(input.amountMinor, balance);
    if (fits === "overpayment")
      throw AppError.conflict(
        "overpayment",
        `That is more than is due: ${formatMoney(balance, row.currency)}.`,
        { balanceMinor: balance },
      );
    await tx.insert(invoicePayments).values({
      invoiceId: id,
      paidOn: input.paidOn,
      amountMinor: input.amountMinor,
      method: input.method,
      reference: input.reference,
      recordedBy: caller.id,
    });
    const [updated] = await tx
      .update(invoices)
      .set({ paidMinor: sql`${invoices.paidMinor} + ${input.amountMinor}`, updatedAt: sql`now()` })
      .where(eq(invoices.id, id))
      .returning();
    await settleInvoice(tx, caller, updated!);
    await announceInvoices(tx, row.dealId);
  });
  return readInvoice(db, id);
}

/**
 * After a payment or a credit: the invoice's status from what is due, and when it is Paid and no invoice
 * of its deal has anything due, the deal is settled (split once) and moved to Paid if the stage table allows.
 */
export async function settleInvoice(tx: Tx, caller: SessionUser, row: InvoiceRow) {
  const status = settledStatus(row);
  await tx
    .update(invoices)
    .set({ status, paidAt: status === "Paid" ? sql`coalesce(${invoices.paidAt}, now())` : null })
    .where(eq(invoices.id, row.id));
  if (!row.dealId || (status !== "Paid" && status !== "Void")) return;
  // settled when none of the deal's invoices has anything due and one of them was paid
  const [left] = await tx
    .select({
      open: sql<number>`count(*) filter (where ${invoices.status} in ('Issued', 'Partially paid'))::int`,
      paid: sql<number>`count(*) filter (where ${invoices.status} = 'Paid')::int`,
    })
    .from(invoices)
    .where(and(eq(invoices.dealId, row.dealId), eq(invoices.kind, "invoice")));
  if (left && Number(left.open) === 0 && Number(left.paid) > 0) await settleDeal(tx, caller, row.dealId);
}

/** The manager's share that applies to a deal: the deal's own, else the manager's default, else the agency's. */
async function shareFor(db: Db | Tx, dealId: string, managerId: string | null) {
  const [own] = await db.select().from(dealShares).where(eq(dealShares.dealId, dealId));
  const [theirs] = managerId
    ? await db.select().from(managerShares).where(eq(managerShares.managerId, managerId))
    : [];
  return {
    overrideBps: own?.shareBps ?? null,
    shareBps: own?.shareBps ?? theirs?.shareBps ?? DEFAULT_MANAGER_SHARE_BPS,
  };
}

async function managerOf(db: Db | Tx, creatorId: string) {
  const [row] = await db
    .select({ managerId: talentAssignments.managerId })
    .from(talentAssignments)
    .where(eq(talentAssignments.creatorId, creatorId));
  return row?.managerId ?? null;
}

/**
 * What the brand paid for, before tax: Σ subtotals of the deal's paid invoices, less the subtotals of the
 * credit notes against them (a credit note of a voided invoice took off what was never paid).
 */
async function grossOf(tx: Db | Tx, dealId: string) {
  const paid = sql`(select p.id from ${invoices} p where p.deal_id = ${dealId} and p.kind = 'invoice' and p.status = 'Paid')`;
  const [row] = await tx
    .select({
      gross: sql<string>`coalesce(sum(case when ${invoices.kind} = 'invoice' then ${invoices.subtotalMinor}
        else -${invoices.subtotalMinor} end), 0)::text`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.dealId, dealId),
        sql`((${invoices.kind} = 'invoice' and ${invoices.status} = 'Paid')
          or (${invoices.kind} = 'credit_note' and ${invoices.creditOf} in ${paid}))`,
      ),
    );
  return row?.gross ?? "0";
}

/**
 * The deal's split, once: what the brand paid for (net of credit notes, before tax) at the deal's commission;
 * the creator's talent manager takes their share of the commission, the agency the rest. The creator and
 * their manager are told, and their statements refresh live.
 */
async function settleDeal(tx: Tx, caller: SessionUser, dealId: string) {
  const [deal] = await tx
    .select({ deal: deals, brandName: brands.name })
    .from(deals)
    .innerJoin(brands, eq(brands.id, deals.brandId))
    .where(eq(deals.id, dealId));
  if (!deal) return;
  const managerId = await managerOf(tx, deal.deal.creatorId);
  const { shareBps } = await shareFor(tx, dealId, managerId);
  const split = splitOf(await grossOf(tx, dealId), deal.deal.commissionBps, managerId ? shareBps : null);
  const [settled] = await tx
    .insert(dealSettlements)
    .values({
      dealId,
      dealTitle: deal.deal.title,
      brandName: deal.brandName,
      creatorId: deal.deal.creatorId,
      managerId,
      currency: deal.deal.currency,
      grossMinor: Number(split.grossMinor),
      commissionBps: deal.deal.commissionBps,
      commissionMinor: Number(split.commissionMinor),
      creatorMinor: Number(split.creatorMinor),
      managerShareBps: managerId ? shareBps : null,
      managerMinor: Number(split.managerMinor),
      agencyMinor: Number(split.agencyMinor),
    })
    .onConflictDoNothing()
    .returning({ id: dealSettlements.id });
  if (!settled) return;
  const actor = actorOf(caller);
  await advanceDealByInvoice(tx, actor, dealId, "Paid");
  await emit(tx, "deal.settled", {
    actor,
    deal: { id: dealId, title: deal.deal.title, creatorId: deal.deal.creatorId, ownerId: deal.deal.ownerId },
    currency: deal.deal.currency,
    creatorMinor: split.creatorMinor,
    managerId,
    managerMinor: split.managerMinor,
  });
  await announceStatements(tx, [deal.deal.creatorId, managerId]);
}

/** The statements of these people changed: their open pages refetch (delivered on commit). */
export async function announceStatements(tx: Tx, userIds: (string | null)[]) {
  for (const id of new Set(userIds.filter((u): u is string => !!u)))
    await publish(tx as unknown as Db, [userTopic(id)], {
      type: "changed",
      subject: "deal",
      id: "statement",
      action: "updated",
    });
}

/* Shares. */

async function requireRole(db: Db, id: string, role: "manager" | "creator", missing: string) {
  const [row] = await db.select({ role: user.role }).from(user).where(eq(user.id, id));
  if (!row || normalizeRole(row.role) !== role) throw AppError.notFound(missing);
}

export async function readManagerShare(db: Db, managerId: string) {
  await requireRole(db, managerId, "manager", "No such manager.");
  const [row] = await db.select().from(managerShares).where(eq(managerShares.managerId, managerId));
  return {
    managerId,
    shareBps: row?.shareBps ?? DEFAULT_MANAGER_SHARE_BPS,
    isDefault: !row,
  };
}

export async function writeManagerShare(db: Db, managerId: string, shareBps: number | null) {
  await requireRole(db, managerId, "manager", "No such manager.");
  if (shareBps === null) await db.delete(managerShares).where(eq(managerShares.managerId, managerId));
  else
    await db
      .insert(managerShares)
      .values({ managerId, shareBps })
      .onConflictDoUpdate({ target: managerShares.managerId, set: { shareBps, updatedAt: sql`now()` } });
  return readManagerShare(db, managerId);
}

/** A deal's split: as settled once it is paid, else as its value would split now. */
export async function readDealSplit(db: Db, dealId: string): Promise<DealSplit> {
  const [deal] = await db.select().from(deals).where(eq(deals.id, dealId));
  if (!deal) throw AppError.notFound("No such deal, or not yours to see.");
  const [settled] = await db.select().from(dealSettlements).where(eq(dealSettlements.dealId, dealId));
  const managerId = settled ? settled.managerId : await managerOf(db, deal.creatorId);
  const share = await shareFor(db, dealId, managerId);
  if (settled) {
    const again = splitOf(settled.grossMinor, settled.commissionBps, settled.managerShareBps);
    return {
      dealId,
      managerId,
      overrideBps: share.overrideBps,
      shareBps: settled.managerShareBps ?? 0,
      currency: settled.currency,
      grossMinor: String(settled.grossMinor),
      commissionMinor: String(settled.commissionMinor),
      creatorMinor: String(settled.creatorMinor),
      managerMinor: String(settled.managerMinor),
      agencyMinor: String(settled.agencyMinor),
      remainderMinor: again.remainderMinor,
    };
  }
  const split = splitOf(deal.valueMinor, deal.commissionBps, managerId ? share.shareBps : null);
  return { dealId, managerId, ...share, currency: deal.currency, ...split };
}

/** Sets (or, with null, clears) a deal's own manager share; a settled deal's split stays as it was. */
export async function writeDealShare(db: Db, dealId: string, shareBps: number | null) {
  const [deal] = await db.select({ id: deals.id }).from(deals).where(eq(deals.id, dealId));
  if (!deal) throw AppError.notFound("No such deal, or not yours to see.");
  if (shareBps === null) await db.delete(dealShares).where(eq(dealShares.dealId, dealId));
  else
    await db
      .insert(dealShares)
      .values({ dealId, shareBps })
      .onConflictDoUpdate({ target: dealShares.dealId, set: { shareBps } });
  return readDealSplit(db, dealId);
}

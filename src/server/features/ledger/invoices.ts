import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { agencyBilling } from "~/content/agency";
import { addDays, agencyDateNow } from "~/domain/clock";
import { BOOKED_STAGES, MAX_MINOR } from "~/domain/deals";
import type {
  creditNoteInputSchema,
  Invoice,
  InvoiceStatus,
  invoiceInputSchema,
  listInvoicesQuerySchema,
} from "~/domain/invoices";
import { balanceOf, invoiceTotals } from "~/domain/ledger";
import { offsetOf, type Page } from "~/domain/paging";
import type { SessionUser } from "../../auth/session";
import { type Db, queryRows } from "../../db/client";
import { brands, deals, type InvoiceParty, invoicePayments, invoices, user } from "../../db/schema";
import { emit } from "../../events/events";
import { AppError } from "../../lib/app-error";
import { advanceDealByInvoice, announceDeal } from "../deals";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type InvoiceInput = z.output<typeof invoiceInputSchema>;
type CreditNoteInput = z.output<typeof creditNoteInputSchema>;
export type InvoiceRow = typeof invoices.$inferSelect;

const NOT_FOUND = "No such invoice.";

/** The deal's invoices changed: the managers' open screens (the deal, the invoices, revenue) refetch. */
export async function announceInvoices(tx: Tx, dealId: string | null) {
  if (!dealId) return;
  const [row] = await tx
    .select({ id: deals.id, creatorId: deals.creatorId, stage: deals.stage })
    .from(deals)
    .where(eq(deals.id, dealId));
  if (row) await announceDeal(tx, row, "updated");
}
export const actorOf = (caller: SessionUser) => ({ id: caller.id, name: caller.name });

/** The lines and totals of an input, or 400 when the total passes MAX_MINOR (one invoice stays a safe number). */
function priced(lines: InvoiceInput["lines"], taxBps: number, reverseCharge: boolean) {
  const totals = invoiceTotals(lines, taxBps, reverseCharge);
  if (BigInt(totals.totalMinor) > BigInt(MAX_MINOR))
    throw AppError.badRequest("That invoice's total is too large", { lines: "That total is too large" });
  return {
    lines: lines.map((line, i) => ({
      description: line.description,
      quantity: line.quantity,
      unitMinor: line.unitMinor,
      amountMinor: Number(totals.lines[i]),
    })),
    subtotalMinor: Number(totals.subtotalMinor),
    taxMinor: Number(totals.taxMinor),
    totalMinor: Number(totals.totalMinor),
  };
}

/** The invoice row, locked for the rest of the transaction; 404 when there is none. */
export async function lockInvoice(tx: Tx, id: string): Promise<InvoiceRow> {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, id)).for("update");
  if (!row) throw AppError.notFound(NOT_FOUND);
  return row;
}

const immutable = () =>
  AppError.conflict("invoice_issued", "An issued invoice never changes: correct it with a credit note.");

/** A draft invoice of a booked deal (Contracted or later), in the deal's currency. */
export async function createDraft(db: Db, caller: SessionUser, dealId: string, input: InvoiceInput) {
  const id = await db.transaction(async (tx) => {
    const [deal] = await tx.select().from(deals).where(eq(deals.id, dealId));
    if (!deal) throw AppError.notFound("No such deal, or not yours to see.");
    if (!(BOOKED_STAGES as readonly string[]).includes(deal.stage))
      throw AppError.conflict("deal_not_booked", "Only a contracted deal is invoiced.");
    const [row] = await tx
      .insert(invoices)
      .values({
        dealId,
        currency: deal.currency,
        taxBps: input.taxBps,
        reverseCharge: input.reverseCharge,
        taxNote: input.taxNote,
        termsDays: input.termsDays,
        note: input.note,
        createdBy: caller.id,
        ...priced(input.lines, input.taxBps, input.reverseCharge),
      })
      .returning({ id: invoices.id });
    await announceInvoices(tx, dealId);
    return row!.id;
  });
  return readInvoice(db, id);
}

/** A draft's new lines and terms; 409 once it is issued. */
export async function updateDraft(db: Db, id: string, input: InvoiceInput) {
  await db.transaction(async (tx) => {
    const row = await lockInvoice(tx, id);
    if (row.status !== "Draft") throw immutable();
    await tx
      .update(invoices)
      .set({
        taxBps: input.taxBps,
        reverseCharge: input.reverseCharge,
        taxNote: input.taxNote,
        termsDays: input.termsDays,
        note: input.note,
        ...priced(input.lines, input.taxBps, input.reverseCharge),
        updatedAt: sql`now()`,
      })
      .where(eq(invoices.id, id));
    await announceInvoices(tx, row.dealId);
  });
  return readInvoice(db, id);
}

export async function deleteDraft(db: Db, id: string) {
  await db.transaction(async (tx) => {
    const row = await lockInvoice(tx, id);
    if (row.status !== "Draft")
      throw AppError.conflict("invoice_issued", "An issued invoice is kept: void it or credit it instead.");
    await tx.delete(invoices).where(eq(invoices.id, id));
    await announceInvoices(tx, row.dealId);
  });
}

/**
 * The next number of the agency's sequence of `year`, allocated in the caller's transaction: the counter's
 * row is created or raised by one statement and stays locked until the commit, so concurrent issuers queue on
 * it, and a transaction that rolls back gives its number back (no gap, no duplicate).
 */
async function nextNumber(tx: Tx, year: number) {
  const [row] = await queryRows<{ last: number }>(
    tx as unknown as Db,
    sql`insert into invoice_counters (agency, year, last) values (${agencyBilling.key}, ${year}, 1)
      on conflict (agency, year) do update set last = invoice_counters.last + 1
      returning last`,
  );
  const seq = Number(row!.last);
  return { seq, number: `${year}-${String(seq).padStart(4, "0")}` };
}

const seller = (): InvoiceParty => ({
  name: agencyBilling.name,
  address: agencyBilling.address,
  email: agencyBilling.email,
  taxId: agencyBilling.taxId,
});

async function buyerOf(tx: Tx, dealId: string | null): Promise<InvoiceParty> {
  const [brand] = dealId
    ? await tx
        .select({
          name: brands.name,
          legalName: brands.billingLegalName,
          address: brands.billingAddress,
          email: brands.billingEmail,
          taxId: brands.billingTaxId,
        })
        .from(deals)
        .innerJoin(brands, eq(brands.id, deals.brandId))
        .where(eq(deals.id, dealId))
    : [];
  if (!brand) throw AppError.conflict("no_brand", "The deal of this invoice is gone.");
  return {
    name: brand.legalName || brand.name,
    address: brand.address,
    email: brand.email,
    taxId: brand.taxId,
  };
}

/** Stamps a row as issued today: its number, dates and parties; emits `invoice.issued` (the PDF is mailed). */
async function stampIssued(tx: Tx, caller: SessionUser, row: InvoiceRow) {
  const issueDate = agencyDateNow();
  const year = Number(issueDate.slice(0, 4));
  const { seq, number } = await nextNumber(tx, year);
  await tx
    .update(invoices)
    .set({
      status: "Issued",
      agency: agencyBilling.key,
      year,
      seq,
      number,
      issueDate,
      dueDate: addDays(issueDate, row.termsDays),
      seller: seller(),
      buyer: await buyerOf(tx, row.dealId),
      issuedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(invoices.id, row.id));
  await emit(tx, "invoice.issued", {
    actor: actorOf(caller),
    invoiceId: row.id,
    number,
    dealId: row.dealId ?? "",
  });
}

/**
 * Issues a draft: from now on it never changes. Its number is allocated in this transaction; the deal moves
 * to Invoiced (from a booked stage before it); the brand's billing contact is emailed the PDF after the commit.
 */
export async function issueInvoice(db: Db, caller: SessionUser, id: string) {
  await db.transaction(async (tx) => {
    const row = await lockInvoice(tx, id);
    if (row.status !== "Draft") throw AppError.conflict("invoice_issued", "This invoice is already issued.");
    await stampIssued(tx, caller, row);
    if (row.dealId) await advanceDealByInvoice(tx, actorOf(caller), row.dealId, "Invoiced");
    await announceInvoices(tx, row.dealId);
  });
  return readInvoice(db, id);
}

/** Voids an issued invoice nothing was paid or credited on (it keeps its number: no gap). */
export async function voidInvoice(db: Db, id: string) {
  await db.transaction(async (tx) => {
    const row = await lockInvoice(tx, id);
    if (row.status !== "Issued" || row.paidMinor > 0 || row.creditedMinor > 0 || row.kind !== "invoice")
      throw AppError.conflict(
        "cannot_void",
        "Only an issued invoice with no payment or credit is voided; credit it instead.",
      );
    await tx.update(invoices).set({ status: "Void", updatedAt: sql`now()` }).where(eq(invoices.id, id));
    await announceInvoices(tx, row.dealId);
  });
  return readInvoice(db, id);
}

/**
 * A credit note against an issued invoice: a new invoice of its own number, taxed at the invoice's rate,
 * issued at once; never more than is still due. The invoice's credited amount rises in the same transaction
 * (its status follows: Paid when nothing is left).
 */
export async function creditInvoice(
  db: Db,
  caller: SessionUser,
  id: string,
  input: CreditNoteInput,
  settle: (tx: Tx, row: InvoiceRow) => Promise<void>,
) {
  const noteId = await db.transaction(async (tx) => {
    const row = await lockInvoice(tx, id);
    if (row.kind !== "invoice" || !["Issued", "Partially paid"].includes(row.status))
      throw AppError.conflict("cannot_credit", "Only an issued invoice with something due is credited.");
    const prices = priced(input.lines, row.taxBps, row.reverseCharge);
    if (BigInt(prices.totalMinor) > BigInt(balanceOf(row)))
      throw AppError.conflict("credit_too_large", "A credit note cannot be more than is still due.");
    const [note] = await tx
      .insert(invoices)
      .values({
        dealId: row.dealId,
        kind: "credit_note",
        creditOf: row.id,
        currency: row.currency,
        taxBps: row.taxBps,
        reverseCharge: row.reverseCharge,
        taxNote: row.taxNote,
        termsDays: row.termsDays,
        note: input.note,
        createdBy: caller.id,
        ...prices,
      })
      .returning();
    await stampIssued(tx, caller, note!);
    const [updated] = await tx
      .update(invoices)
      .set({ creditedMinor: sql`${invoices.creditedMinor} + ${prices.totalMinor}`, updatedAt: sql`now()` })
      .where(eq(invoices.id, row.id))
      .returning();
    await settle(tx, updated!);
    await announceInvoices(tx, row.dealId);
    return note!.id;
  });
  return readInvoice(db, noteId);
}

/* Reads. */

const today = () => agencyDateNow();
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

async function present(db: Db | Tx, rows: InvoiceRow[]): Promise<Invoice[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const dealIds = rows.flatMap((row) => (row.dealId ? [row.dealId] : []));
  const creditIds = rows.flatMap((row) => (row.creditOf ? [row.creditOf] : []));
  const [dealRows, payments, credited] = await Promise.all([
    dealIds.length
      ? db
          .select({
            id: deals.id,
            title: deals.title,
            stage: deals.stage,
            brandId: brands.id,
            brandName: brands.name,
          })
          .from(deals)
          .innerJoin(brands, eq(brands.id, deals.brandId))
          .where(inArray(deals.id, dealIds))
      : [],
    db
      .select({ payment: invoicePayments, by: { id: user.id, name: user.name } })
      .from(invoicePayments)
      .leftJoin(user, eq(user.id, invoicePayments.recordedBy))
      .where(inArray(invoicePayments.invoiceId, ids))
      .orderBy(invoicePayments.createdAt),
    creditIds.length
      ? db
          .select({ id: invoices.id, number: invoices.number })
          .from(invoices)
          .where(inArray(invoices.id, creditIds))
      : [],
  ]);
  const dealOf = new Map(dealRows.map((d) => [d.id, d]));
  const numberOf = new Map(credited.map((c) => [c.id, c.number]));
  const now = today();
  return rows.map((row) => {
    const deal = row.dealId ? dealOf.get(row.dealId) : undefined;
    const balance = balanceOf(row);
    const open = row.kind === "invoice" && (row.status === "Issued" || row.status === "Partially paid");
    const late = open && row.dueDate && row.dueDate < now ? daysBetween(row.dueDate, now) : null;
    return {
      id: row.id,
      deal: { id: row.dealId ?? "", title: deal?.title ?? "A deleted deal", stage: deal?.stage ?? "" },
      brand: { id: deal?.brandId ?? "", name: deal?.brandName ?? row.buyer?.name ?? "" },
      kind: row.kind as Invoice["kind"],
      creditOf: row.creditOf ? { id: row.creditOf, number: numberOf.get(row.creditOf) ?? null } : null,
      status: row.status as InvoiceStatus,
      number: row.number,
      currency: row.currency,
      lines: row.lines.map((line) => ({
        description: line.description,
        quantity: line.quantity,
        unitMinor: String(line.unitMinor),
        amountMinor: String(line.amountMinor),
      })),
      taxBps: row.taxBps,
      reverseCharge: row.reverseCharge,
      taxNote: row.taxNote,
      termsDays: row.termsDays,
      issueDate: row.issueDate,
      dueDate: row.dueDate,
      note: row.note,
      subtotalMinor: String(row.subtotalMinor),
      taxMinor: String(row.taxMinor),
      totalMinor: String(row.totalMinor),
      paidMinor: String(row.paidMinor),
      creditedMinor: String(row.creditedMinor),
      balanceMinor: row.kind === "invoice" && row.status !== "Void" && row.status !== "Draft" ? balance : "0",
      daysOverdue: late,
      seller: row.seller ?? null,
      buyer: row.buyer ?? null,
      payments: payments
        .filter((p) => p.payment.invoiceId === row.id)
        .map(({ payment, by }) => ({
          id: payment.id,
          paidOn: payment.paidOn,
          amountMinor: String(payment.amountMinor),
          method: payment.method,
          reference: payment.reference,
          recordedBy: by?.id ? { id: by.id, name: by.name } : null,
          createdAt: payment.createdAt.toISOString(),
        })),
      pdfUrl: `/api/invoices/${row.id}/pdf`,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export async function readInvoice(db: Db | Tx, id: string): Promise<Invoice> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row) throw AppError.notFound(NOT_FOUND);
  return (await present(db, [row]))[0]!;
}

/** Issued or partly paid invoices past their due date (the triage's count and the overdue list). */
export const overdueInvoices = () =>
  and(
    eq(invoices.kind, "invoice"),
    inArray(invoices.status, ["Issued", "Partially paid"]),
    sql`${invoices.dueDate} < ${today()}::date`,
  );

/** A page of invoices, newest first: of one deal, or all of them (by status, or overdue). */
export async function listInvoices(
  db: Db,
  query: z.output<typeof listInvoicesQuerySchema>,
  dealId?: string,
): Promise<Page<Invoice>> {
  const where = and(
    dealId ? eq(invoices.dealId, dealId) : undefined,
    query.status === "overdue"
      ? overdueInvoices()
      : query.status
        ? eq(invoices.status, query.status)
        : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(invoices)
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(invoices).where(where),
  ]);
  return { items: await present(db, rows), total: total?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

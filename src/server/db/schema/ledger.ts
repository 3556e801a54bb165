import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { deals } from "./deals";

/*
 * The money loop (issue 38; ADR 084). Money is integer minor units (bigint; one invoice's amounts stay under
 * MAX_MINOR, so each is a safe JavaScript number; sums are read as text). An issued invoice and a recorded
 * payment never change in place: a payment is a new row and moves the invoice's `paid_minor` in the same
 * transaction, a correction is a credit note (a new invoice row that references the first).
 */

/** The gap-free numbering: one row per agency and year, its `last` raised by the issuing transaction. */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    agency: text("agency").notNull(),
    year: integer("year").notNull(),
    last: integer("last").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agency, t.year] })],
);

export type InvoiceParty = { name: string; address: string; email: string; taxId: string };
export type InvoiceLine = { description: string; quantity: number; unitMinor: number; amountMinor: number };

export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // the deals feature refuses to delete a deal with issued invoices; a creator's account deleted with its
    // deals leaves the invoices (the agency's books), which name their lines and parties themselves
    dealId: uuid("deal_id").references(() => deals.id, { onDelete: "set null" }),
    /** invoice | credit_note */
    kind: text("kind").notNull().default("invoice"),
    creditOf: uuid("credit_of"),
    /** Draft | Issued | Partially paid | Paid | Void */
    status: text("status").notNull().default("Draft"),
    agency: text("agency").notNull().default("main"),
    year: integer("year"),
    seq: integer("seq"),
    number: text("number"),
    currency: text("currency").notNull(),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull(),
    taxBps: integer("tax_bps").notNull().default(0),
    reverseCharge: boolean("reverse_charge").notNull().default(false),
    taxNote: text("tax_note").notNull().default(""),
    termsDays: integer("terms_days").notNull().default(30),
    issueDate: date("issue_date", { mode: "string" }),
    dueDate: date("due_date", { mode: "string" }),
    note: text("note").notNull().default(""),
    subtotalMinor: bigint("subtotal_minor", { mode: "number" }).notNull(),
    taxMinor: bigint("tax_minor", { mode: "number" }).notNull(),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull(),
    paidMinor: bigint("paid_minor", { mode: "number" }).notNull().default(0),
    creditedMinor: bigint("credited_minor", { mode: "number" }).notNull().default(0),
    seller: jsonb("seller").$type<InvoiceParty>(),
    buyer: jsonb("buyer").$type<InvoiceParty>(),
    /** how many of the reminders (3, 7, 14 days past due) were sent */
    remindersSent: integer("reminders_sent").notNull().default(0),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp("issued_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("invoices_number_idx").on(t.agency, t.year, t.seq),
    index("invoices_deal_idx").on(t.dealId, t.createdAt),
    index("invoices_created_idx").on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index("invoices_open_due_idx")
      .on(t.dueDate)
      .where(sql`${t.status} in ('Issued', 'Partially paid') and ${t.kind} = 'invoice'`),
    check("invoices_settled", sql`${t.paidMinor} + ${t.creditedMinor} <= ${t.totalMinor}`),
    check("invoices_amounts", sql`${t.subtotalMinor} >= 0 and ${t.taxMinor} >= 0 and ${t.paidMinor} >= 0`),
  ],
);

export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    invoiceId: uuid("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    method: text("method").notNull(),
    reference: text("reference").notNull().default(""),
    recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("invoice_payments_invoice_idx").on(t.invoiceId, t.createdAt),
    index("invoice_payments_paid_on_idx").on(t.paidOn),
    check("invoice_payments_positive", sql`${t.amountMinor} > 0`),
  ],
);

/** A manager's default share of the commission of their creators' deals, in basis points of it. */
export const managerShares = pgTable("manager_shares", {
  managerId: text("manager_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  shareBps: integer("share_bps").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A deal's own manager share, overriding the manager's default. */
export const dealShares = pgTable("deal_shares", {
  dealId: uuid("deal_id")
    .primaryKey()
    .references(() => deals.id, { onDelete: "cascade" }),
  shareBps: integer("share_bps").notNull(),
});

/**
 * A payout to a creator or a manager: the statement lines it pays name it. Never changed once recorded.
 */
export const payouts = pgTable(
  "payouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    payeeId: text("payee_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** creator | manager */
    role: text("role").notNull(),
    currency: text("currency").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    paidOn: date("paid_on", { mode: "string" }).notNull(),
    method: text("method").notNull(),
    reference: text("reference").notNull().default(""),
    recordedBy: text("recorded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payouts_payee_idx").on(t.payeeId, t.role, t.paidOn)],
);

/**
 * A deal paid in full by its brand, split once (src/domain/ledger.ts `splitOf`): what the creator, their
 * manager and the agency get. The creator's and the manager's parts are their statements' lines, paid when a
 * payout names them.
 */
export const dealSettlements = pgTable(
  "deal_settlements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    dealId: uuid("deal_id")
      .unique("deal_settlements_deal_key")
      .references(() => deals.id, { onDelete: "set null" }),
    dealTitle: text("deal_title").notNull(),
    brandName: text("brand_name").notNull(),
    creatorId: text("creator_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    managerId: text("manager_id").references(() => user.id, { onDelete: "set null" }),
    currency: text("currency").notNull(),
    grossMinor: bigint("gross_minor", { mode: "number" }).notNull(),
    commissionBps: integer("commission_bps").notNull(),
    commissionMinor: bigint("commission_minor", { mode: "number" }).notNull(),
    creatorMinor: bigint("creator_minor", { mode: "number" }).notNull(),
    managerShareBps: integer("manager_share_bps"),
    managerMinor: bigint("manager_minor", { mode: "number" }).notNull(),
    agencyMinor: bigint("agency_minor", { mode: "number" }).notNull(),
    settledAt: timestamp("settled_at", { withTimezone: true }).notNull().defaultNow(),
    creatorPayoutId: uuid("creator_payout_id").references(() => payouts.id),
    managerPayoutId: uuid("manager_payout_id").references(() => payouts.id),
  },
  (t) => [
    index("deal_settlements_creator_idx").on(t.creatorId, t.settledAt),
    index("deal_settlements_manager_idx").on(t.managerId, t.settledAt),
    check(
      "deal_settlements_sum",
      sql`${t.creatorMinor} + ${t.managerMinor} + ${t.agencyMinor} = ${t.grossMinor}`,
    ),
  ],
);

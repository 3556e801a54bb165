import { z } from "zod";
import { CURRENCIES, MAX_COMMISSION_BPS, MAX_MINOR } from "./deals";
import { pageQuerySchema, pageSchema } from "./paging";
import { text } from "./text";

/*
 * The money loop (issue 38): invoices to brands, payments against them, the commission's split and the
 * statements that pay each creator and manager. The arithmetic is in `ledger.ts`; amounts in answers are the
 * decimal strings of integers of minor units (a sum may pass 2^53).
 */

export const INVOICE_STATUSES = ["Draft", "Issued", "Partially paid", "Paid", "Void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_KINDS = ["invoice", "credit_note"] as const;

/** Net 15, 30 or 60: the due date is the issue date plus these days. */
export const PAYMENT_TERMS = [15, 30, 60] as const;
export const PAYMENT_METHODS = ["Bank transfer", "Card", "PayPal", "Cheque", "Cash", "Other"] as const;

/** The days past due at which the brand is reminded (the default of INVOICE_REMINDER_DAYS). */
export const DEFAULT_REMINDER_DAYS = [3, 7, 14] as const;

/** A manager's share of the commission when none is set for them: 20% of it (basis points of the commission). */
export const DEFAULT_MANAGER_SHARE_BPS = 2000;

/** The statements' months: "2026-11". */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

const shortText = (max: number) =>
  text()
    .trim()
    .max(max, `At most ${max.toLocaleString("en-US")} characters`)
    .optional()
    .default("");

const minorIn = z
  .number("Enter an amount")
  .int("Amounts are whole minor units")
  .min(0, "An amount cannot be negative")
  .max(MAX_MINOR, "That amount is too large");
const bps = z
  .number("Enter a rate")
  .int("Rates are in whole basis points")
  .min(0, "A rate cannot be negative")
  .max(MAX_COMMISSION_BPS, "A rate cannot be over 100%");

/** An amount of minor units out, as the decimal string of an integer. */
const minor = () =>
  z
    .string()
    .regex(/^-?\d+$/, "An integer")
    .meta({
      description: "An amount of minor units, as the decimal string of an integer",
      example: "123405",
    });

const isoDate = z.iso.date("Enter a date");

const lineInputSchema = z.object({
  description: text("Describe the line")
    .trim()
    .min(1, "Describe the line")
    .max(500, "At most 500 characters"),
  quantity: z
    .number("Enter a quantity")
    .int("A whole quantity")
    .min(1, "At least 1")
    .max(10_000, "At most 10,000"),
  unitMinor: minorIn,
});

export const invoiceInputSchema = z
  .object({
    lines: z.array(lineInputSchema).min(1, "Add a line").max(50, "At most 50 lines"),
    taxBps: bps.optional().default(0),
    /** the buyer accounts for the tax (EU B2B): no tax is charged, and the note says so */
    reverseCharge: z.boolean().optional().default(false),
    taxNote: shortText(500),
    termsDays: z
      .union([z.literal(15), z.literal(30), z.literal(60)], "Choose Net 15, 30 or 60")
      .optional()
      .default(30),
    note: shortText(2000),
  })
  .meta({ id: "InvoiceInput" });
export type InvoiceInput = z.input<typeof invoiceInputSchema>;

/** A credit note corrects an issued invoice: its lines (taxed at the invoice's rate), never more than is due. */
export const creditNoteInputSchema = z
  .object({
    lines: z.array(lineInputSchema).min(1, "Add a line").max(50, "At most 50 lines"),
    note: shortText(2000),
  })
  .meta({ id: "CreditNoteInput" });

export const paymentInputSchema = z
  .object({
    paidOn: isoDate,
    amountMinor: minorIn.min(1, "Enter an amount"),
    method: z.enum(PAYMENT_METHODS, "Choose a method"),
    reference: shortText(200),
  })
  .meta({ id: "PaymentInput" });
export type PaymentInput = z.input<typeof paymentInputSchema>;

export const invoiceParamsSchema = z.object({ id: z.uuid("No such invoice.") });
export const listInvoicesQuerySchema = pageQuerySchema.extend({
  /** overdue: issued or partly paid, past the due date */
  status: z.enum([...INVOICE_STATUSES, "overdue"], "Unknown status").optional(),
});

const paymentSchema = z
  .object({
    id: z.string(),
    paidOn: z.string(),
    amountMinor: minor(),
    method: z.string(),
    reference: z.string(),
    recordedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "InvoicePayment" });

const partySchema = z.object({
  name: z.string(),
  address: z.string(),
  email: z.string(),
  taxId: z.string(),
});

export const invoiceSchema = z
  .object({
    id: z.string(),
    deal: z.object({ id: z.string(), title: z.string(), stage: z.string() }),
    brand: z.object({ id: z.string(), name: z.string() }),
    kind: z.enum(INVOICE_KINDS),
    /** a credit note's invoice */
    creditOf: z.object({ id: z.string(), number: z.string().nullable() }).nullable(),
    status: z.enum(INVOICE_STATUSES),
    /** "2026-0007", from the gap-free sequence of the year; null while a draft */
    number: z.string().nullable(),
    currency: z.string(),
    lines: z.array(
      z.object({
        description: z.string(),
        quantity: z.number().int(),
        unitMinor: minor(),
        amountMinor: minor(),
      }),
    ),
    taxBps: z.number().int(),
    reverseCharge: z.boolean(),
    taxNote: z.string(),
    termsDays: z.number().int(),
    issueDate: z.string().nullable(),
    dueDate: z.string().nullable(),
    note: z.string(),
    subtotalMinor: minor(),
    taxMinor: minor(),
    totalMinor: minor(),
    paidMinor: minor(),
    creditedMinor: minor(),
    balanceMinor: minor(),
    /** days past the due date while something is due; null otherwise */
    daysOverdue: z.number().int().nullable(),
    /** the agency and the brand as the invoice names them (copied when it was issued) */
    seller: partySchema.nullable(),
    buyer: partySchema.nullable(),
    payments: z.array(paymentSchema),
    pdfUrl: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "Invoice" });
export type Invoice = z.infer<typeof invoiceSchema>;
export const invoicePageSchema = pageSchema(invoiceSchema, "InvoicePage");

/* The commission's split. */

export const shareInputSchema = z
  .object({
    /** basis points of the commission the manager takes; null (a deal's): the manager's default */
    shareBps: bps.nullable(),
  })
  .meta({ id: "ShareInput" });
export const managerShareSchema = z
  .object({ managerId: z.string(), shareBps: z.number().int(), isDefault: z.boolean() })
  .meta({ id: "ManagerShare" });
export const dealSplitSchema = z
  .object({
    dealId: z.string(),
    managerId: z.string().nullable(),
    /** the deal's own share, or null when the manager's default applies */
    overrideBps: z.number().int().nullable(),
    shareBps: z.number().int(),
    /** the split of the deal's value as it stands (of what is invoiced once it is paid) */
    currency: z.string(),
    grossMinor: minor(),
    commissionMinor: minor(),
    creatorMinor: minor(),
    managerMinor: minor(),
    agencyMinor: minor(),
    /** the fraction of a minor unit of the manager's exact share that the agency keeps: "0", "0.5" */
    remainderMinor: z.string(),
  })
  .meta({ id: "DealSplit" });
export type DealSplit = z.infer<typeof dealSplitSchema>;

/* Statements and payouts. */

export const PAYEE_ROLES = ["creator", "manager"] as const;
export type PayeeRole = (typeof PAYEE_ROLES)[number];

export const statementQuerySchema = z.object({
  /** omitted: the caller */
  payeeId: text().min(1).max(100).optional(),
  role: z.enum(PAYEE_ROLES, "Creator or manager").optional().default("creator"),
  /** omitted: this month on the agency's clock */
  month: z.string().regex(MONTH_PATTERN, "A month like 2026-11").optional(),
});

export const payoutInputSchema = z
  .object({
    payeeId: text("Choose who is paid").min(1, "Choose who is paid").max(100),
    role: z.enum(PAYEE_ROLES, "Creator or manager"),
    currency: z.enum(CURRENCIES, "Choose a currency"),
    /** what is owed, as the manager saw it: refused (409) when it is no longer what is owed */
    amountMinor: minorIn.min(1, "Nothing is owed"),
    paidOn: isoDate,
    method: z.enum(PAYMENT_METHODS, "Choose a method"),
    reference: shortText(200),
  })
  .meta({ id: "PayoutInput" });
export type PayoutInput = z.input<typeof payoutInputSchema>;

const payoutSchema = z
  .object({
    id: z.string(),
    currency: z.string(),
    amountMinor: minor(),
    paidOn: z.string(),
    method: z.string(),
    reference: z.string(),
    lines: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: "Payout" });
export type Payout = z.infer<typeof payoutSchema>;

export const statementSchema = z
  .object({
    payee: z.object({ id: z.string(), name: z.string() }),
    role: z.enum(PAYEE_ROLES),
    month: z.string(),
    timeZone: z.string(),
    /** each deal paid by its brand this month */
    lines: z.array(
      z.object({
        dealId: z.string(),
        dealTitle: z.string(),
        brandName: z.string(),
        settledAt: z.string(),
        currency: z.string(),
        grossMinor: minor(),
        commissionMinor: minor(),
        /** the creator's net, or the manager's share */
        amountMinor: minor(),
        paid: z.boolean(),
      }),
    ),
    payouts: z.array(payoutSchema),
    /** per currency: earned this month, paid out this month, owed now (of every month) */
    totals: z.array(
      z.object({
        currency: z.string(),
        earnedMinor: minor(),
        paidOutMinor: minor(),
        owedMinor: minor(),
      }),
    ),
  })
  .meta({ id: "Statement" });
export type Statement = z.infer<typeof statementSchema>;

/** Where managers work a deal's invoices, and where the overdue ones are listed. */
export const OVERDUE_INVOICES_HREF = "/talent-dashboard/invoices?status=overdue";

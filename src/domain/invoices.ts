import { z } from "zod";
import { CURRENCIES, MAX_COMMISSION_BPS, MAX_MINOR, parseMoney, parseRate } from "./deals";
import { pageQuerySchema, pageSchema } from "./paging";
import { text } from "./text";

/*
 * The money loop (issue 38): invoices to brands, payments against them, the commission's split and the
 * statements that pay each creator and manager. The arithmetic is in `ledger.ts`; amounts in answers are the
 * decimal strings of integers of minor units (a sum may pass 2^53).
 */

export const INVOICE_STATUSES = ["Draft", "Issued", "Partially paid", "Paid", "Void"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
const INVOICE_KINDS = ["invoice", "credit_note"] as const;

export const PAYMENT_METHODS = ["Bank transfer", "Card", "PayPal", "Cheque", "Cash", "Other"] as const;

/** The days past due at which the brand is reminded (the default of INVOICE_REMINDER_DAYS). */
export const DEFAULT_REMINDER_DAYS = [3, 7, 14] as const;

/** A manager's share of the commission when none is set for them: 20% of it (basis points of the commission). */
export const DEFAULT_MANAGER_SHARE_BPS = 2000;

/** The statements' months: "2026-11". */
const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

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
    /** Net 15, 30 or 60: the due date is the issue date plus these days */
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
export type CreditNoteInput = z.input<typeof creditNoteInputSchema>;

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

const PAYEE_ROLES = ["creator", "manager"] as const;
export type PayeeRole = (typeof PAYEE_ROLES)[number];

export const statementQuerySchema = z.object({
  /** omitted: the caller */
  payeeId: text().min(1).max(100).optional(),
  /** omitted: a manager's own share without `payeeId`, else a creator's */
  role: z.enum(PAYEE_ROLES, "Creator or manager").optional(),
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

/* The forms: what people type, read into the bodies above (the same schemas the server takes). */

const amountProblem = (currency: string) =>
  currency === "JPY" || currency === "KRW"
    ? "Enter an amount in whole units, like 1200"
    : "Enter an amount, like 1200.50";

/** `body` read by the server's schema, its problems added to the form's at their fields. */
function checked<T extends z.ZodType>(ctx: z.RefinementCtx, schema: T, body: unknown): z.output<T> {
  const parsed = schema.safeParse(body);
  // the body's amounts are the form's typed prices
  const named = (key: PropertyKey) =>
    key === "amountMinor" ? "amount" : key === "unitMinor" ? "unitPrice" : key;
  for (const issue of parsed.error?.issues ?? [])
    ctx.addIssue({
      code: "custom",
      path: issue.path.map(named) as (string | number)[],
      message: issue.message,
    });
  return parsed.data ?? z.NEVER;
}

/** The New invoice form: its lines, the tax rate as a percentage and the terms as typed; `currency` the deal's. */
export const invoiceFormSchema = z
  .object({
    currency: z.string(),
    lines: z.array(z.object({ description: z.string(), quantity: z.string(), unitPrice: z.string() })),
    taxRate: z.string(),
    reverseCharge: z.boolean(),
    taxNote: z.string(),
    termsDays: z.enum(["15", "30", "60"]),
    note: z.string(),
  })
  .transform((form, ctx) => {
    const lines = form.lines.map((line, i) => {
      const unitMinor = parseMoney(line.unitPrice, form.currency);
      if (unitMinor === null)
        ctx.addIssue({
          code: "custom",
          message: amountProblem(form.currency),
          path: ["lines", i, "unitPrice"],
        });
      const quantity = /^\d+$/.test(line.quantity.trim()) ? Number(line.quantity) : Number.NaN;
      if (!Number.isSafeInteger(quantity) || quantity < 1)
        ctx.addIssue({
          code: "custom",
          message: "A whole quantity, at least 1",
          path: ["lines", i, "quantity"],
        });
      return { description: line.description, quantity, unitMinor: unitMinor ?? 0 };
    });
    const taxBps = form.taxRate.trim() === "" ? 0 : parseRate(form.taxRate);
    if (taxBps === null)
      ctx.addIssue({
        code: "custom",
        message: "Enter a percentage from 0 to 100, like 20",
        path: ["taxRate"],
      });
    return checked(ctx, invoiceInputSchema, {
      lines,
      taxBps: taxBps ?? 0,
      reverseCharge: form.reverseCharge,
      taxNote: form.taxNote,
      termsDays: Number(form.termsDays),
      note: form.note,
    });
  });
export type InvoiceForm = z.input<typeof invoiceFormSchema>;

/** The Record payment form: the amount as typed in the invoice's currency. */
export const paymentFormSchema = z
  .object({
    currency: z.string(),
    amount: z.string(),
    paidOn: z.string(),
    method: z.string(),
    reference: z.string(),
  })
  .transform((form, ctx) => {
    const amountMinor = parseMoney(form.amount, form.currency);
    if (amountMinor === null)
      ctx.addIssue({ code: "custom", message: amountProblem(form.currency), path: ["amount"] });
    return checked(ctx, paymentInputSchema, {
      paidOn: form.paidOn,
      amountMinor: amountMinor ?? 0,
      method: form.method,
      reference: form.reference,
    });
  });
export type PaymentForm = z.input<typeof paymentFormSchema>;

/** The Record payout form: the date, the method, a reference (the amount is what is owed, shown). */
export const payoutFormSchema = z.object({
  paidOn: isoDate,
  method: z.enum(PAYMENT_METHODS, "Choose a method"),
  reference: shortText(200),
});
export type PayoutForm = z.input<typeof payoutFormSchema>;

/* The revenue page's money loop (issue 38, item 4): receivables, cash, commission, payable; one currency. */

export const RECEIVABLE_AGES = ["0-30", "31-60", "61-90", "90+"] as const;

export const ledgerReportQuerySchema = z.object({
  /** omitted: the currency with the most invoiced */
  currency: z.enum(CURRENCIES, "Unknown currency").optional(),
});

export const ledgerReportSchema = z
  .object({
    currency: z.string(),
    /** the currencies invoiced or settled in, the most invoiced first: the switch */
    currencies: z.array(z.string()),
    receivables: z.object({
      /** due on issued and partly paid invoices */
      issuedMinor: minor(),
      /** of which past the due date */
      overdueMinor: minor(),
      /** what is due, by days since the invoice was issued */
      ages: z.array(z.object({ age: z.enum(RECEIVABLE_AGES), dueMinor: minor() })),
    }),
    /** payments received per month (the agency's clock), oldest first, the last 12 */
    cash: z.array(z.object({ month: z.string(), receivedMinor: minor() })),
    commission: z.object({
      /** of the deals paid in full, all time: the agency's part, and each manager's */
      agencyMinor: minor(),
      managers: z.array(z.object({ id: z.string(), name: z.string(), shareMinor: minor() })),
    }),
    payable: z.object({
      /** what the brands paid that is not yet paid out to the creators, and to the managers */
      creatorsMinor: minor(),
      managersMinor: minor(),
    }),
  })
  .meta({ id: "LedgerReport" });
export type LedgerReport = z.infer<typeof ledgerReportSchema>;

/** The share dialogs: a percentage of the commission as typed; blank resets it (to the manager's default). */
export const shareFormSchema = z.object({ share: z.string() }).transform((form, ctx) => {
  const typed = form.share.trim();
  if (!typed) return { shareBps: null };
  const bps = parseRate(typed);
  if (bps === null)
    ctx.addIssue({ code: "custom", message: "Enter a percentage from 0 to 100, like 20", path: ["share"] });
  return { shareBps: bps ?? z.NEVER };
});
export type ShareForm = z.input<typeof shareFormSchema>;

/** The Credit note form: one line (what is taken off, and its amount before tax) and a note. */
export const creditNoteFormSchema = z
  .object({ currency: z.string(), description: z.string(), amount: z.string(), note: z.string() })
  .transform((form, ctx) => {
    const unitMinor = parseMoney(form.amount, form.currency);
    if (unitMinor === null)
      ctx.addIssue({ code: "custom", message: amountProblem(form.currency), path: ["amount"] });
    const parsed = creditNoteInputSchema.safeParse({
      lines: [{ description: form.description, quantity: 1, unitMinor: unitMinor ?? 0 }],
      note: form.note,
    });
    for (const issue of parsed.error?.issues ?? [])
      ctx.addIssue({
        code: "custom",
        message: issue.message,
        path: [
          issue.path.at(-1) === "unitMinor"
            ? "amount"
            : issue.path.at(-1) === "note"
              ? "note"
              : "description",
        ],
      });
    return parsed.data ?? z.NEVER;
  });
export type CreditNoteForm = z.input<typeof creditNoteFormSchema>;

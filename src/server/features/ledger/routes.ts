import { createRoute, z } from "@hono/zod-openapi";
import { managerParamsSchema } from "~/domain/availability";
import { agencyDateNow } from "~/domain/clock";
import { dealParamsSchema, managesDeals } from "~/domain/deals";
import {
  creditNoteInputSchema,
  dealSplitSchema,
  invoiceInputSchema,
  invoicePageSchema,
  invoiceParamsSchema,
  invoiceSchema,
  ledgerReportQuerySchema,
  ledgerReportSchema,
  listInvoicesQuerySchema,
  managerShareSchema,
  paymentInputSchema,
  payoutInputSchema,
  shareInputSchema,
  statementQuerySchema,
  statementSchema,
} from "~/domain/invoices";
import { pageQuerySchema } from "~/domain/paging";
import { requireUser, signedIn, withRole } from "../../auth/guards";
import {
  cachedContent,
  errorResponse,
  jsonBody,
  jsonContent,
  managerErrors,
  security,
  signedInErrors,
} from "../../lib/openapi";
import { freshJson } from "../../lib/page-cache";
import { createRouter } from "../../lib/router";
import {
  createDraft,
  creditInvoice,
  deleteDraft,
  issueInvoice,
  listInvoices,
  readInvoice,
  updateDraft,
  voidInvoice,
} from "./invoices";
import { invoiceFileName, invoicePdf, statementPdf } from "./mail";
import {
  readDealSplit,
  readManagerShare,
  recordPayment,
  settleInvoice,
  writeDealShare,
  writeManagerShare,
} from "./money";
import { ledgerReport, ledgerReportCsv } from "./report";
import { readStatement, recordPayout, statementCsv, statementScope } from "./statements";

/* The money loop (issue 38): invoices and payments, the commission's split, statements and payouts. */

const managers = { security: security.session, middleware: [withRole(managesDeals)] };
const invoiceTags = ["Invoices"];
const noInvoice = { 404: errorResponse("No such invoice") };
const noDeal = { 404: errorResponse("No such deal") };
const pdf = (description: string) => ({
  description,
  content: { "application/pdf": { schema: z.string().meta({ format: "binary" }) } },
});

const dealInvoicesRoute = createRoute({
  ...managers,
  method: "get",
  path: "/deals/{id}/invoices",
  operationId: "listDealInvoices",
  summary: "A page of a deal's invoices and credit notes, newest first (managers)",
  tags: invoiceTags,
  request: { params: dealParamsSchema, query: pageQuerySchema },
  responses: {
    ...cachedContent(invoicePageSchema, "A page of invoices"),
    400: errorResponse("Malformed id or query"),
    ...managerErrors,
  },
});

const createInvoiceRoute = createRoute({
  ...managers,
  method: "post",
  path: "/deals/{id}/invoices",
  operationId: "createInvoice",
  summary: "A draft invoice of a deal, in its currency (managers; the deal Contracted or later)",
  tags: invoiceTags,
  request: { params: dealParamsSchema, body: jsonBody(invoiceInputSchema) },
  responses: {
    201: jsonContent(invoiceSchema, "The draft"),
    400: errorResponse("Malformed id or body (see `fields`)"),
    ...managerErrors,
    ...noDeal,
    409: errorResponse("The deal is not contracted yet"),
  },
});

const listInvoicesRoute = createRoute({
  ...managers,
  method: "get",
  path: "/invoices",
  operationId: "listInvoices",
  summary: "A page of every invoice, newest first, by status or overdue (managers)",
  tags: invoiceTags,
  request: { query: listInvoicesQuerySchema },
  responses: {
    ...cachedContent(invoicePageSchema, "A page of invoices"),
    400: errorResponse("Invalid query"),
    ...managerErrors,
  },
});

const readInvoiceRoute = createRoute({
  ...managers,
  method: "get",
  path: "/invoices/{id}",
  operationId: "getInvoice",
  summary: "An invoice with its payments (managers)",
  tags: invoiceTags,
  request: { params: invoiceParamsSchema },
  responses: {
    200: jsonContent(invoiceSchema, "The invoice"),
    400: errorResponse("Malformed id"),
    ...managerErrors,
    ...noInvoice,
  },
});

const updateInvoiceRoute = createRoute({
  ...managers,
  method: "put",
  path: "/invoices/{id}",
  operationId: "updateInvoice",
  summary: "Replace a draft's lines and terms (managers); an issued invoice never changes (409)",
  tags: invoiceTags,
  request: { params: invoiceParamsSchema, body: jsonBody(invoiceInputSchema) },
  responses: {
    200: jsonContent(invoiceSchema, "The draft"),
    400: errorResponse("Malformed id or body (see `fields`)"),
    ...managerErrors,
    ...noInvoice,
    409: errorResponse("Issued: correct it with a credit note"),
  },
});

const deleteInvoiceRoute = createRoute({
  ...managers,
  method: "delete",
  path: "/invoices/{id}",
  operationId: "deleteInvoice",
  summary: "Delete a draft (managers); an issued invoice is kept (409)",
  tags: invoiceTags,
  request: { params: invoiceParamsSchema },
  responses: {
    204: { description: "Deleted" },
    400: errorResponse("Malformed id"),
    ...managerErrors,
    ...noInvoice,
    409: errorResponse("Issued: void or credit it instead"),
  },
});

const issueRoute = createRoute({
  ...managers,
  method: "post",
  path: "/invoices/{id}/issue",
  operationId: "issueInvoice",
  summary: "Issue a draft: its number, dates and parties; the deal to Invoiced; the PDF emailed (managers)",
  description:
    "The number is the next of the agency's gap-free sequence of the year (`2026-0007`), allocated in the issuing transaction: of 20 issued at once, 20 consecutive numbers. The invoice never changes after. A deal at Contracted, In production or Delivered moves to Invoiced. After the commit the PDF is emailed to the brand's billing contact through the outbox.",
  tags: invoiceTags,
  request: { params: invoiceParamsSchema },
  responses: {
    200: jsonContent(invoiceSchema, "The issued invoice"),
    400: errorResponse("Malformed id"),
    ...managerErrors,
    ...noInvoice,
    409: errorResponse("Already issued"),
  },
});

const voidRoute = createRoute({
  ...managers,
  method: "post",
  path: "/invoices/{id}/void",
  operationId: "voidInvoice",
  summary: "Void an issued invoice nothing was paid or credited on; it keeps its number (managers)",
  tags: invoiceTags,
  request: { params: invoiceParamsSchema },
  responses: {
    200: jsonContent(invoiceSchema, "The void invoice"),
    400: errorResponse("Malformed id"),
    ...managerErrors,
    ...noInvoice,
    409: errorResponse("Not issued, or paid or credited in part: credit it instead"),
  },
});

const creditRoute = createRoute({
  ...managers,
  method: "post",
  path: "/invoices/{id}/credit-notes",
  operationId: "creditInvoice",
  summary: "Issue a credit note against an issued invoice, at its tax rate, at most what is due (managers)",
  tags: invoiceTags,
  request: { params: invoiceParamsSchema, body: jsonBody(creditNoteInputSchema) },
  responses: {
    201: jsonContent(invoiceSchema, "The credit note, issued"),
    400: errorResponse("Malformed id or body (see `fields`)"),
    ...managerErrors,
    ...noInvoice,
    409: errorResponse("Not an issued invoice with something due, or more than is due"),
  },
});

const pdfRoute = createRoute({
  ...managers,
  method: "get",
  path: "/invoices/{id}/pdf",
  operationId: "getInvoicePdf",
  summary: "The invoice's PDF (A4), drawn off the event loop (managers)",
  tags: invoiceTags,
  request: { params: invoiceParamsSchema },
  responses: {
    200: pdf("The PDF, as an attachment"),
    400: errorResponse("Malformed id"),
    ...managerErrors,
    ...noInvoice,
  },
});

const paymentRoute = createRoute({
  ...managers,
  method: "post",
  path: "/invoices/{id}/payments",
  operationId: "recordPayment",
  summary: "Record a payment of an issued invoice: partial or final, never more than is due (managers)",
  description:
    "All or nothing, with the invoice's row locked: the payment, the invoice's paid amount and status (Partially paid, Paid) and, when none of the deal's invoices has anything due, the deal's commission split and its move to Paid. Two managers recording the last payment at once: one 201, the other 409 `overpayment` (one Paid).",
  tags: invoiceTags,
  request: { params: invoiceParamsSchema, body: jsonBody(paymentInputSchema) },
  responses: {
    201: jsonContent(invoiceSchema, "The invoice, with the payment"),
    400: errorResponse("Malformed id or body (see `fields`)"),
    ...managerErrors,
    ...noInvoice,
    409: errorResponse("More than is due (`balanceMinor`), or not an issued invoice"),
  },
});

const splitTags = ["Statements"];

const readManagerShareRoute = createRoute({
  ...managers,
  method: "get",
  path: "/managers/{id}/commission-share",
  operationId: "getManagerShare",
  summary: "A manager's default share of the commission of their creators' deals (managers)",
  tags: splitTags,
  request: { params: managerParamsSchema },
  responses: {
    200: jsonContent(managerShareSchema, "The share"),
    400: errorResponse("Malformed id"),
    ...managerErrors,
    404: errorResponse("No such manager"),
  },
});

const writeManagerShareRoute = createRoute({
  ...managers,
  method: "put",
  path: "/managers/{id}/commission-share",
  operationId: "setManagerShare",
  summary: "Set (or with null, reset) a manager's default share of the commission (managers)",
  tags: splitTags,
  request: { params: managerParamsSchema, body: jsonBody(shareInputSchema) },
  responses: {
    200: jsonContent(managerShareSchema, "The share"),
    400: errorResponse("Malformed id or body"),
    ...managerErrors,
    404: errorResponse("No such manager"),
  },
});

const readSplitRoute = createRoute({
  ...managers,
  method: "get",
  path: "/deals/{id}/split",
  operationId: "getDealSplit",
  summary: "A deal's commission split: creator, manager, agency and the remainder (managers)",
  tags: splitTags,
  request: { params: dealParamsSchema },
  responses: {
    200: jsonContent(dealSplitSchema, "The split"),
    400: errorResponse("Malformed id"),
    ...managerErrors,
    ...noDeal,
  },
});

const writeSplitRoute = createRoute({
  ...managers,
  method: "put",
  path: "/deals/{id}/split",
  operationId: "setDealSplit",
  summary: "Override (or with null, reset) the manager's share on one deal (managers)",
  tags: splitTags,
  request: { params: dealParamsSchema, body: jsonBody(shareInputSchema) },
  responses: {
    200: jsonContent(dealSplitSchema, "The split"),
    400: errorResponse("Malformed id or body"),
    ...managerErrors,
    ...noDeal,
  },
});

const statementDescription =
  "A creator reads their own (a payee id of anyone else: 404); a manager anyone's, a creator's or a manager's; other staff 403.";

const statementRoute = createRoute({
  security: security.session,
  middleware: [signedIn] as const,
  method: "get",
  path: "/statements",
  operationId: "getStatement",
  summary: "A monthly statement: the deals paid that month, the payouts, what is owed now",
  description: statementDescription,
  tags: splitTags,
  request: { query: statementQuerySchema },
  responses: {
    ...cachedContent(statementSchema, "The statement"),
    400: errorResponse("Invalid query"),
    ...signedInErrors,
    403: errorResponse("Staff other than managers have no statements"),
    404: errorResponse("No such statement, or not yours"),
  },
});

const statementPdfRoute = createRoute({
  security: security.session,
  middleware: [signedIn] as const,
  method: "get",
  path: "/statements/pdf",
  operationId: "getStatementPdf",
  summary: "A monthly statement as a PDF",
  description: statementDescription,
  tags: splitTags,
  request: { query: statementQuerySchema },
  responses: {
    200: pdf("The PDF, as an attachment"),
    400: errorResponse("Invalid query"),
    ...signedInErrors,
    403: errorResponse("Staff other than managers have no statements"),
    404: errorResponse("No such statement, or not yours"),
  },
});

const statementCsvRoute = createRoute({
  security: security.session,
  middleware: [signedIn] as const,
  method: "get",
  path: "/statements/csv",
  operationId: "getStatementCsv",
  summary: "A monthly statement as CSV",
  description: statementDescription,
  tags: splitTags,
  request: { query: statementQuerySchema },
  responses: {
    200: { description: "The CSV file", content: { "text/csv": { schema: z.string() } } },
    400: errorResponse("Invalid query"),
    ...signedInErrors,
    403: errorResponse("Staff other than managers have no statements"),
    404: errorResponse("No such statement, or not yours"),
  },
});

const payoutRoute = createRoute({
  ...managers,
  method: "post",
  path: "/payouts",
  operationId: "recordPayout",
  summary: "Record a payout of everything owed to a creator or a manager in a currency (managers)",
  description:
    "`amountMinor` is what the manager saw owed: refused (409 `owed_changed`, with `owedMinor`) when it no longer is. The unpaid lines are locked and marked paid in the same transaction: two managers paying at once, one payout.",
  tags: splitTags,
  request: { body: jsonBody(payoutInputSchema) },
  responses: {
    201: jsonContent(
      z.object({ payoutId: z.string(), statement: statementSchema }).meta({ id: "PayoutRecorded" }),
      "The payout, and the statement of its month",
    ),
    400: errorResponse("Malformed body (see `fields`)"),
    ...managerErrors,
    409: errorResponse("Nothing is owed, or what is owed has changed"),
  },
});

const reportRoute = createRoute({
  ...managers,
  method: "get",
  path: "/revenue/ledger",
  operationId: "getLedgerReport",
  summary:
    "Receivables by age, cash per month, commission by agency and manager, payable: one currency (managers)",
  description:
    "Every figure of one currency (the one asked for, else the most invoiced) from one aggregated query: what is due on issued invoices, overdue, and by days since issue (0-30, 31-60, 61-90, 90+); payments received per month for 12 months on the agency's clock; the agency's and each manager's commission of the deals paid in full; what is owed to creators and managers.",
  tags: ["Revenue"],
  request: { query: ledgerReportQuerySchema },
  responses: {
    ...cachedContent(ledgerReportSchema, "The figures"),
    400: errorResponse("Unknown currency"),
    ...managerErrors,
  },
});

const reportCsvRoute = createRoute({
  ...managers,
  method: "get",
  path: "/revenue/ledger.csv",
  operationId: "exportLedgerReport",
  summary: "The receivables, cash, commission and payable figures of every currency as a CSV file (managers)",
  tags: ["Revenue"],
  responses: {
    200: { description: "The CSV file", content: { "text/csv": { schema: z.string() } } },
    ...managerErrors,
  },
});

const attachment = (name: string, type: string) => ({
  "content-type": type,
  "content-disposition": `attachment; filename="${name}"`,
  "cache-control": "private, no-store",
});

export const ledgerRoutes = createRouter()
  .openapi(dealInvoicesRoute, async (c) => {
    const { id } = c.req.valid("param");
    const query = c.req.valid("query");
    return freshJson(c, () => listInvoices(c.var.deps.db, query, id));
  })
  .openapi(createInvoiceRoute, async (c) =>
    c.json(
      await createDraft(c.var.deps.db, requireUser(c), c.req.valid("param").id, c.req.valid("json")),
      201,
    ),
  )
  .openapi(listInvoicesRoute, async (c) => {
    const query = c.req.valid("query");
    return freshJson(c, () => listInvoices(c.var.deps.db, query));
  })
  .openapi(readInvoiceRoute, async (c) =>
    c.json(await readInvoice(c.var.deps.db, c.req.valid("param").id), 200),
  )
  .openapi(updateInvoiceRoute, async (c) =>
    c.json(await updateDraft(c.var.deps.db, c.req.valid("param").id, c.req.valid("json")), 200),
  )
  .openapi(deleteInvoiceRoute, async (c) => {
    await deleteDraft(c.var.deps.db, c.req.valid("param").id);
    return c.body(null, 204);
  })
  .openapi(issueRoute, async (c) => {
    const issued = await issueInvoice(c.var.deps.db, requireUser(c), c.req.valid("param").id);
    c.var.deps.kickOutbox?.();
    return c.json(issued, 200);
  })
  .openapi(voidRoute, async (c) => c.json(await voidInvoice(c.var.deps.db, c.req.valid("param").id), 200))
  .openapi(creditRoute, async (c) => {
    const caller = requireUser(c);
    const note = await creditInvoice(
      c.var.deps.db,
      caller,
      c.req.valid("param").id,
      c.req.valid("json"),
      (tx, row) => settleInvoice(tx, caller, row),
    );
    c.var.deps.kickOutbox?.();
    return c.json(note, 201);
  })
  .openapi(pdfRoute, async (c) => {
    const invoice = await readInvoice(c.var.deps.db, c.req.valid("param").id);
    const bytes = await invoicePdf(invoice);
    return c.body(
      bytes as Uint8Array<ArrayBuffer>,
      200,
      attachment(invoiceFileName(invoice), "application/pdf"),
    );
  })
  .openapi(paymentRoute, async (c) =>
    c.json(
      await recordPayment(c.var.deps.db, requireUser(c), c.req.valid("param").id, c.req.valid("json")),
      201,
    ),
  )
  .openapi(readManagerShareRoute, async (c) =>
    c.json(await readManagerShare(c.var.deps.db, c.req.valid("param").id), 200),
  )
  .openapi(writeManagerShareRoute, async (c) =>
    c.json(
      await writeManagerShare(c.var.deps.db, c.req.valid("param").id, c.req.valid("json").shareBps),
      200,
    ),
  )
  .openapi(readSplitRoute, async (c) =>
    c.json(await readDealSplit(c.var.deps.db, c.req.valid("param").id), 200),
  )
  .openapi(writeSplitRoute, async (c) =>
    c.json(await writeDealShare(c.var.deps.db, c.req.valid("param").id, c.req.valid("json").shareBps), 200),
  )
  .openapi(statementRoute, async (c) => {
    const query = c.req.valid("query");
    const scope = statementScope(requireUser(c), query);
    return freshJson(c, () => readStatement(c.var.deps.db, scope, query.month));
  })
  .openapi(statementPdfRoute, async (c) => {
    const query = c.req.valid("query");
    const statement = await readStatement(c.var.deps.db, statementScope(requireUser(c), query), query.month);
    const bytes = await statementPdf(statement);
    return c.body(
      bytes as Uint8Array<ArrayBuffer>,
      200,
      attachment(`statement-${statement.month}.pdf`, "application/pdf"),
    );
  })
  .openapi(statementCsvRoute, async (c) => {
    const query = c.req.valid("query");
    const statement = await readStatement(c.var.deps.db, statementScope(requireUser(c), query), query.month);
    return c.body(
      statementCsv(statement),
      200,
      attachment(`statement-${statement.month}.csv`, "text/csv; charset=utf-8"),
    );
  })
  .openapi(payoutRoute, async (c) =>
    c.json(await recordPayout(c.var.deps.db, requireUser(c), c.req.valid("json")), 201),
  )
  .openapi(reportRoute, async (c) => {
    const { currency } = c.req.valid("query");
    return freshJson(c, () => ledgerReport(c.var.deps.db, currency));
  })
  .openapi(reportCsvRoute, async (c) =>
    c.body(
      await ledgerReportCsv(c.var.deps.db),
      200,
      attachment(`money-${agencyDateNow()}.csv`, "text/csv; charset=utf-8"),
    ),
  );

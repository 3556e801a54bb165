/* The money loop's parts other features' screens show (issue 38). */
export { useStatementLive } from "./api";
export { DealInvoices, DealSplitCard } from "./invoices-panel";
export { StatementView } from "./statement-view";

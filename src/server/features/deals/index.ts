/*
 * Brand deals as other features reach them (issue 33): the people a meeting can be booked with (a deal's
 * brand contacts), and the pipeline's live announcement (the revenue seed writes deals); issue 38: its
 * moves by its invoices.
 */
export { announceDeal } from "./access";
export { advanceDealByInvoice } from "./deals-write";
export { listDealPeople } from "./people";

/*
 * Brand deals as other features reach them (issue 33): the people a meeting can be booked with (a deal's
 * brand contacts), and the pipeline's live announcement (the revenue seed writes deals); issue 38: the deal
 * a manager may see, and its moves by its invoices.
 */
export { announceDeal, findVisibleDeal, requireDealManager } from "./access";
export { advanceDealByInvoice } from "./deals-write";
export { listDealPeople } from "./people";

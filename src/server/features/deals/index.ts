/*
 * Brand deals as other features reach them (issue 33): the people a meeting can be booked with (a deal's
 * brand contacts), the pipeline's live announcement (the revenue seed writes deals), what a sealed
 * contract does to its deal (issue 37), and its moves by its invoices (issue 38).
 */
export { announceDeal, factsOf } from "./access";
export { attachDealDocument, dealDocumentKey, moveDealOnContract } from "./contracted";
export { advanceDealByInvoice } from "./deals-write";
export { listDealPeople } from "./people";

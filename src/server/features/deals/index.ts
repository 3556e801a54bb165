/*
 * Brand deals as other features reach them (issue 33): the people a meeting can be booked with (a deal's
 * brand contacts), the pipeline's live announcement (the revenue seed writes deals), and what a sealed
 * contract does to its deal (issue 37).
 */
export { announceDeal, factsOf } from "./access";
export { attachDealDocument, dealDocumentKey, moveDealOnContract } from "./contracted";
export { listDealPeople } from "./people";

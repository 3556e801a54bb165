/* The deals feature as other features reach it (issue 33: through its index, never its files). */
export { DueDate } from "./deliverables-table";
export { useCreatorDealSummary, useCreatorDealsLive } from "./work-api";

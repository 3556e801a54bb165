// issue 38: the statements page picks its creator or manager as the deal form does
export { useDealPeople } from "./api";
export { DueDate } from "./deliverables-table";
export { Picker } from "./picker";
export { useCreatorDealSummary, useCreatorDealsLive, useDeliverables } from "./work-api";

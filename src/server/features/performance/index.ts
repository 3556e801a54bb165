/* Creator performance as other features reach it (issue 33): a creator's channel totals, for the media kit. */
export { channelTotals } from "./service";

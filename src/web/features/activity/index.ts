/* The activity feature as other features reach it (issue 33: through its index, never its files). */
export { historyKeys } from "./api";
export { Timeline } from "./timeline";

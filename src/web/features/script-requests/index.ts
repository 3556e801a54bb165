/* The script-requests feature as other features reach it (issue 33: through its index, never its files). */
export { useOwnScriptRequests, useOwnScriptRequestsLive } from "./api";

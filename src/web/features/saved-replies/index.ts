/* The saved-replies feature as other features reach it (issue 33: through its index, never its files). */
export { useSavedReplies } from "./api";

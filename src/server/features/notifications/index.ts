/*
 * The notifications feature as other features reach it (issue 33: a feature reaches another only through its
 * index). `notify` tells people of a change: in-app, live, and by email after the grouping window, as each
 * chose. A feature calls it from its subscribers to its own domain events, after the commit (ADR 076); the
 * work items' notices are this feature's own subscriber (`subscribers.ts`).
 */
export { notify } from "./notify";

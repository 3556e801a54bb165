/*
 * The roster as other features reach it (issue 33): who a creator's talent manager is, and whom to tell of a
 * creator's work. Its writes (requests, assignments) and the last contact are its own business; the last
 * contact follows the events that carry a `contact` (`subscribers.ts`).
 */
export { managerOfCreator, managersToTell } from "./service";

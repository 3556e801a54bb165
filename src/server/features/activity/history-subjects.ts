import type { SubjectType } from "~/domain/activity";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";

/** Whether `user` may read the history of the subject `id` (false also when it does not exist: 404). */
export type HistoryReadCheck = (deps: AppDeps, user: SessionUser, id: string) => Promise<boolean>;

/** Whether `user` reads the notes of the history too (a deal's Lost reason is the agency's: issue 35). */
type NotesCheck = (user: SessionUser) => boolean;

const subjects = new Map<SubjectType, { canRead: HistoryReadCheck; readsNotes?: NotesCheck }>();

/**
 * Makes the history of a kind of subject readable through GET /api/history/{type}/{id}, for those `canRead`
 * lets through. Each feature registers its own in src/server/subjects.ts.
 */
export function registerHistorySubject(
  type: SubjectType,
  canRead: HistoryReadCheck,
  readsNotes?: NotesCheck,
) {
  subjects.set(type, { canRead, readsNotes });
}

export const historySubject = (type: SubjectType) => subjects.get(type);

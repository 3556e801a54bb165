import type { SubjectType } from "~/domain/activity";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";

/** Whether `user` may read the history of the subject `id` (false also when it does not exist: 404). */
export type HistoryReadCheck = (deps: AppDeps, user: SessionUser, id: string) => Promise<boolean>;

const subjects = new Map<SubjectType, { canRead: HistoryReadCheck }>();

/**
 * Makes the history of a kind of subject readable through GET /api/history/{type}/{id}, for those `canRead`
 * lets through. Each feature registers its own in src/server/subjects.ts.
 */
export function registerHistorySubject(type: SubjectType, canRead: HistoryReadCheck) {
  subjects.set(type, { canRead });
}

export const historySubject = (type: SubjectType) => subjects.get(type);

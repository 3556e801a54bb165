import type { SubjectType } from "~/domain/activity";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";
import type { VersionedTable } from "../../db/schema";

/** Whether `user` may read the history of the subject `id` (false also when it does not exist: 404). */
export type HistoryReadCheck = (deps: AppDeps, user: SessionUser, id: string) => Promise<boolean>;

interface HistorySubject {
  canRead: HistoryReadCheck;
  /** What `canRead` reads besides the caller: its answer is cached while they are unchanged (ADR 025). */
  tables: readonly VersionedTable[];
}

const subjects = new Map<SubjectType, HistorySubject>();

/**
 * Makes the history of a kind of subject readable through GET /api/history/{type}/{id}, for those `canRead`
 * lets through. Each feature registers its own in src/server/subjects.ts.
 */
export function registerHistorySubject(
  type: SubjectType,
  canRead: HistoryReadCheck,
  tables: readonly VersionedTable[],
) {
  subjects.set(type, { canRead, tables });
}

export const historySubject = (type: SubjectType) => subjects.get(type);

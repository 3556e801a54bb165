import { and, asc, count, eq } from "drizzle-orm";
import type { SubjectType } from "~/domain/activity";
import type { HistoryPage } from "~/domain/history";
import { offsetOf, type PageQuery } from "~/domain/paging";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";
import { statusChanges } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { historyReadCheck } from "./history-subjects";

/** The status changes of one subject, oldest first, for a caller its registered check lets through. */
export async function readHistory(
  deps: AppDeps,
  user: SessionUser,
  subject: { subjectType: SubjectType; subjectId: string },
  query: PageQuery,
): Promise<HistoryPage> {
  const canRead = historyReadCheck(subject.subjectType);
  if (!canRead || !(await canRead(deps, user, subject.subjectId))) throw AppError.notFound("No such record.");
  const where = and(
    eq(statusChanges.subjectType, subject.subjectType),
    eq(statusChanges.subjectId, subject.subjectId),
  );
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select()
      .from(statusChanges)
      .where(where)
      .orderBy(asc(statusChanges.createdAt), asc(statusChanges.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    deps.db.select({ total: count() }).from(statusChanges).where(where),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      actorName: row.actorName,
      from: row.fromStatus,
      to: row.toStatus,
      note: row.note,
      at: row.createdAt.toISOString(),
    })),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

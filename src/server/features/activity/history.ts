import { and, asc, eq, sql } from "drizzle-orm";
import type { Context } from "hono";
import type { SubjectType } from "~/domain/activity";
import type { HistoryPage } from "~/domain/history";
import { offsetOf, type PageQuery } from "~/domain/paging";
import type { SessionUser } from "../../auth/session";
import type { AppDeps, AppEnv } from "../../context";
import { statusChanges } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { historySubject } from "./history-subjects";

type Subject = { subjectType: SubjectType; subjectId: string };

/**
 * 404 unless the subject's registered check lets the caller read its history (asked afresh: ADR 025).
 * Answers whether the caller reads its notes too.
 */
export async function checkHistoryAccess(c: Context<AppEnv>, user: SessionUser, subject: Subject) {
  const registered = historySubject(subject.subjectType);
  const allowed = registered && (await registered.canRead(c.var.deps, user, subject.subjectId));
  if (!allowed) throw AppError.notFound("No such record.");
  return registered.readsNotes?.(user) ?? true;
}

/** The status changes of one subject, oldest first (after `checkHistoryAccess`), with or without notes. */
export async function readHistory(
  deps: AppDeps,
  subject: Subject,
  query: PageQuery,
  withNotes = true,
): Promise<HistoryPage> {
  const where = and(
    eq(statusChanges.subjectType, subject.subjectType),
    eq(statusChanges.subjectId, subject.subjectId),
  );
  // the total comes with the page (one statement, so they agree); past the last page it is read alone
  const rows = await deps.db
    .select({
      id: statusChanges.id,
      actorName: statusChanges.actorName,
      fromStatus: statusChanges.fromStatus,
      toStatus: statusChanges.toStatus,
      note: statusChanges.note,
      createdAt: statusChanges.createdAt,
      total: sql<number>`(select count(*) from ${statusChanges} where ${where})`.mapWith(Number),
    })
    .from(statusChanges)
    .where(where)
    .orderBy(asc(statusChanges.createdAt), asc(statusChanges.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  return {
    items: rows.map((row) => ({
      id: row.id,
      actorName: row.actorName,
      from: row.fromStatus,
      to: row.toStatus,
      note: withNotes ? row.note : null,
      at: row.createdAt.toISOString(),
    })),
    total: rows[0]?.total ?? (query.page > 1 ? await deps.db.$count(statusChanges, where) : 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

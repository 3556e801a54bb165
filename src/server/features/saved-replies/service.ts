import { asc, eq, or, sql } from "drizzle-orm";
import { offsetOf } from "~/domain/paging";
import type { SavedRepliesQuery, SavedReply, SavedReplyInput, SavedReplyPage } from "~/domain/saved-replies";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/client";
import { savedReplies, user } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { containsPattern, isUniqueViolation } from "../../lib/sql-text";

/* The managers' shared saved replies (issue 21, ADR 061): by title, searched in the title and the content. */

const NOT_FOUND = "No such saved reply.";
const TITLE_TAKEN = "A saved reply with this title already exists.";

const columns = {
  id: savedReplies.id,
  title: savedReplies.title,
  content: savedReplies.content,
  createdAt: savedReplies.createdAt,
  updatedAt: savedReplies.updatedAt,
  updatedById: user.id,
  updatedByName: user.name,
};
type Row = {
  [K in keyof typeof columns]: K extends "updatedById" | "updatedByName"
    ? string | null
    : K extends "createdAt" | "updatedAt"
      ? Date
      : string;
};

const toSavedReply = (row: Row): SavedReply => ({
  id: row.id,
  title: row.title,
  content: row.content,
  updatedBy: row.updatedById ? { id: row.updatedById, name: row.updatedByName ?? "" } : null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A page of saved replies by title (case aside); the total comes in the same statement. */
export async function listSavedReplies(db: Db, query: SavedRepliesQuery): Promise<SavedReplyPage> {
  const where = query.search
    ? or(
        sql`${savedReplies.title} ilike ${containsPattern(query.search)}`,
        sql`${savedReplies.content} ilike ${containsPattern(query.search)}`,
      )
    : undefined;
  const total =
    sql<number>`(select count(*) from ${savedReplies}${where ? sql` where ${where}` : sql``})`.mapWith(
      Number,
    );
  const rows = await db
    .select({ ...columns, total })
    .from(savedReplies)
    .leftJoin(user, eq(user.id, savedReplies.updatedBy))
    .where(where)
    .orderBy(sql`lower(${savedReplies.title})`, asc(savedReplies.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  // past the last page no row carries the total
  const count = rows[0]
    ? rows[0].total
    : query.page === 1
      ? 0
      : ((await db.select({ total }).from(sql`(select 1) one`))[0]?.total ?? 0);
  return {
    items: rows.map(toSavedReply),
    total: count,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function readSavedReply(db: Db, id: string): Promise<SavedReply> {
  const [row] = await db
    .select(columns)
    .from(savedReplies)
    .leftJoin(user, eq(user.id, savedReplies.updatedBy))
    .where(eq(savedReplies.id, id));
  if (!row) throw AppError.notFound(NOT_FOUND);
  return toSavedReply(row);
}

/** Runs a write; a title another reply has (any case) is 409 with the field's error. */
async function uniqueTitle<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, "title_taken", TITLE_TAKEN, { title: TITLE_TAKEN });
    throw error;
  }
}

export async function createSavedReply(db: Db, caller: SessionUser, input: SavedReplyInput) {
  const [row] = await uniqueTitle(() =>
    db
      .insert(savedReplies)
      .values({ ...input, createdBy: caller.id, updatedBy: caller.id })
      .returning({ id: savedReplies.id }),
  );
  return readSavedReply(db, row!.id);
}

export async function updateSavedReply(db: Db, caller: SessionUser, id: string, input: SavedReplyInput) {
  const [row] = await uniqueTitle(() =>
    db
      .update(savedReplies)
      .set({ ...input, updatedBy: caller.id, updatedAt: sql`now()` })
      .where(eq(savedReplies.id, id))
      .returning({ id: savedReplies.id }),
  );
  if (!row) throw AppError.notFound(NOT_FOUND);
  return readSavedReply(db, row.id);
}

export async function deleteSavedReply(db: Db, id: string) {
  const [row] = await db
    .delete(savedReplies)
    .where(eq(savedReplies.id, id))
    .returning({ id: savedReplies.id });
  if (!row) throw AppError.notFound(NOT_FOUND);
}

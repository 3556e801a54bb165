import { and, asc, desc, eq, sql } from "drizzle-orm";
import { offsetOf } from "~/domain/paging";
import {
  AI_TITLE_PREFIX,
  type ListScriptsQuery,
  SCRIPT_TITLE_MAX,
  type Script,
  type ScriptSummary,
  type ScriptsPage,
} from "~/domain/scripts";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { scripts } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { hitRateLimit } from "../../lib/rate-limit";
import { draftScript } from "./ai-writer";

type Row = typeof scripts.$inferSelect;
const toSummary = (row: Omit<Row, "content" | "userId">): ScriptSummary => ({
  id: row.id,
  title: row.title,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
const toScript = (row: Row): Script => ({ ...toSummary(row), content: row.content });

const ORDER = {
  newest: [desc(scripts.createdAt), desc(scripts.id)],
  oldest: [asc(scripts.createdAt), asc(scripts.id)],
  "title-asc": [asc(sql`lower(${scripts.title})`), asc(scripts.id)],
  "title-desc": [desc(sql`lower(${scripts.title})`), desc(scripts.id)],
} as const;

/** One user's scripts, filtered by status and sorted as My Scripts asks (spec section 9). */
export async function listScripts(db: Db, userId: string, query: ListScriptsQuery): Promise<ScriptsPage> {
  const where =
    query.status === "All"
      ? eq(scripts.userId, userId)
      : and(eq(scripts.userId, userId), eq(scripts.status, query.status));
  // the page through the index and the total as a subquery beside it, in one statement (so they agree; a
  // window count would read every row of the user); past the last page the total is read alone
  const rows = await db
    .select({
      id: scripts.id,
      title: scripts.title,
      status: scripts.status,
      createdAt: scripts.createdAt,
      updatedAt: scripts.updatedAt,
      total: sql<number>`(select count(*) from ${scripts} where ${where})`.mapWith(Number),
    })
    .from(scripts)
    .where(where)
    .orderBy(...ORDER[query.sort])
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const total = rows[0]?.total ?? (query.page > 1 ? await db.$count(scripts, where) : 0);
  return { items: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize };
}

const mine = (userId: string, id: string) => and(eq(scripts.id, id), eq(scripts.userId, userId));

/** Another user's script is "not found". */
export async function getScript(db: Db, userId: string, id: string): Promise<Script> {
  const [row] = await db.select().from(scripts).where(mine(userId, id));
  if (!row) throw AppError.notFound("No such script.");
  return toScript(row);
}

/** New scripts start as Draft (spec section 4). */
export async function createScript(db: Db, userId: string, input: { title: string; content: string }) {
  const [row] = await db
    .insert(scripts)
    .values({ userId, ...input, status: "Draft" })
    .returning();
  return toScript(row!);
}

export async function updateScript(
  db: Db,
  userId: string,
  id: string,
  input: { title: string; content: string },
) {
  const [row] = await db
    .update(scripts)
    .set({ ...input, updatedAt: sql`now()` })
    .where(mine(userId, id))
    .returning();
  if (!row) throw AppError.notFound("No such script.");
  return toScript(row);
}

export async function deleteScript(db: Db, userId: string, id: string) {
  const [row] = await db.delete(scripts).where(mine(userId, id)).returning({ id: scripts.id });
  if (!row) throw AppError.notFound("No such script.");
}

const MINUTE_MS = 60_000;

/**
 * An AI draft (spec section 7, `generate-script`), saved as the caller's Draft with the 'AI: ' prefix.
 * Rate-limited per user, since every call may cost money at the provider.
 */
export async function generateScript(deps: AppDeps, userId: string, prompt: string): Promise<Script> {
  const limit = await hitRateLimit(deps.db, `ai-script:${userId}`, deps.env.AI_RATE_LIMIT, MINUTE_MS);
  if (!limit.allowed)
    throw AppError.tooManyRequests(
      limit.retryAfterSeconds,
      `You have asked for many drafts in a short time. Please wait ${limit.retryAfterSeconds} seconds and try again.`,
    );
  const draft = await draftScript(deps.env, prompt);
  const title = `${AI_TITLE_PREFIX}${draft.title.trim() || "Untitled"}`.slice(0, SCRIPT_TITLE_MAX);
  return createScript(deps.db, userId, { title, content: draft.content });
}

import { and, desc, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import { type ChangedEvent, userTopic } from "~/domain/activity";
import { offsetOf, type PageQuery } from "~/domain/paging";
import { ROSTER_TOPIC } from "~/domain/roster";
import {
  type ManageScriptRequestInput,
  OPEN_SCRIPT_REQUEST_STATUSES,
  SCRIPT_REQUESTS_TOPIC,
  type ScriptRequest,
  type ScriptRequestsPage,
} from "~/domain/script-requests";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/client";
import { scriptAssignments, user } from "../../db/schema";
import { emit } from "../../events/events";
import { AppError } from "../../lib/app-error";
import { publish } from "../../realtime/publish";

type Row = typeof scriptAssignments.$inferSelect & { creatorEmail: string | null };
const toRequest = (row: Row): ScriptRequest => ({
  id: row.id,
  title: row.title,
  details: row.details,
  creatorId: row.creatorId,
  creatorEmail: row.creatorEmail,
  creatorNotes: row.creatorNotes,
  status: row.status,
  expectedFinishDate: row.expectedFinishDate,
  scriptContent: row.scriptContent,
  managerNotes: row.managerNotes,
  managerId: row.managerId,
  createdAt: row.createdAt.toISOString(),
});

const columns = { ...getTableColumns(scriptAssignments), creatorEmail: user.email };

/** Who hears of a change: the creator on their own topic, the managers on the queue's. */
async function announce(db: Db, id: string, creatorId: string | null) {
  const event: ChangedEvent = { type: "changed", subject: "script_request", id };
  // the roster shows the creator's open script requests (issue 20)
  const topics = creatorId
    ? [SCRIPT_REQUESTS_TOPIC, userTopic(creatorId), ROSTER_TOPIC]
    : [SCRIPT_REQUESTS_TOPIC];
  await publish(db, topics, event);
}

type Counts = { total: number; open: number; pending: number };

/** A page of requests (all of them, or one creator's), newest first, with the open and pending counts. */
async function listWhere(db: Db, where: SQL | undefined, query: PageQuery): Promise<ScriptRequestsPage> {
  // the three counts in one pass over the requests, as a subquery beside the page (read through the index):
  // one statement, so they agree with it; past the last page they are read alone
  const counts = sql<Counts>`(select json_build_object(
      'total', count(*),
      'open', count(*) filter (where ${inArray(scriptAssignments.status, [...OPEN_SCRIPT_REQUEST_STATUSES])}),
      'pending', count(*) filter (where ${eq(scriptAssignments.status, "Pending")}))
    from ${scriptAssignments} where ${where ?? sql`true`})`;
  const rows = await db
    .select({ ...columns, counts })
    .from(scriptAssignments)
    .leftJoin(user, eq(user.id, scriptAssignments.creatorId))
    .where(where)
    .orderBy(desc(scriptAssignments.createdAt), desc(scriptAssignments.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  // nothing on the first page: no request at all
  const totals =
    rows[0]?.counts ??
    (query.page > 1 ? (await db.select({ counts }).from(sql`(select 1) one`))[0]?.counts : undefined);
  return {
    items: rows.map(toRequest),
    total: Number(totals?.total ?? 0),
    open: Number(totals?.open ?? 0),
    pending: Number(totals?.pending ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export const listOwnScriptRequests = (db: Db, creatorId: string, query: PageQuery) =>
  listWhere(db, eq(scriptAssignments.creatorId, creatorId), query);

export const listAllScriptRequests = (db: Db, query: PageQuery) => listWhere(db, undefined, query);

async function findRequest(db: Db, where: SQL): Promise<ScriptRequest> {
  const [row] = await db
    .select(columns)
    .from(scriptAssignments)
    .leftJoin(user, eq(user.id, scriptAssignments.creatorId))
    .where(where);
  if (!row) throw AppError.notFound("No such script request.");
  return toRequest(row);
}

const actorOf = (caller: SessionUser) => ({ id: caller.id, name: caller.name || caller.email });

/** A new request starts Pending (spec section 4); the managers' queue hears of it at once. */
export async function createScriptRequest(
  db: Db,
  caller: SessionUser,
  input: { title: string; details: string },
): Promise<ScriptRequest> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(scriptAssignments)
      .values({ title: input.title, details: input.details || null, creatorId: caller.id, status: "Pending" })
      .returning();
    await emit(tx, "work.requested", {
      actor: actorOf(caller),
      thing: { type: "script_request", id: row!.id, title: row!.title, creatorId: caller.id },
      staffRole: "manager",
      change: { subjectType: "script_request", subjectId: row!.id, from: null, to: "Pending" },
    });
    await announce(tx, row!.id, caller.id);
    return toRequest({ ...row!, creatorEmail: caller.email });
  });
}

const ownRequest = (creatorId: string, id: string) =>
  and(eq(scriptAssignments.id, id), eq(scriptAssignments.creatorId, creatorId))!;

/** The creator's notes alone (spec section 7); another creator's request is "not found". */
export async function saveCreatorNotes(db: Db, caller: SessionUser, id: string, creatorNotes: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(scriptAssignments)
      .set({ creatorNotes: creatorNotes.trim() ? creatorNotes : null })
      .where(ownRequest(caller.id, id))
      .returning({ id: scriptAssignments.id });
    if (!row) throw AppError.notFound("No such script request.");
    // a note: the roster's last contact (issue 20)
    await emit(tx, "creator.noted", { actor: actorOf(caller), contact: { creatorId: caller.id } });
    await announce(tx, id, caller.id);
    return findRequest(tx, eq(scriptAssignments.id, id));
  });
}

export async function deleteOwnScriptRequest(db: Db, caller: SessionUser, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(scriptAssignments)
      .where(ownRequest(caller.id, id))
      .returning({ id: scriptAssignments.id });
    if (!row) throw AppError.notFound("No such script request.");
    await announce(tx, id, caller.id);
  });
}

/**
 * A manager's edit: any status (no order is enforced, spec section 4), the expected finish date, the script
 * content and notes; the manager is recorded. The status change is kept in the history, in this transaction.
 */
export async function manageScriptRequest(
  db: Db,
  manager: SessionUser,
  id: string,
  input: ManageScriptRequestInput,
): Promise<ScriptRequest> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        status: scriptAssignments.status,
        creatorId: scriptAssignments.creatorId,
        title: scriptAssignments.title,
        managerNotes: scriptAssignments.managerNotes,
      })
      .from(scriptAssignments)
      .where(eq(scriptAssignments.id, id))
      .for("update");
    if (!before) throw AppError.notFound("No such script request.");
    const managerNotes = input.managerNotes.trim() ? input.managerNotes : null;
    // new notes for the creator: the roster's last contact (issue 20)
    const contact =
      managerNotes !== null && managerNotes !== before.managerNotes
        ? { creatorId: before.creatorId }
        : undefined;
    await tx
      .update(scriptAssignments)
      .set({
        status: input.status,
        expectedFinishDate: input.expectedFinishDate,
        scriptContent: input.scriptContent.trim() ? input.scriptContent : null,
        managerNotes,
        managerId: manager.id,
      })
      .where(eq(scriptAssignments.id, id));
    if (before.status !== input.status)
      await emit(tx, "work.status_changed", {
        actor: actorOf(manager),
        thing: { type: "script_request", id, title: before.title, creatorId: before.creatorId },
        from: before.status,
        to: input.status,
        change: { subjectType: "script_request", subjectId: id, from: before.status, to: input.status },
        contact,
      });
    else if (contact) await emit(tx, "creator.noted", { actor: actorOf(manager), contact });
    await announce(tx, id, before.creatorId);
    return findRequest(tx, eq(scriptAssignments.id, id));
  });
}

export async function deleteScriptRequest(db: Db, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(scriptAssignments)
      .where(eq(scriptAssignments.id, id))
      .returning({ id: scriptAssignments.id, creatorId: scriptAssignments.creatorId });
    if (!row) throw AppError.notFound("No such script request.");
    await announce(tx, id, row.creatorId);
  });
}

import { eq, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { type ChangedEvent, userTopic } from "~/domain/activity";
import { can } from "~/domain/policy";
import { NO_MANAGER, ROSTER_TOPIC, type TalentAssignment } from "~/domain/roster";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/client";
import { talentAssignments, user } from "../../db/schema";
import { emit } from "../../events/events";
import { AppError } from "../../lib/app-error";
import { publish } from "../../realtime/publish";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The creator's current manager's user id, or null (the booking and reminders call it). */
export async function managerOfCreator(db: Db | Tx, creatorId: string): Promise<string | null> {
  const [row] = await db
    .select({ managerId: talentAssignments.managerId })
    .from(talentAssignments)
    .where(eq(talentAssignments.creatorId, creatorId));
  return row?.managerId ?? null;
}

/**
 * Who hears of a creator's work that waits for a manager: the creator's manager, or every manager while
 * they have none (as before the roster). One statement: the assigned manager if any, else all managers.
 */
export async function managersToTell(db: Db | Tx, creatorId: string | null): Promise<string[]> {
  const rows = await db.execute(
    sql`select u.id from ${user} u
        where u.role = 'manager' and (
          u.id = (select a.manager_id from ${talentAssignments} a where a.creator_id = ${creatorId})
          or not exists (select 1 from ${talentAssignments} a
                         where a.creator_id = ${creatorId} and a.manager_id is not null))`,
  );
  return (rows as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
}

/** A condition on a creator id column: the creator is on `managerId`'s roster (the triage's "Mine"). */
export const ofManagersCreators = (creatorId: AnyPgColumn, managerId: string): SQL =>
  sql`${creatorId} in (select ${talentAssignments.creatorId} from ${talentAssignments} where ${talentAssignments.managerId} = ${managerId})`;

type Person = { id: string; name: string; email: string };

async function personOf(tx: Tx, id: string | null): Promise<Person | null> {
  if (!id) return null;
  const [row] = await tx
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, id));
  return row ?? null;
}

const nameOf = (person: Person | null) => (person ? person.name || person.email : NO_MANAGER);
const actorOf = (caller: SessionUser) => ({ id: caller.id, name: caller.name || caller.email });

/** A manager by id, or 400 on the field: assignments and requests name managers only. */
async function requireManager(tx: Tx, id: string): Promise<Person> {
  const [row] = await tx
    .select({ id: user.id, name: user.name, email: user.email, role: user.role })
    .from(user)
    .where(eq(user.id, id));
  if (row?.role !== "manager")
    throw AppError.badRequest("Choose one of the talent managers.", { managerId: "Choose a manager" });
  return { id: row.id, name: row.name, email: row.email };
}

/** A creator by id (another role, or nobody: 404). */
async function requireCreator(tx: Tx, id: string): Promise<Person> {
  const [row] = await tx
    .select({ id: user.id, name: user.name, email: user.email, role: user.role })
    .from(user)
    .where(eq(user.id, id));
  if (!row || !can.requestTalentManager(row.role)) throw AppError.notFound("No such creator.");
  return { id: row.id, name: row.name, email: row.email };
}

/** The creator's row, made if missing and locked: two changes to one creator take turns (last write wins). */
async function lockRow(tx: Tx, creatorId: string) {
  await tx.insert(talentAssignments).values({ creatorId }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(talentAssignments)
    .where(eq(talentAssignments.creatorId, creatorId))
    .for("update");
  return row!;
}

async function announce(tx: Tx, creatorId: string) {
  const event: ChangedEvent = { type: "changed", subject: "talent_assignment", id: creatorId };
  await publish(tx, [userTopic(creatorId), ROSTER_TOPIC], event);
}

async function assignmentOf(tx: Tx, creatorId: string): Promise<TalentAssignment> {
  const [row] = await tx.select().from(talentAssignments).where(eq(talentAssignments.creatorId, creatorId));
  return {
    creatorId,
    manager: await personOf(tx, row?.managerId ?? null),
    requestedManager: await personOf(tx, row?.requestedManagerId ?? null),
  };
}

/** A creator asks `managerId` to be their manager: the request replaces any earlier one; that manager hears of it. */
export async function requestManager(db: Db, caller: SessionUser, managerId: string) {
  if (!can.requestTalentManager(caller.role))
    throw AppError.forbidden("Only creators choose a talent manager.");
  return db.transaction(async (tx) => {
    const manager = await requireManager(tx, managerId);
    const row = await lockRow(tx, caller.id);
    if (row.managerId === managerId)
      throw AppError.conflict("already_your_manager", `${nameOf(manager)} is already your talent manager.`);
    if (row.requestedManagerId === managerId) return assignmentOf(tx, caller.id);
    await tx
      .update(talentAssignments)
      .set({ requestedManagerId: managerId, requestedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(talentAssignments.creatorId, caller.id));
    await emit(tx, "talent.manager_requested", {
      actor: actorOf(caller),
      creatorId: caller.id,
      managerId,
      change: {
        subjectType: "talent_assignment",
        subjectId: caller.id,
        from: row.requestedManagerId
          ? `Requested ${nameOf(await personOf(tx, row.requestedManagerId))}`
          : null,
        to: `Requested ${nameOf(manager)}`,
      },
    });
    await announce(tx, caller.id);
    return assignmentOf(tx, caller.id);
  });
}

/** The creator withdraws their pending request (none: 404). */
export async function withdrawRequest(db: Db, caller: SessionUser) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(talentAssignments)
      .where(eq(talentAssignments.creatorId, caller.id))
      .for("update");
    if (!row?.requestedManagerId) throw AppError.notFound("You have no pending request.");
    const requested = await personOf(tx, row.requestedManagerId);
    await tx
      .update(talentAssignments)
      .set({ requestedManagerId: null, requestedAt: null, updatedAt: sql`now()` })
      .where(eq(talentAssignments.creatorId, caller.id));
    await emit(tx, "talent.request_withdrawn", {
      actor: actorOf(caller),
      creatorId: caller.id,
      managerId: row.requestedManagerId,
      change: {
        subjectType: "talent_assignment",
        subjectId: caller.id,
        from: `Requested ${nameOf(requested)}`,
        to: "Request withdrawn",
      },
    });
    await announce(tx, caller.id);
  });
}

/**
 * Sets the creator's manager (null: none) and clears their request; recorded in the history and told to
 * the creator and to both managers, the old and the new (never to the one who did it).
 */
async function setManager(
  tx: Tx,
  caller: SessionUser,
  creator: Person,
  managerId: string | null,
  how: string,
) {
  const row = await lockRow(tx, creator.id);
  const next = managerId ? await requireManager(tx, managerId) : null;
  const previous = await personOf(tx, row.managerId);
  if (row.managerId === managerId && !row.requestedManagerId) return;
  await tx
    .update(talentAssignments)
    .set({
      managerId,
      assignedAt: managerId === row.managerId ? row.assignedAt : managerId ? sql`now()` : null,
      requestedManagerId: null,
      requestedAt: null,
      updatedAt: sql`now()`,
    })
    .where(eq(talentAssignments.creatorId, creator.id));
  if (row.managerId === managerId) {
    // the manager they already had: only the request goes
    await announce(tx, creator.id);
    return;
  }
  const personFacts = (person: Person | null) => person && { id: person.id, name: nameOf(person) };
  await emit(tx, "talent.manager_changed", {
    actor: actorOf(caller),
    creator: { id: creator.id, name: creator.name || creator.email },
    previous: personFacts(previous),
    next: personFacts(next),
    change: {
      subjectType: "talent_assignment",
      subjectId: creator.id,
      from: nameOf(previous),
      to: nameOf(next),
      note: how,
    },
  });
  await announce(tx, creator.id);
}

/** The manager the creator asked for accepts: they become the creator's manager (no request for them: 409). */
export async function acceptRequest(db: Db, caller: SessionUser, creatorId: string) {
  return db.transaction(async (tx) => {
    const creator = await requireCreator(tx, creatorId);
    const row = await lockRow(tx, creatorId);
    if (row.requestedManagerId !== caller.id)
      throw AppError.conflict(
        "no_request",
        `${creator.name || creator.email} has not asked you to be their manager.`,
      );
    await setManager(tx, caller, creator, caller.id, "Request accepted");
    return assignmentOf(tx, creatorId);
  });
}

/** Any manager assigns, reassigns (another manager) or unassigns (null) a creator's manager. */
export async function assignManager(
  db: Db,
  caller: SessionUser,
  creatorId: string,
  managerId: string | null,
) {
  return db.transaction(async (tx) => {
    const creator = await requireCreator(tx, creatorId);
    await setManager(
      tx,
      caller,
      creator,
      managerId,
      managerId ? "Assigned by a manager" : "Unassigned by a manager",
    );
    return assignmentOf(tx, creatorId);
  });
}

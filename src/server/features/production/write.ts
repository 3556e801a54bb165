import { and, eq, isNull, or, sql } from "drizzle-orm";
import { type ChangedEvent, userTopic } from "~/domain/activity";
import type { WorkThing } from "~/domain/events";
import { mayDeleteProject, mayRequestProject, seesAllProjects, worksOnKind } from "~/domain/policy";
import {
  type CreateCampaignInput,
  type CreateDesignProjectInput,
  type CreateEditingProjectInput,
  designTitle,
  findTransition,
  type ManageCampaignInput,
  type Project,
  type ProjectKind,
  projectStaffTopic,
  refusedMoveText,
  STAFF_ROLE,
  SUBJECT_OF_KIND,
} from "~/domain/projects";
import { ROLE_LABEL } from "~/domain/roles";
import { ROSTER_TOPIC } from "~/domain/roster";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { projects } from "../../db/schema";
import { emit } from "../../events/events";
import { AppError } from "../../lib/app-error";
import { publish } from "../../realtime/publish";
import { removeDeletedBytes } from "../../storage/deletions";
import { findVisibleProject, type ProjectRow, readProject } from "./read";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** A project row as its events name it (`src/domain/events.ts`). */
export const thingOf = (
  row: Pick<ProjectRow, "id" | "kind" | "creatorId" | "assigneeId" | "title">,
): WorkThing => ({
  type: SUBJECT_OF_KIND[row.kind] as WorkThing["type"],
  id: row.id,
  title: row.title,
  creatorId: row.creatorId,
  assigneeId: row.assigneeId,
});

/** Tells the creator and the kind's staff (and managers) that a project changed; delivered on commit. */
export async function announce(
  tx: Tx,
  row: Pick<ProjectRow, "id" | "kind" | "creatorId" | "status">,
  action: NonNullable<ChangedEvent["action"]>,
) {
  const event: ChangedEvent = {
    type: "changed",
    subject: SUBJECT_OF_KIND[row.kind],
    id: row.id,
    action,
    status: row.status,
  };
  // the roster shows the creator's open production requests (issue 20)
  await publish(
    tx as unknown as Db,
    [userTopic(row.creatorId), projectStaffTopic(row.kind), ROSTER_TOPIC],
    event,
  );
}

export const actorOf = (caller: SessionUser) => ({ id: caller.id, name: caller.name });

/**
 * A work item's status changed (nothing when it stays): its history, its notices and, for the creator's
 * own notes (`contact`), the roster's last contact follow from the event.
 */
export async function emitStatusChange(
  tx: Tx,
  thing: WorkThing,
  actor: { id: string | null; name: string },
  change: { from: string; to: string; note?: string | null },
  contact?: { creatorId: string },
) {
  if (change.from === change.to) return;
  await emit(tx, "work.status_changed", {
    actor,
    thing,
    ...change,
    change: { subjectType: thing.type, subjectId: thing.id, ...change },
    contact,
  });
}

function requireStaff(caller: SessionUser, kind: ProjectKind) {
  if (!worksOnKind(caller.role, kind))
    throw AppError.forbidden(`Only ${ROLE_LABEL[STAFF_ROLE[kind]].toLowerCase()}s can do that.`);
}

export type NewProject =
  | { kind: "editing"; input: CreateEditingProjectInput }
  | { kind: "design"; input: CreateDesignProjectInput }
  | { kind: "promotion"; input: CreateCampaignInput };

function valuesOf(request: NewProject) {
  switch (request.kind) {
    case "editing": {
      // no link when the raw files come with the request: its page shows them (issue 35)
      const { title, description, submittedFileUrl } = request.input;
      return { title, description: description ?? "", submittedFileUrl: submittedFileUrl || null };
    }
    case "design": {
      const {
        designType = "Thumbnail",
        title,
        description,
        requestDetails,
        assetsUrl,
        brandColors,
      } = request.input;
      return {
        title: designTitle(designType, title),
        description,
        designType,
        requestDetails: requestDetails ?? "",
        assetsUrl: assetsUrl || null,
        brandColors: brandColors ?? "",
      };
    }
    case "promotion": {
      const { campaignType, details } = request.input;
      // spec section 9: the campaign name equals its type
      return { title: campaignType, campaignType, description: details ?? "" };
    }
  }
}

/** A creator's new request: Pending, recorded and announced. Managers have no creator-only actions. */
export async function createProject(
  deps: AppDeps,
  caller: SessionUser,
  request: NewProject,
): Promise<Project> {
  if (!mayRequestProject(caller.role)) throw AppError.forbidden("Managers do not submit requests.");
  const id = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({ kind: request.kind, creatorId: caller.id, status: "Pending", ...valuesOf(request) })
      .returning();
    await emit(tx, "work.requested", {
      actor: actorOf(caller),
      thing: thingOf(row!),
      staffRole: STAFF_ROLE[request.kind],
      change: { subjectType: SUBJECT_OF_KIND[request.kind], subjectId: row!.id, from: null, to: "Pending" },
    });
    await announce(tx, row!, "created");
    return row!.id;
  });
  return readProject(deps.db, id);
}

/** Why `caller` could not do `action`: the project's state decides the 409's words. */
function refusal(kind: ProjectKind, row: ProjectRow, to: string, caller: SessionUser): AppError {
  if (findTransition(kind, row.status, to, "staff") && row.assigneeId && row.assigneeId !== caller.id)
    return AppError.conflict(
      "not_assignee",
      to !== "In Progress"
        ? `Only the ${ROLE_LABEL[STAFF_ROLE[kind]].toLowerCase()} working on it can do that.`
        : row.status === "Pending"
          ? // a design sent back for changes stays with its designer (ADR 022)
            "The creator asked the designer working on it for changes; only they can accept it again."
          : "Someone else has already accepted this project.",
    );
  return AppError.conflict("illegal_transition", refusedMoveText(kind, row.status, to));
}

/**
 * Accept (spec section 4): Pending and unassigned → In Progress, assigned to the caller. One conditional
 * UPDATE decides, so of two staff accepting at once exactly one wins; the other gets 409. A design sent
 * back for review keeps its designer, who accepts it again.
 */
export async function acceptProject(deps: AppDeps, kind: ProjectKind, id: string, caller: SessionUser) {
  requireStaff(caller, kind);
  if (!findTransition(kind, "Pending", "In Progress")) throw AppError.notFound("No such project.");
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(projects)
      .set({ status: "In Progress", assigneeId: caller.id, updatedAt: sql`now()` })
      .where(
        and(
          eq(projects.id, id),
          eq(projects.kind, kind),
          eq(projects.status, "Pending"),
          or(isNull(projects.assigneeId), eq(projects.assigneeId, caller.id)),
        ),
      )
      .returning();
    if (!row) throw refusal(kind, await findVisibleProject(tx, kind, id, caller), "In Progress", caller);
    await emitStatusChange(tx, thingOf(row), actorOf(caller), { from: "Pending", to: "In Progress" });
    await announce(tx, row, "updated");
  });
  return readProject(deps.db, id);
}

/** Mark as Completed: In Progress → Completed by the staff member working on it, with the completed file. */
export async function completeProject(
  deps: AppDeps,
  kind: ProjectKind,
  id: string,
  caller: SessionUser,
  completedFileUrl: string,
) {
  requireStaff(caller, kind);
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(projects)
      .set({ status: "Completed", completedFileUrl, updatedAt: sql`now()` })
      .where(
        and(
          eq(projects.id, id),
          eq(projects.kind, kind),
          eq(projects.status, "In Progress"),
          eq(projects.assigneeId, caller.id),
        ),
      )
      .returning();
    if (!row) throw refusal(kind, await findVisibleProject(tx, kind, id, caller), "Completed", caller);
    await emitStatusChange(tx, thingOf(row), actorOf(caller), { from: "In Progress", to: "Completed" });
    await announce(tx, row, "updated");
  });
  return readProject(deps.db, id);
}

/** The design's creator saves notes and asks for review: the request goes back to Pending. */
export async function requestReview(deps: AppDeps, id: string, caller: SessionUser, creatorNotes: string) {
  await deps.db.transaction(async (tx) => {
    const row = await findVisibleProject(tx, "design", id, caller, true);
    if (row.creatorId !== caller.id)
      throw AppError.forbidden("Only the creator of the request can ask for a review.");
    if (!findTransition("design", row.status, "Pending"))
      throw AppError.conflict("illegal_transition", refusedMoveText("design", row.status, "Pending"));
    const [updated] = await tx
      .update(projects)
      .set({ creatorNotes, status: "Pending", updatedAt: sql`now()` })
      .where(eq(projects.id, id))
      .returning();
    // the creator's notes: the roster's last contact (issue 20)
    await emitStatusChange(
      tx,
      thingOf(updated!),
      actorOf(caller),
      { from: row.status, to: "Pending", note: creatorNotes || null },
      creatorNotes.trim() ? { creatorId: caller.id } : undefined,
    );
    await announce(tx, updated!, "updated");
  });
  return readProject(deps.db, id);
}

/**
 * A promoter's Manage dialog: any status (spec section 4; the table allows every move) and details; the
 * first save assigns the promoter. The status history records each move.
 */
export async function manageCampaign(
  deps: AppDeps,
  id: string,
  caller: SessionUser,
  input: ManageCampaignInput,
) {
  requireStaff(caller, "promotion");
  await deps.db.transaction(async (tx) => {
    const row = await findVisibleProject(tx, "promotion", id, caller, true);
    if (input.status !== row.status && !findTransition("promotion", row.status, input.status))
      throw AppError.conflict("illegal_transition", refusedMoveText("promotion", row.status, input.status));
    const [updated] = await tx
      .update(projects)
      .set({
        status: input.status,
        description: input.details ?? "",
        assigneeId: row.assigneeId ?? caller.id,
        updatedAt: sql`now()`,
      })
      .where(eq(projects.id, id))
      .returning();
    await emitStatusChange(tx, thingOf(updated!), actorOf(caller), { from: row.status, to: input.status });
    await announce(tx, updated!, "updated");
  });
  return readProject(deps.db, id);
}

/**
 * Delete by the policy of spec section 6 (mayDeleteProject); the project's chat goes with it, and its files'
 * and unfinished uploads' bytes are queued by the cascade and removed after the commit (ADR 069).
 */
export async function deleteProject(deps: AppDeps, kind: ProjectKind, id: string, caller: SessionUser) {
  await deps.db.transaction(async (tx) => {
    const row = await findVisibleProject(tx, kind, id, caller, true);
    if (!mayDeleteProject(caller.role, kind, row, caller.id)) {
      if (row.creatorId === caller.id && !seesAllProjects(caller.role, kind))
        throw AppError.conflict("illegal_transition", "A request can be withdrawn only while it is Pending.");
      throw AppError.forbidden("You do not have permission to delete this project.");
    }
    await tx.delete(projects).where(eq(projects.id, id));
    await announce(tx, row, "deleted");
  });
  await removeDeletedBytes(deps);
}

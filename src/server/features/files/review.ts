import { and, eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { changesRequestedNote } from "~/domain/file-comments";
import { can, WHO_REVIEWS } from "~/domain/policy";
import {
  type Project,
  type ProjectKind,
  projectChatTopic,
  refusedMoveText,
  SUBJECT_OF_KIND,
  transitionOf,
} from "~/domain/projects";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { projectFiles, projects, user } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { publish } from "../../realtime/publish";
import {
  actorOf,
  announce,
  emitStatusChange,
  findVisibleProject,
  type ProjectRow,
  readProject,
  thingOf,
} from "../production";
import { openComments, sharedComments } from "./comments";

/*
 * The creator's review of a version (issue 22, ADR 063), through THE TRANSITION TABLE (domain/projects.ts):
 * "Request changes" sends the project back to Pending with its assignee kept (as the design review does,
 * ADR 022) and the version's open comments as the note; "Approve" completes it, pointing at the version.
 * One conditional UPDATE decides each, so a move made meanwhile by someone else wins and this one gets 409.
 */

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type FileKind = Exclude<ProjectKind, "promotion">;

/** Everyone on the project page hears of the move (the lists hear through `announce`). */
async function announceOnProject(tx: Tx, row: ProjectRow) {
  await publish(tx as unknown as Db, projectChatTopic(row.kind, row.id), {
    type: "changed",
    subject: SUBJECT_OF_KIND[row.kind],
    id: row.id,
    action: "updated",
    status: row.status,
  });
}

/** Records a move the review made: its history row, the notices, the live events (on commit). */
async function recordMove(
  tx: Tx,
  row: ProjectRow,
  actor: { id: string | null; name: string },
  change: { from: string; to: string; note: string | null },
) {
  await emitStatusChange(tx, thingOf(row), actor, change);
  await announce(tx, row, "updated");
  await announceOnProject(tx, row);
}

/** The version `fileId` of project `projectId`, locked against its deletion until the move commits. */
async function versionOf(tx: Tx, projectId: string, fileId: string) {
  const [file] = await tx
    .select({ id: projectFiles.id, role: projectFiles.role, version: projectFiles.version })
    .from(projectFiles)
    .where(and(eq(projectFiles.id, fileId), eq(projectFiles.projectId, projectId)))
    .for("share");
  if (!file) throw AppError.notFound("No such version of this project.");
  if (file.role !== "version" || file.version === null)
    throw AppError.badRequest("Only a version can be reviewed, not an input file.", {
      fileId: "Choose a version",
    });
  return { id: file.id, version: file.version };
}

/**
 * The project as its reviewer may review it: its creator, or a manager on the creator's behalf (issue 35;
 * others who see it 403, anyone else 404), locked until the move commits: a move made meanwhile is seen,
 * and the UPDATE's condition then refuses what no longer applies.
 */
async function reviewedProject(tx: Tx, kind: FileKind, id: string, caller: SessionUser) {
  const row = await findVisibleProject(tx, kind, id, caller, true);
  if (!can.reviewVersion(caller.role, row, caller.id)) throw AppError.forbidden(WHO_REVIEWS);
  return row;
}

/** " on behalf of Cora Creator" when a manager reviews someone else's project, else nothing. */
async function onBehalf(tx: Tx, row: ProjectRow, caller: SessionUser) {
  if (row.creatorId === caller.id) return "";
  const [creator] = await tx.select({ name: user.name }).from(user).where(eq(user.id, row.creatorId));
  return ` on behalf of ${creator?.name ?? "the creator"}`;
}

/** Why the move found no row to change (it changed meanwhile, or never could). */
async function refusal(tx: Tx, kind: FileKind, id: string, caller: SessionUser, to: "Pending" | "Completed") {
  const row = await reviewedProject(tx, kind, id, caller);
  if (to === "Pending")
    return AppError.conflict(
      "illegal_transition",
      row.status === "Pending"
        ? "The project is already back with its assignee for changes."
        : refusedMoveText(kind, row.status, to),
    );
  return AppError.conflict(
    "illegal_transition",
    row.status === "Pending"
      ? "Nobody has accepted the project yet: there is nothing to approve."
      : refusedMoveText(kind, row.status, to),
  );
}

/**
 * Request changes on version `fileId` (the project's creator, or a manager on their behalf): In Progress or Completed → Pending, the
 * assignee kept, who accepts it again (or uploads a new version); an approval is withdrawn. The note lists
 * the version's open comments, in the history and in the notices.
 */
export async function requestChanges(
  deps: Pick<AppDeps, "db">,
  kind: FileKind,
  id: string,
  caller: SessionUser,
  fileId: string,
): Promise<Project> {
  await deps.db.transaction(async (tx) => {
    const project = await reviewedProject(tx, kind, id, caller);
    const file = await versionOf(tx, project.id, fileId);
    const from = (["In Progress", "Completed"] as const).filter((status) =>
      transitionOf(kind, "request_changes", status),
    );
    const [row] = await tx
      .update(projects)
      .set({ status: "Pending", approvedFileId: null, updatedAt: sql`now()` })
      .where(and(eq(projects.id, id), eq(projects.kind, kind), inArray(projects.status, from)))
      .returning();
    if (!row) throw await refusal(tx, kind, id, caller, "Pending");
    const open = await openComments(tx, file.id);
    const note = changesRequestedNote(file.version, open, await onBehalf(tx, project, caller));
    await recordMove(tx, row, actorOf(caller), { from: project.status, to: "Pending", note });
  });
  return readProject(deps.db, id);
}

/**
 * A brand's request for changes through its review link (issue 36), in the caller's transaction: exactly as
 * the creator's (In Progress or Completed → Pending, the assignee kept, an approval withdrawn), the note the
 * version's comments shared with the brand and the brand's own words. Returns false when the project is not
 * in a state to send back (it is Pending already, say): the brand's verdict is kept all the same.
 */
export async function sendBackForBrand(
  tx: Tx,
  projectId: string,
  fileId: string,
  brand: { name: string },
  note: string,
): Promise<boolean> {
  const [project] = await tx.select().from(projects).where(eq(projects.id, projectId)).for("update");
  if (!project || project.kind === "promotion") return false;
  const kind = project.kind;
  const file = await versionOf(tx, project.id, fileId);
  const from = (["In Progress", "Completed"] as const).filter((status) =>
    transitionOf(kind, "request_changes", status),
  );
  const [row] = await tx
    .update(projects)
    .set({ status: "Pending", approvedFileId: null, updatedAt: sql`now()` })
    .where(and(eq(projects.id, projectId), inArray(projects.status, from)))
    .returning();
  if (!row) return false;
  const shared = (await sharedComments(tx, file.id)).filter((comment) => !comment.resolvedAt);
  const asked = changesRequestedNote(file.version, shared, ` by ${brand.name}`);
  await recordMove(
    tx,
    row,
    { id: null, name: brand.name },
    {
      from: project.status,
      to: "Pending",
      note: note ? `${asked} — "${note}"` : asked,
    },
  );
  return true;
}

/**
 * Approve version `fileId` (the project's creator, or a manager on their behalf): In Progress, or Pending after a request for changes
 * (its assignee still set), → Completed, pointing at the version.
 */
export async function approveVersion(
  deps: Pick<AppDeps, "db">,
  kind: FileKind,
  id: string,
  caller: SessionUser,
  fileId: string,
): Promise<Project> {
  await deps.db.transaction(async (tx) => {
    const project = await reviewedProject(tx, kind, id, caller);
    const file = await versionOf(tx, project.id, fileId);
    const moves = (["In Progress", "Pending"] as const).filter((status) =>
      transitionOf(kind, "approve", status),
    );
    const [row] = await tx
      .update(projects)
      .set({ status: "Completed", approvedFileId: file.id, updatedAt: sql`now()` })
      .where(
        and(
          eq(projects.id, id),
          eq(projects.kind, kind),
          or(
            ...moves.map((status) =>
              // a Pending project is approved only once someone worked on it (sent back for changes)
              status === "Pending"
                ? and(eq(projects.status, status), isNotNull(projects.assigneeId))
                : eq(projects.status, status),
            ),
          ),
        ),
      )
      .returning();
    if (!row) throw await refusal(tx, kind, id, caller, "Completed");
    const note = `Approved v${file.version}${await onBehalf(tx, project, caller)}`;
    await recordMove(tx, row, actorOf(caller), { from: project.status, to: "Completed", note });
  });
  return readProject(deps.db, id);
}

/**
 * A new version by the assignee of a project sent back for changes (Pending, assigned to them) takes the
 * work up again: In Progress, as their Accept would. Called in the transaction that registers the version
 * (files-core's registration, wired at merge); does nothing in any other case. Returns whether it moved.
 */
export async function resumeOnNewVersion(
  tx: Tx,
  project: Pick<ProjectRow, "id" | "kind">,
  caller: Pick<SessionUser, "id" | "name">,
  version?: number,
): Promise<boolean> {
  if (project.kind === "promotion" || !transitionOf(project.kind, "accept", "Pending")) return false;
  const [row] = await tx
    .update(projects)
    .set({ status: "In Progress", updatedAt: sql`now()` })
    .where(
      and(eq(projects.id, project.id), eq(projects.status, "Pending"), eq(projects.assigneeId, caller.id)),
    )
    .returning();
  if (!row) return false;
  const actor = { id: caller.id, name: caller.name };
  const change = {
    from: "Pending",
    to: "In Progress",
    note: version !== undefined ? `Uploaded v${version}` : null,
  };
  await emitStatusChange(tx, thingOf(row), actor, change);
  await announce(tx, row, "updated");
  await announceOnProject(tx, row);
  return true;
}

import type { FileRole } from "./files";
import { type ProjectKind, STAFF_ROLE } from "./projects";
import { normalizeRole } from "./roles";

/**
 * The one permission policy: the server enforces it, the UI uses it to show or hide actions.
 * Later issues add their actions here.
 */
export const can = {
  /** Private areas: which roles may open a dashboard's routes (the creator dashboard is for everyone). */
  openArea(role: unknown, area: "creator" | "manager" | "editor" | "designer" | "promoter"): boolean {
    const r = normalizeRole(role);
    return area === "creator" || r === area;
  },
  manageUsers: (role: unknown) => normalizeRole(role) === "manager",
  /** Managers change roles, never their own (another manager can); the last manager is kept by the server. */
  changeRole: (actorRole: unknown, target: { id: string }, actorId: string) =>
    normalizeRole(actorRole) === "manager" && target.id !== actorId,
  /** Managers list the visitors' chats, reply in them and close them (spec section 6). */
  answerChats: (role: unknown) => normalizeRole(role) === "manager",
  /** Managers read the contact-form messages. */
  readContactInbox: (role: unknown) => normalizeRole(role) === "manager",
  /** Managers list every script request, manage and delete them (spec section 6). */
  manageScriptRequests: (role: unknown) => normalizeRole(role) === "manager",
  /** Managers see every creator's channel performance (issue 12); a creator sees only their own. */
  viewAllPerformance: (role: unknown) => normalizeRole(role) === "manager",
  /** Managers see every appointment and schedule them (spec section 6). */
  manageAppointments: (role: unknown) => normalizeRole(role) === "manager",
  /** Creators book meetings into a manager's free time (issue 20). */
  bookMeetings: (role: unknown) => normalizeRole(role) === "creator",
  /** A booked meeting is moved or cancelled by its creator (before the notice) or by a manager (any time). */
  changeBookings: (role: unknown) => ["creator", "manager"].includes(normalizeRole(role)),
  /** Managers see the counts of what waits for them. */
  readTriage: (role: unknown) => normalizeRole(role) === "manager",
  /** Creators ask for a talent manager (issue 20); staff have none. */
  requestTalentManager: (role: unknown) => normalizeRole(role) === "creator",
  /** Managers see the roster and assign, reassign or unassign any creator's manager (issue 20). */
  manageRoster: (role: unknown) => normalizeRole(role) === "manager",
  /** A user with the manager role cannot be deleted (spec section 5). */
  deleteUser: (actorRole: unknown, target: { role: unknown; id: string }, actorId: string) =>
    normalizeRole(actorRole) === "manager" &&
    normalizeRole(target.role) !== "manager" &&
    target.id !== actorId,
  /**
   * Who may upload to a project's files (issue 22): a version only by the kind's staff member it is assigned
   * to; raw files by the kind's staff, managers, or the project's creator.
   */
  uploadFile: (
    role: unknown,
    group: FileRole,
    project: { kind: ProjectKind; creatorId: string | undefined; assigneeId: string | null | undefined },
    userId: string,
  ) =>
    group === "version"
      ? worksOnKind(role, project.kind) && project.assigneeId === userId
      : seesAllProjects(role, project.kind) || project.creatorId === userId,
  /**
   * Who may review a version of a project (approve it, or request changes, issue 35): its creator, or a
   * manager on the creator's behalf (recorded as such). The kind's staff made the version: never they.
   */
  reviewVersion: (role: unknown, project: { creatorId: string | undefined }, userId: string) =>
    project.creatorId === userId || normalizeRole(role) === "manager",
} satisfies Record<string, (...args: never[]) => boolean>;

/** What a user who may not review a version is told (the review dialog and the API's 403). */
export const WHO_REVIEWS =
  "Only the creator of the project, or a manager on their behalf, can approve a version or request changes.";

export type Area = Parameters<typeof can.openArea>[1];

/* The production requests (editing, design, promotion: spec section 6), used by the server to enforce and by the screens. */

/** Staff of the kind and managers see every project of the kind; everyone else only their own. */
export const seesAllProjects = (role: unknown, kind: ProjectKind) => {
  const r = normalizeRole(role);
  return r === "manager" || r === STAFF_ROLE[kind];
};
/** Only the kind's staff accept, complete and manage. */
export const worksOnKind = (role: unknown, kind: ProjectKind) => normalizeRole(role) === STAFF_ROLE[kind];
/** Managers have no creator-only actions on these screens (no submit form). */
export const mayRequestProject = (role: unknown) => normalizeRole(role) !== "manager";
/**
 * Deleting: managers may delete editing projects; designers decline (delete) design projects; promoters
 * delete any campaign; editors never delete. A creator withdraws their own request while it is Pending.
 */
export function mayDeleteProject(
  role: unknown,
  kind: ProjectKind,
  project: { creatorId: string; status: string },
  userId: string,
): boolean {
  const r = normalizeRole(role);
  if (kind === "editing" && r === "editor") return false;
  if (kind === "editing" && r === "manager") return true;
  if (kind === "design" && (r === "designer" || r === "manager")) return true;
  if (kind === "promotion" && (r === "promoter" || r === "manager")) return true;
  return project.creatorId === userId && project.status === "Pending";
}

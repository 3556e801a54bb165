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
} satisfies Record<string, (...args: never[]) => boolean>;

export type Area = Parameters<typeof can.openArea>[1];

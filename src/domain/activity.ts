/*
 * What the work of the dashboards is about, for the status history and for realtime: every status change of
 * a script request, an editing or design project, a campaign or an appointment is recorded against its
 * subject (features/activity), and a user hears of changes to their own things on their user topic.
 */

export const SUBJECT_TYPES = [
  "script_request",
  "editing_project",
  "design_project",
  "campaign",
  "appointment",
  "deal",
  // a creator's talent manager (issue 20), by the creator's id
  "talent_assignment",
] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

/** The realtime topic of one user: only that user may subscribe. */
export const userTopic = (userId: string) => `user:${userId}`;

/** The event published when a thing changed; a view refetches what it shows of `subject`. */
export interface ChangedEvent extends Record<string, unknown> {
  type: "changed";
  subject: SubjectType;
  id: string;
  /**
   * What happened, where a view can do less for an update (a project's lists: only the pages that show it,
   * or that its new status belongs on). Absent: anything may have moved.
   */
  action?: "created" | "updated" | "deleted";
  /** The thing's status after the change (with `action`). */
  status?: string;
}

import type { SubjectType } from "~/domain/activity";
import type { NotificationKind } from "~/domain/notifications";
import type { Role } from "~/domain/roles";
import type { Db } from "../../db/client";
import { managerOfCreator, managersToTell } from "../roster";
import { notify, usersWithRole } from "./notify";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/*
 * The notices of the work items (script requests, editing and design projects, campaigns): one line at each
 * place that changes them, in the transaction of the change. `notify` leaves the actor out, so nobody hears
 * of their own change. Meetings say more about themselves (features/appointments).
 */

type WorkSubject = Exclude<SubjectType, "appointment" | "deal" | "talent_assignment">;

/** Where the creator finds the thing. */
const CREATOR_PAGE: Record<WorkSubject, string> = {
  script_request: "/creator-dashboard/request-script",
  editing_project: "/creator-dashboard/editing-management",
  design_project: "/creator-dashboard/design-management",
  campaign: "/creator-dashboard/promotion-management",
};

/** Where the staff who work on it find it. */
const STAFF_PAGE: Record<WorkSubject, string> = {
  script_request: "/talent-dashboard",
  editing_project: "/editor-dashboard",
  design_project: "/designer-dashboard",
  campaign: "/promoter-dashboard",
};

/**
 * Where a creator's talent manager follows the creator's work (issue 20): script requests in their own queue,
 * production requests on the roster, which shows each creator's open work.
 */
const MANAGER_PAGE: Record<WorkSubject, string> = {
  script_request: "/talent-dashboard",
  editing_project: "/talent-dashboard/creators",
  design_project: "/talent-dashboard/creators",
  campaign: "/talent-dashboard/creators",
};

const NOUN: Record<WorkSubject, string> = {
  script_request: "script request",
  editing_project: "editing project",
  design_project: "design request",
  campaign: "campaign",
};

export interface Thing {
  type: WorkSubject;
  id: string;
  title: string;
  creatorId: string;
  /** the staff member working on it, if any */
  assigneeId?: string | null;
}

type Actor = { id: string | null; name: string } | null;

/**
 * A new request waits in the queue: everyone of `staffRole` hears of it; and the creator's own manager
 * (every manager while they have none, issue 20), whose queue it is for script requests, and who follows
 * the creator's production requests from the roster.
 */
export async function noticeOfNewRequest(tx: Tx | Db, thing: Thing, actor: Actor, staffRole: Role) {
  const notice = {
    actor,
    kind: "new_request",
    subject: { type: thing.type, id: thing.id },
    title: `${actor?.name || "A creator"} sent a new ${NOUN[thing.type]}: ${thing.title}`,
  } as const;
  if (staffRole !== "manager")
    await notify(tx, { ...notice, to: await usersWithRole(tx, staffRole), link: STAFF_PAGE[thing.type] });
  await notify(tx, {
    ...notice,
    to: await managersToTell(tx, thing.creatorId),
    link: MANAGER_PAGE[thing.type],
  });
}

/**
 * Tells the creator (with a link to their page), the staff member working on it, if someone else (with a
 * link to the staff's page), and the creator's talent manager, if they have one and are neither (issue 20).
 */
async function tellBothSides(
  tx: Tx | Db,
  thing: Thing,
  actor: Actor,
  notice: { kind: NotificationKind; title: string; staffTitle?: string; body: string | null },
) {
  const assignee = thing.assigneeId !== thing.creatorId ? thing.assigneeId : null;
  const manager = await managerOfCreator(tx, thing.creatorId);
  const sides: [string | null | undefined, string, string][] = [
    [thing.creatorId, notice.title, CREATOR_PAGE[thing.type]],
    [assignee, notice.staffTitle ?? notice.title, STAFF_PAGE[thing.type]],
    [manager !== assignee ? manager : null, notice.staffTitle ?? notice.title, MANAGER_PAGE[thing.type]],
  ];
  for (const [userId, title, link] of sides)
    if (userId)
      await notify(tx, {
        to: [userId],
        actor,
        kind: notice.kind,
        subject: { type: thing.type, id: thing.id },
        title,
        body: notice.body,
        link,
      });
}

/** A status changed: the creator hears of it, and so does the staff member working on it. */
export async function noticeOfStatusChange(
  tx: Tx | Db,
  thing: Thing,
  actor: Actor,
  change: { from: string; to: string; note?: string | null },
) {
  if (change.from === change.to) return;
  await tellBothSides(tx, thing, actor, {
    kind: "status_change",
    title: `Your ${NOUN[thing.type]} '${thing.title}' is now ${change.to}`,
    staffTitle: `The ${NOUN[thing.type]} '${thing.title}' is now ${change.to}`,
    body: change.note || null,
  });
}

/** The first 140 characters of what someone wrote, for a notice's body. */
const excerpt = (content: string) => (content.length > 140 ? `${content.slice(0, 139)}…` : content);

/** A message in a project's chat: the creator and the staff member working on it hear of it. */
export async function noticeOfProjectMessage(tx: Tx | Db, thing: Thing, actor: Actor, content: string) {
  await tellBothSides(tx, thing, actor, {
    kind: "project_message",
    title: `${actor?.name || "Someone"} wrote on '${thing.title}'`,
    body: excerpt(content),
  });
}

/** A review comment on a project's file (issue 22): the other side hears of it, as of a chat message. */
export async function noticeOfFileComment(
  tx: Tx | Db,
  thing: Thing,
  actor: Actor,
  comment: { file: string; body: string },
) {
  await tellBothSides(tx, thing, actor, {
    kind: "project_message",
    title: `${actor?.name || "Someone"} commented on ${comment.file} of '${thing.title}'`,
    body: excerpt(comment.body),
  });
}

import type { SubjectType } from "~/domain/activity";
import type { NotificationKind } from "~/domain/notifications";
import type { Role } from "~/domain/roles";
import type { Db } from "../../db/client";
import { managersToTell } from "../roster/service";
import { notify, usersWithRole } from "./notify";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/*
 * The notices of the work items (script requests, editing and design projects, campaigns): one line at each
 * place that changes them, in the transaction of the change. `notify` leaves the actor out, so nobody hears
 * of their own change. Meetings say more about themselves (features/appointments).
 */

export type WorkSubject = Exclude<SubjectType, "appointment" | "deal" | "talent_assignment">;

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

type Actor = { id: string; name: string } | null;

/**
 * A new request waits in the queue: everyone of `staffRole` hears of it; for the managers' queue, the
 * creator's own manager (every manager while they have none, issue 20).
 */
export async function noticeOfNewRequest(tx: Tx | Db, thing: Thing, actor: Actor, staffRole: Role) {
  await notify(tx, {
    to:
      staffRole === "manager"
        ? await managersToTell(tx, thing.creatorId)
        : await usersWithRole(tx, staffRole),
    actor,
    kind: "new_request",
    subject: { type: thing.type, id: thing.id },
    title: `${actor?.name || "A creator"} sent a new ${NOUN[thing.type]}: ${thing.title}`,
    link: STAFF_PAGE[thing.type],
  });
}

/**
 * Tells the creator (with a link to their page) and the staff member working on it, if someone else (with a
 * link to the staff's page).
 */
async function tellBothSides(
  tx: Tx | Db,
  thing: Thing,
  actor: Actor,
  notice: { kind: NotificationKind; title: string; staffTitle?: string; body: string | null },
) {
  const sides: [string | null | undefined, string, string][] = [
    [thing.creatorId, notice.title, CREATOR_PAGE[thing.type]],
    [
      thing.assigneeId !== thing.creatorId ? thing.assigneeId : null,
      notice.staffTitle ?? notice.title,
      STAFF_PAGE[thing.type],
    ],
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

/** A message in a project's chat: the creator and the staff member working on it hear of it. */
export async function noticeOfProjectMessage(tx: Tx | Db, thing: Thing, actor: Actor, content: string) {
  await tellBothSides(tx, thing, actor, {
    kind: "project_message",
    title: `${actor?.name || "Someone"} wrote on '${thing.title}'`,
    body: content.length > 140 ? `${content.slice(0, 139)}…` : content,
  });
}

import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import { hasCalendarFile } from "~/domain/appointments";
import { managesDeals } from "~/domain/deals";
import { OVERDUE_INVOICES_HREF } from "~/domain/invoices";
import { can } from "~/domain/policy";
import { PROJECT_KINDS, type ProjectKind, SUBJECT_OF_KIND } from "~/domain/projects";
import {
  appointments,
  chatSessions,
  contactMessages,
  dealDeliverables,
  deals,
  invoices,
  projects,
  scriptAssignments,
  user,
} from "./db/schema";
import { registerHistorySubject } from "./features/activity/history-subjects";
import { calendarText } from "./features/appointments/routes";
import { canReadAppointmentHistory, loadAppointment } from "./features/appointments/service";
import { avatarUploadPurpose } from "./features/avatars/upload-avatar";
import { findVisibleDeal } from "./features/deals/access";
import { documentUploadPurpose } from "./features/deals/documents";
import { isOverdue } from "./features/deals/today";
import { overdueInvoices } from "./features/ledger/invoices";
import { registerEmailAttachment } from "./features/notifications/email";
import { findVisibleProject } from "./features/production/read";
import { ofManagersCreators } from "./features/roster/service";
import { registerTriageCount } from "./features/triage/registry";
import { AppError } from "./lib/app-error";
import { registerUploadPurpose } from "./storage/upload-purposes";

const isUuid = (id: string) => /^[0-9a-f-]{36}$/i.test(id);

/** A triage count's "mine" (issue 20): only the work of that manager's creators. */
const mineOnly = (creatorId: Parameters<typeof ofManagersCreators>[0], managerId?: string) =>
  managerId ? ofManagersCreators(creatorId, managerId) : undefined;

/*
 * What each feature plugs into the shared ones: whose history can be read (GET /api/history/{type}/{id}),
 * the file attached to the email about a subject, and the managers' triage counts. Like createApi() for
 * routes and realtime-topics.ts for topics, each feature adds its own lines here.
 */
let registered = false;
export function registerSubjects(mailFrom = "CreatorDesk <no-reply@creatordesk.local>") {
  if (registered) return;
  registered = true;

  // appointments
  registerHistorySubject("appointment", canReadAppointmentHistory);
  registerEmailAttachment("appointment", async (db, id) => {
    const appointment = await loadAppointment(db, id);
    if (!appointment || !hasCalendarFile(appointment)) return null;
    const method = appointment.status === "Cancelled" ? "CANCEL" : "REQUEST";
    return {
      filename: "meeting.ics",
      contentType: `text/calendar; charset=utf-8; method=${method}`,
      content: calendarText(mailFrom, appointment),
    };
  });

  // script requests: their creator and the managers
  registerHistorySubject("script_request", async (deps, caller, id) => {
    if (!isUuid(id)) return false;
    const [row] = await deps.db
      .select({ creatorId: scriptAssignments.creatorId })
      .from(scriptAssignments)
      .where(eq(scriptAssignments.id, id));
    return !!row && (row.creatorId === caller.id || can.manageScriptRequests(caller.role));
  });

  // editing and design projects and campaigns: whoever may see the project
  for (const kind of PROJECT_KINDS)
    registerHistorySubject(SUBJECT_OF_KIND[kind], async (deps, caller, id) => {
      if (!isUuid(id)) return false;
      try {
        await findVisibleProject(deps.db, kind, id, caller);
        return true;
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return false;
        throw error;
      }
    });

  // brand deals (issue 19): whoever may see the deal (managers, its creator); its notes (a Lost reason) are
  // the agency's, as the Lost dialog says (issue 35)
  registerHistorySubject(
    "deal",
    async (deps, caller, id) => {
      if (!isUuid(id)) return false;
      try {
        await findVisibleDeal(deps.db, caller, id);
        return true;
      } catch (error) {
        if (error instanceof AppError && error.status === 404) return false;
        throw error;
      }
    },
    (caller) => managesDeals(caller.role),
  );

  // a creator's talent manager (issue 20), by the creator's id: the creator and the managers
  registerHistorySubject("talent_assignment", async (deps, caller, id) => {
    if (id === caller.id) return can.requestTalentManager(caller.role);
    if (!can.manageRoster(caller.role) || !/^[A-Za-z0-9_-]{1,100}$/.test(id)) return false;
    const [row] = await deps.db.select({ role: user.role }).from(user).where(eq(user.id, id));
    return !!row && can.requestTalentManager(row.role);
  });

  // the managers' triage, in the order shown
  registerTriageCount({
    key: "open_chats",
    // read afresh (one indexed count): chat writes touch no shared counter (migration 0012, issue 17)
    label: "Open chats",
    href: "/talent-dashboard#live-chats-title",
    count: async (db) => {
      const [row] = await db
        .select({ n: count() })
        .from(chatSessions)
        .where(sql`${chatSessions.status} = 'open' and ${chatSessions.lastMessageAt} is not null`);
      return row?.n ?? 0;
    },
  });
  registerTriageCount({
    key: "unread_contact_messages",
    tables: ["contact_messages"],
    label: "Unread contact messages",
    href: "/talent-dashboard#inbox-title",
    count: async (db) => {
      const [row] = await db
        .select({ n: count() })
        .from(contactMessages)
        .where(isNull(contactMessages.readAt));
      return row?.n ?? 0;
    },
  });
  registerTriageCount({
    key: "pending_meetings",
    tables: ["appointments"],
    label: "Pending meetings",
    href: "/talent-dashboard/appointment-dashboard?status=Pending",
    perCreator: true,
    count: async (db, managerId) => {
      const [row] = await db
        .select({ n: count() })
        .from(appointments)
        .where(and(eq(appointments.status, "Pending"), mineOnly(appointments.creatorId, managerId)));
      return row?.n ?? 0;
    },
  });
  registerTriageCount({
    key: "pending_script_requests",
    tables: ["script_assignments"],
    label: "Pending script requests",
    href: "/talent-dashboard#queue-title",
    perCreator: true,
    count: async (db, managerId) => {
      const [row] = await db
        .select({ n: count() })
        .from(scriptAssignments)
        .where(
          and(eq(scriptAssignments.status, "Pending"), mineOnly(scriptAssignments.creatorId, managerId)),
        );
      return row?.n ?? 0;
    },
  });
  const unassigned: Record<ProjectKind, { label: string; href: string }> = {
    editing: { label: "Unassigned editing projects", href: "/creator-dashboard/editing-management" },
    design: { label: "Unassigned design requests", href: "/creator-dashboard/design-management" },
    promotion: { label: "Unassigned campaigns", href: "/creator-dashboard/promotion-management" },
  };
  for (const kind of PROJECT_KINDS)
    registerTriageCount({
      key: `unassigned_${kind}`,
      tables: [`projects:${kind}`],
      ...unassigned[kind],
      perCreator: true,
      count: async (db, managerId) => {
        const [row] = await db
          .select({ n: count() })
          .from(projects)
          .where(
            and(
              eq(projects.kind, kind),
              eq(projects.status, "Pending"),
              isNull(projects.assigneeId),
              mineOnly(projects.creatorId, managerId),
            ),
          );
        return row?.n ?? 0;
      },
    });
  // issue 19: deliverables past their due date, not yet approved or published. Read afresh (one count on a
  // partial index), never cached: a deliverable becomes overdue when the date turns, without any write.
  registerTriageCount({
    key: "overdue_deliverables",
    label: "Overdue deliverables",
    href: "/talent-dashboard/deals",
    perCreator: true,
    count: async (db, managerId) => {
      const [row] = await db
        .select({ n: count() })
        .from(dealDeliverables)
        .where(
          and(
            isOverdue,
            managerId
              ? inArray(
                  dealDeliverables.dealId,
                  db.select({ id: deals.id }).from(deals).where(mineOnly(deals.creatorId, managerId)),
                )
              : undefined,
          ),
        );
      return row?.n ?? 0;
    },
  });

  // one upload path (issue 33, ADR 075): what the tus endpoint takes besides a project's file
  registerUploadPurpose("avatar", avatarUploadPurpose);
  registerUploadPurpose("deal-document", documentUploadPurpose);
  // issue 38: invoices past their due date with something due. Read afresh, like the deliverables: an invoice
  // becomes overdue when the date turns, without any write.
  registerTriageCount({
    key: "overdue_invoices",
    label: "Overdue invoices",
    href: OVERDUE_INVOICES_HREF,
    perCreator: true,
    count: async (db, managerId) => {
      const [row] = await db
        .select({ n: count() })
        .from(invoices)
        .where(
          and(
            overdueInvoices(),
            managerId
              ? inArray(
                  invoices.dealId,
                  db.select({ id: deals.id }).from(deals).where(mineOnly(deals.creatorId, managerId)),
                )
              : undefined,
          ),
        );
      return row?.n ?? 0;
    },
  });
}

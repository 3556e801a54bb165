import { and, desc, eq, gte, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type ChangedEvent, userTopic } from "~/domain/activity";
import {
  APPOINTMENTS_TOPIC,
  type Appointment,
  type AppointmentPage,
  type AppointmentStatus,
  canCancelAppointment,
  hasCalendarFile,
  type RequestAppointmentInput,
} from "~/domain/appointments";
import { slotsTopic } from "~/domain/availability";
import { offsetOf, type PageQuery } from "~/domain/paging";
import { can } from "~/domain/policy";
import { ROSTER_TOPIC } from "~/domain/roster";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { appointments, user } from "../../db/schema";
import { emit } from "../../events/events";
import { AppError } from "../../lib/app-error";
import { publish } from "../../realtime/publish";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
const creator = alias(user, "creator");
const manager = alias(user, "manager");

const CREATOR_LINK = "/creator-dashboard/talent-management";
const MANAGER_LINK = "/talent-dashboard/appointment-dashboard";

/** What an appointment shows: its columns but the people's ids, and the people joined. */
const selection = {
  row: {
    id: appointments.id,
    topic: appointments.topic,
    notes: appointments.notes,
    requestedAt: appointments.requestedAt,
    scheduledAt: appointments.scheduledAt,
    endsAt: appointments.endsAt,
    source: appointments.source,
    meetLink: appointments.meetLink,
    status: appointments.status,
    sequence: appointments.sequence,
    createdAt: appointments.createdAt,
    updatedAt: appointments.updatedAt,
  },
  creator: { id: creator.id, name: creator.name, email: creator.email },
  manager: { id: manager.id, name: manager.name, email: manager.email },
};

function selectAppointments(db: Tx | Db) {
  return db
    .select(selection)
    .from(appointments)
    .innerJoin(creator, eq(creator.id, appointments.creatorId))
    .leftJoin(manager, eq(manager.id, appointments.managerId));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectAppointments>["execute"]>>[number];
const iso = (value: Date | null) => (value ? value.toISOString() : null);
function toAppointment({ row, creator, manager }: Selected): Appointment {
  return {
    id: row.id,
    creator,
    manager: manager?.id ? { id: manager.id, name: manager.name, email: manager.email } : null,
    topic: row.topic,
    notes: row.notes,
    requestedAt: iso(row.requestedAt),
    scheduledAt: iso(row.scheduledAt),
    endsAt: iso(row.endsAt),
    source: row.source === "slot" ? "slot" : "request",
    meetLink: row.meetLink,
    status: row.status as AppointmentStatus,
    sequence: row.sequence,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function loadAppointment(db: Tx | Db, id: string): Promise<Appointment | undefined> {
  const [row] = await selectAppointments(db).where(eq(appointments.id, id));
  return row && toAppointment(row);
}

/** "Nov 22, 2026, 3:00 PM UTC": the zone is named, since emails and notifications do not know the reader's. */
const utcText = (iso: string) =>
  `${new Intl.DateTimeFormat("en-US", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "UTC",
  }).format(new Date(iso))} UTC`;

/** Every meeting written (requested, booked, moved, cancelled, scheduled) is a contact with the creator. */
export const meetingContact = (creatorId: string) => ({ creatorId });

/** Tells the creator's views and the managers' list that an appointment changed. */
async function announce(
  tx: Tx,
  appointmentId: string,
  creatorId: string,
  /** the managers whose free times the change moved (the meeting's, before and after) */
  managerIds: (string | null)[] = [],
) {
  const event: ChangedEvent = { type: "changed", subject: "appointment", id: appointmentId };
  // the roster shows the creator's open meetings (issue 20)
  await publish(tx, [userTopic(creatorId), APPOINTMENTS_TOPIC, ROSTER_TOPIC], event);
  const managers = [...new Set(managerIds.filter((id): id is string => id !== null))];
  // open booking calendars of those managers refetch their free slots (issue 20)
  if (managers.length) await publish(tx, managers.map(slotsTopic), { type: "changed" });
}

/**
 * A page of appointments (those of `where`), newest first, with the Pending count of `scope` (the same, or
 * every appointment).
 */
async function listWhere(
  db: Db,
  where: SQL | undefined,
  scope: SQL | undefined,
  query: PageQuery,
): Promise<AppointmentPage> {
  // both counts in one pass over the scope, as a subquery beside the page: one statement, so they agree
  // with it; past the last page (or on an empty first page of a narrower filter) they are read alone
  const counts = sql<{ total: number; pending: number }>`(select json_build_object(
      'total', count(*) filter (where ${where ?? sql`true`}),
      'pending', count(*) filter (where ${appointments.status} = 'Pending'))
    from ${appointments} where ${scope ?? sql`true`})`;
  const rows = await db
    .select({ ...selection, counts })
    .from(appointments)
    .innerJoin(creator, eq(creator.id, appointments.creatorId))
    .leftJoin(manager, eq(manager.id, appointments.managerId))
    .where(where)
    .orderBy(desc(appointments.createdAt), desc(appointments.id))
    .limit(query.pageSize)
    .offset(offsetOf(query));
  const totals =
    rows[0]?.counts ??
    (query.page > 1 || where !== scope
      ? (await db.select({ counts }).from(sql`(select 1) one`))[0]?.counts
      : undefined);
  return {
    items: rows.map(toAppointment),
    total: Number(totals?.total ?? 0),
    pending: Number(totals?.pending ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}

export function listOwnAppointments(db: Db, userId: string, query: PageQuery) {
  const own = eq(appointments.creatorId, userId);
  return listWhere(db, own, own, query);
}

export const listAllAppointments = (db: Db, query: PageQuery & { status?: AppointmentStatus }) =>
  listWhere(db, query.status ? eq(appointments.status, query.status) : undefined, undefined, query);

/** An appointment its creator or a manager may see; anyone else's is 404. */
async function appointmentFor(db: Db, caller: SessionUser, id: string): Promise<Appointment> {
  const found = await loadAppointment(db, id);
  if (!found || (found.creator.id !== caller.id && !can.manageAppointments(caller.role)))
    throw AppError.notFound("No such appointment.");
  return found;
}

export async function canReadAppointmentHistory(deps: AppDeps, caller: SessionUser, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
  const [row] = await deps.db
    .select({ creatorId: appointments.creatorId })
    .from(appointments)
    .where(eq(appointments.id, id));
  return !!row && (row.creatorId === caller.id || can.manageAppointments(caller.role));
}

/** A creator asks for a meeting: Pending, in the history, and the managers are told. */
export async function requestAppointment(
  deps: AppDeps,
  caller: SessionUser,
  input: RequestAppointmentInput,
): Promise<Appointment> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(appointments)
      .values({
        creatorId: caller.id,
        topic: input.topic,
        notes: input.notes || null,
        requestedAt: input.requestedAt ? new Date(input.requestedAt) : null,
      })
      .returning({ id: appointments.id });
    const id = row!.id;
    await emit(tx, "meeting.requested", {
      actor: { id: caller.id, name: caller.name || caller.email },
      meetingId: id,
      topic: input.topic,
      requestedAt: input.requestedAt ?? null,
      change: { subjectType: "appointment", subjectId: id, from: null, to: "Pending" },
      contact: meetingContact(caller.id),
    });
    await announce(tx, id, caller.id);
    return (await loadAppointment(tx, id))!;
  });
}

/** The creator cancels (deletes) their own request, only while it is Pending (spec section 4). */
export async function cancelAppointment(deps: AppDeps, caller: SessionUser, id: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(appointments)
      .where(and(eq(appointments.id, id), eq(appointments.creatorId, caller.id)))
      .for("update");
    if (!row) throw AppError.notFound("No such appointment.");
    if (!canCancelAppointment(row.status))
      throw AppError.conflict(
        "appointment_not_pending",
        `This appointment is ${row.status}: only a Pending request can be cancelled.`,
      );
    await tx.delete(appointments).where(eq(appointments.id, id));
    await emit(tx, "meeting.withdrawn", {
      actor: { id: caller.id, name: caller.name || caller.email },
      meetingId: id,
      change: {
        subjectType: "appointment",
        subjectId: id,
        from: row.status,
        to: "Cancelled",
        note: "Request withdrawn by the creator",
      },
      contact: meetingContact(caller.id),
    });
    await announce(tx, id, caller.id);
  });
}

/**
 * A manager sets the status, the time and the link; they are recorded as the manager. Every real change
 * raises the calendar SEQUENCE, is recorded in the history (status changes) and told to the creator.
 */
export async function manageAppointment(
  deps: AppDeps,
  caller: SessionUser,
  id: string,
  input: { status: AppointmentStatus; scheduledAt: string | null; meetLink: string | null },
): Promise<Appointment> {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(appointments).where(eq(appointments.id, id)).for("update");
    if (!before) throw AppError.notFound("No such appointment.");
    const scheduledAt = input.scheduledAt ? new Date(input.scheduledAt) : null;
    const changed =
      before.status !== input.status ||
      iso(before.scheduledAt) !== iso(scheduledAt) ||
      before.meetLink !== input.meetLink ||
      before.managerId !== caller.id;
    if (!changed) return (await loadAppointment(tx, id))!;
    await tx
      .update(appointments)
      .set({
        status: input.status,
        scheduledAt,
        // a booked meeting keeps its length when a manager moves it here (and loses its end with its time)
        endsAt:
          before.endsAt && before.scheduledAt && scheduledAt
            ? new Date(scheduledAt.getTime() + before.endsAt.getTime() - before.scheduledAt.getTime())
            : null,
        meetLink: input.meetLink,
        managerId: caller.id,
        sequence: sql`${appointments.sequence} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(appointments.id, id));
    const after = (await loadAppointment(tx, id))!;
    await emit(tx, "meeting.changed", {
      actor: { id: caller.id, name: caller.name || caller.email },
      meetingId: id,
      before: { status: before.status, scheduledAt: iso(before.scheduledAt) },
      after: {
        id,
        creatorId: before.creatorId,
        creatorName: after.creator.name || after.creator.email,
        topic: after.topic,
        status: after.status,
        scheduledAt: after.scheduledAt,
        meetLink: after.meetLink,
      },
      change: {
        subjectType: "appointment",
        subjectId: id,
        from: before.status,
        to: input.status,
        note:
          input.status === "Scheduled" && scheduledAt ? `For ${utcText(scheduledAt.toISOString())}` : null,
      },
      contact: meetingContact(before.creatorId),
    });
    await announce(tx, id, before.creatorId, [before.managerId, caller.id]);
    return after;
  });
}

/** The .ics of an appointment its creator or a manager may see: 409 unless it has a time and is Scheduled or Cancelled. */
export async function calendarFileOf(deps: AppDeps, caller: SessionUser, id: string) {
  const appointment = await appointmentFor(deps.db, caller, id);
  if (!hasCalendarFile(appointment))
    throw AppError.conflict(
      "appointment_not_scheduled",
      "Only a scheduled appointment can be added to a calendar.",
    );
  return appointment;
}

/** How far back a calendar feed reaches, and how many meetings it holds at most (issue 20). */
const FEED_DAYS_BACK = 180;
const FEED_LIMIT = 1000;

/**
 * The meetings of a user's calendar feed: those they have as the creator or manage, with a time, from
 * FEED_DAYS_BACK days ago on (the latest first). Cancelled ones stay in it, so a calendar that holds the
 * event marks it cancelled instead of keeping it.
 */
export async function feedAppointments(db: Db, userId: string): Promise<Appointment[]> {
  const rows = await selectAppointments(db)
    .where(
      and(
        or(eq(appointments.creatorId, userId), eq(appointments.managerId, userId)),
        inArray(appointments.status, ["Scheduled", "Completed", "Cancelled"]),
        gte(appointments.scheduledAt, sql`now() - make_interval(days => ${FEED_DAYS_BACK})`),
      ),
    )
    .orderBy(desc(appointments.scheduledAt), desc(appointments.id))
    .limit(FEED_LIMIT);
  return rows.map(toAppointment);
}

export { announce, CREATOR_LINK, loadAppointment, MANAGER_LINK, utcText };

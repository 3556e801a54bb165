import { and, eq, gt, sql } from "drizzle-orm";
import type { Appointment } from "~/domain/appointments";
import {
  type BookableManagersPage,
  type BookMeetingInput,
  type CancelBookingInput,
  creatorMayChange,
  type RescheduleBookingInput,
} from "~/domain/bookings";
import { messages } from "~/domain/messages";
import { can } from "~/domain/policy";
import { normalizeRole } from "~/domain/roles";
import { type Availability, isBookable } from "~/domain/slots";
import type { SessionUser } from "../../auth/session";
import type { AppDeps } from "../../context";
import type { Db } from "../../db/client";
import { appointments, user } from "../../db/schema";
import { emit } from "../../events/events";
import { AppError } from "../../lib/app-error";
import { announce, loadAppointment, meetingContact, utcText } from "../appointments";
import { availabilityOf, busyOf, rememberTimeZone } from "../availability";
import { listDealPeople } from "../deals";
import { managerOfCreator } from "../roster";
import { queueBookingConfirmation } from "./confirmation";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Row = typeof appointments.$inferSelect;
const MINUTE = 60_000;

const actorOf = (caller: SessionUser) => ({ id: caller.id, name: caller.name || caller.email });
const nameOf = (person: { name: string; email: string }) => person.name || person.email;

async function managerById(db: Db, id: string) {
  const [row] = await db
    .select({ id: user.id, name: user.name, email: user.email, role: user.role })
    .from(user)
    .where(eq(user.id, id));
  if (!row || normalizeRole(row.role) !== "manager") return null;
  return { id: row.id, name: nameOf(row) };
}

/** Managers a creator may book, by name, with their own talent manager (booked by default) beside them. */
export async function listBookableManagers(
  db: Db,
  caller: SessionUser,
  query: { page: number; pageSize: number; search?: string },
): Promise<BookableManagersPage> {
  const page = await listDealPeople(db, { ...query, role: "manager" });
  const mineId = await managerOfCreator(db, caller.id);
  return {
    items: page.items.map((person) => ({ id: person.id, name: nameOf(person) })),
    total: page.total,
    page: page.page,
    pageSize: page.pageSize,
    mine: mineId ? await managerById(db, mineId) : null,
  };
}

/** The manager a booking is with: the one named, else the creator's own; a creator with a manager books them. */
async function managerToBook(db: Db, caller: SessionUser, named: string | null | undefined) {
  const own = await managerOfCreator(db, caller.id);
  if (own && named && named !== own)
    throw AppError.badRequest("You book meetings with your own talent manager.", {
      managerId: "You book meetings with your own talent manager.",
    });
  const id = named || own;
  if (!id)
    throw AppError.badRequest("Choose the manager to meet.", { managerId: "Choose the manager to meet." });
  const manager = await managerById(db, id);
  if (!manager) throw AppError.notFound("No such manager.");
  return manager;
}

/** Whether [start, end) is free in the manager's hours now (the buffer and the notice included). */
async function checkFree(
  db: Db,
  availability: Availability,
  managerId: string,
  slot: { start: Date; end: Date },
  ignore?: Row,
) {
  const buffer = availability.bufferMinutes * MINUTE;
  const busy = (
    await busyOf(
      db,
      managerId,
      new Date(slot.start.getTime() - buffer),
      new Date(slot.end.getTime() + buffer),
    )
  ).filter(
    // the meeting being moved does not stand in its own way
    (b) =>
      !ignore ||
      b.start.getTime() !== ignore.scheduledAt?.getTime() ||
      b.end.getTime() !== ignore.endsAt?.getTime(),
  );
  const now = new Date();
  if (!isBookable(availability, busy, slot, now)) {
    // free in the hours but for a meeting: someone took it (a moment ago, or at the same moment and their
    // row committed first): the same answer as the exclusion constraint gives the slower of two at once
    if (isBookable(availability, [], slot, now))
      throw AppError.conflict("time_taken", messages.bookings.justTaken);
    throw AppError.conflict("time_not_free", messages.bookings.noLongerFree);
  }
}

/** A creator books only inside the manager's bookable window (managers move meetings anywhere). */
function checkHorizon(availability: Availability, slot: { start: Date }) {
  const days = availability.horizonDays;
  if (days !== undefined && slot.start.getTime() >= Date.now() + days * 1440 * MINUTE)
    throw AppError.conflict("beyond_horizon", messages.bookings.beyondHorizon(days));
}

/**
 * At most `maxUpcomingBookings` booked meetings of a creator with one manager still to come. Counted in the
 * booking's transaction with the creator's bookings locked (an advisory lock by creator), so two bookings
 * at once cannot both take the last place.
 */
async function checkBookingLimit(tx: Tx, creatorId: string, managerId: string, max: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`bookings:${creatorId}`}))`);
  const upcoming = await tx.$count(
    appointments,
    and(
      eq(appointments.creatorId, creatorId),
      eq(appointments.managerId, managerId),
      eq(appointments.source, "slot"),
      eq(appointments.status, "Scheduled"),
      gt(appointments.scheduledAt, sql`now()`),
    ),
  );
  if (upcoming >= max) throw AppError.conflict("too_many_bookings", messages.bookings.tooManyBookings(max));
}

const slotOf = (start: string, length: number) => {
  const from = new Date(start);
  return { start: from, end: new Date(from.getTime() + length * MINUTE) };
};

const whenText = (slot: { start: Date; end: Date }) =>
  `${utcText(slot.start.toISOString())} (${Math.round((slot.end.getTime() - slot.start.getTime()) / MINUTE)} minutes)`;

/**
 * A creator books a free slot: checked against the manager's hours, buffer and notice, then inserted as a
 * Scheduled meeting with its end. Two bookings of one time at once both pass the check; the exclusion
 * constraint lets one in and refuses the other (23P01, answered 409 "That time was just taken").
 */
export async function bookMeeting(
  deps: AppDeps,
  caller: SessionUser,
  input: BookMeetingInput,
): Promise<Appointment> {
  const manager = await managerToBook(deps.db, caller, input.managerId);
  const slot = slotOf(input.start, input.length);
  const { availability } = await availabilityOf(deps.db, manager.id);
  checkHorizon(availability, slot);
  await checkFree(deps.db, availability, manager.id, slot);
  const meeting = await deps.db.transaction(async (tx) => {
    await checkBookingLimit(tx, caller.id, manager.id, availability.maxUpcomingBookings);
    const [row] = await tx
      .insert(appointments)
      .values({
        creatorId: caller.id,
        managerId: manager.id,
        topic: input.topic,
        notes: input.notes || null,
        scheduledAt: slot.start,
        endsAt: slot.end,
        status: "Scheduled",
        source: "slot",
      })
      .returning({ id: appointments.id });
    const id = row!.id;
    await emit(tx, "meeting.booked", {
      actor: actorOf(caller),
      meetingId: id,
      managerId: manager.id,
      topic: input.topic,
      when: whenText(slot),
      change: {
        subjectType: "appointment",
        subjectId: id,
        from: null,
        to: "Scheduled",
        note: `Booked for ${whenText(slot)}`,
      },
      contact: meetingContact(caller.id),
    });
    await rememberTimeZone(tx, caller.id, input.timeZone);
    await announce(tx, id, caller.id, [manager.id]);
    const booked = (await loadAppointment(tx, id))!;
    await queueBookingConfirmation(tx, deps, caller, booked, "booked");
    return booked;
  });
  deps.kickOutbox();
  return meeting;
}

/** "4 hours", "30 minutes", "1 day": a notice period in words. */
function noticeText(minutes: number) {
  const [n, unit] =
    minutes % 1440 === 0
      ? [minutes / 1440, "day"]
      : minutes % 60 === 0
        ? [minutes / 60, "hour"]
        : [minutes, "minute"];
  return `${n} ${unit}${n === 1 ? "" : "s"}`;
}

/**
 * A booked meeting the caller may change: its creator, before the manager's minimum notice; a manager, at
 * any time, saying why. Anyone else's is 404.
 */
async function bookingToChange(
  db: Db,
  caller: SessionUser,
  id: string,
  note: string | null | undefined,
  verb: "move" | "cancel",
) {
  const [row] = await db.select().from(appointments).where(eq(appointments.id, id));
  const isManager = can.manageAppointments(caller.role);
  if (!row || (!isManager && row.creatorId !== caller.id)) throw AppError.notFound("No such meeting.");
  if (
    row.source !== "slot" ||
    row.status !== "Scheduled" ||
    !row.scheduledAt ||
    !row.endsAt ||
    !row.managerId
  )
    throw AppError.conflict(
      "not_booked",
      `Only a booked meeting that is still scheduled can be ${verb === "move" ? "moved" : "cancelled"} here.`,
    );
  const { availability } = await availabilityOf(db, row.managerId);
  if (isManager && !note)
    throw AppError.badRequest("Add a note for the creator.", { note: "Add a note for the creator." });
  if (!isManager && !creatorMayChange(row.scheduledAt, availability.minNoticeMinutes, new Date()))
    throw AppError.conflict(
      "too_late",
      `It is too late to ${verb} this meeting here: meetings can be changed up to ${noticeText(availability.minNoticeMinutes)} before they start. Please message your manager.`,
    );
  return { row, availability, isManager, managerId: row.managerId };
}

/** Locks the row and makes sure nobody changed it since it was checked (else 409, nothing written). */
async function lockUnchanged(tx: Tx, before: Row) {
  const [now] = await tx.select().from(appointments).where(eq(appointments.id, before.id)).for("update");
  if (!now || now.sequence !== before.sequence || now.status !== before.status)
    throw AppError.conflict("changed", "This meeting was changed meanwhile. Please look at it again.");
}

/** Moves a booked meeting to another free time: SEQUENCE raised, history, the other side told. */
export async function rescheduleBooking(
  deps: AppDeps,
  caller: SessionUser,
  id: string,
  input: RescheduleBookingInput,
): Promise<Appointment> {
  const { row, availability, isManager, managerId } = await bookingToChange(
    deps.db,
    caller,
    id,
    input.note,
    "move",
  );
  const slot = slotOf(input.start, input.length);
  // a manager may move a meeting into any free time of the manager's hours, however close or far ahead
  const rules = isManager ? { ...availability, minNoticeMinutes: 0, horizonDays: undefined } : availability;
  checkHorizon(rules, slot);
  await checkFree(deps.db, rules, managerId, slot, row);
  const meeting = await deps.db.transaction(async (tx) => {
    await lockUnchanged(tx, row);
    await tx
      .update(appointments)
      .set({
        scheduledAt: slot.start,
        endsAt: slot.end,
        sequence: sql`${appointments.sequence} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(appointments.id, id));
    if (!isManager) await rememberTimeZone(tx, caller.id, input.timeZone);
    await emit(tx, "meeting.booking_moved", {
      actor: actorOf(caller),
      meetingId: id,
      creatorId: row.creatorId,
      managerId: row.managerId,
      topic: row.topic,
      when: whenText(slot),
      note: input.note,
      change: {
        subjectType: "appointment",
        subjectId: id,
        from: row.status,
        to: "Scheduled",
        note: [`Moved to ${whenText(slot)}`, input.note].filter(Boolean).join(" · "),
        always: true,
      },
      contact: meetingContact(row.creatorId),
    });
    await announce(tx, id, row.creatorId, [row.managerId]);
    const moved = (await loadAppointment(tx, id))!;
    await queueBookingConfirmation(tx, deps, caller, moved, "moved");
    return moved;
  });
  deps.kickOutbox();
  return meeting;
}

/** Cancels a booked meeting: its time is free again, SEQUENCE raised (the .ics says CANCEL), the other side told. */
export async function cancelBooking(
  deps: AppDeps,
  caller: SessionUser,
  id: string,
  input: CancelBookingInput,
): Promise<Appointment> {
  const { row } = await bookingToChange(deps.db, caller, id, input.note, "cancel");
  return deps.db.transaction(async (tx) => {
    await lockUnchanged(tx, row);
    await tx
      .update(appointments)
      .set({ status: "Cancelled", sequence: sql`${appointments.sequence} + 1`, updatedAt: sql`now()` })
      .where(eq(appointments.id, id));
    await emit(tx, "meeting.booking_cancelled", {
      actor: actorOf(caller),
      meetingId: id,
      creatorId: row.creatorId,
      managerId: row.managerId,
      topic: row.topic,
      was: utcText(row.scheduledAt!.toISOString()),
      note: input.note,
      change: {
        subjectType: "appointment",
        subjectId: id,
        from: row.status,
        to: "Cancelled",
        note: input.note || null,
      },
      contact: meetingContact(row.creatorId),
    });
    await announce(tx, id, row.creatorId, [row.managerId]);
    return (await loadAppointment(tx, id))!;
  });
}

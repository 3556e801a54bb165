import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  type AvailabilityInput,
  type availabilitySettingsSchema,
  type slotsQuerySchema,
  type slotsSchema,
  slotsTopic,
} from "~/domain/availability";
import { freeSlots } from "~/domain/slots";
import type { Db } from "../../db/client";
import { managerAvailability, user } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { publish } from "../../realtime/publish";
import { busyOf } from "./busy";
import { defaultAvailability } from "./defaults";
import { rememberTimeZone } from "./time-zone";

type Row = typeof managerAvailability.$inferSelect;
const settingsOf = (row: Row | null | undefined): z.infer<typeof availabilitySettingsSchema> =>
  row
    ? {
        availability: {
          timeZone: row.timeZone,
          weekly: row.weekly,
          overrides: row.overrides,
          lengths: row.lengths as AvailabilityInput["lengths"],
          bufferMinutes: row.bufferMinutes,
          minNoticeMinutes: row.minNoticeMinutes,
          horizonDays: row.horizonDays,
          maxUpcomingBookings: row.maxUpcomingBookings,
        },
        isDefault: false,
      }
    : { availability: defaultAvailability(), isDefault: true };

/** A manager's availability as saved, or the defaults when they have saved none. */
export async function availabilityOf(
  db: Db,
  managerId: string,
): Promise<z.infer<typeof availabilitySettingsSchema>> {
  const [row] = await db
    .select()
    .from(managerAvailability)
    .where(eq(managerAvailability.managerId, managerId));
  return settingsOf(row);
}

/** Saves a manager's availability whole (one statement: the row is replaced or made). */
export async function saveAvailability(db: Db, managerId: string, input: AvailabilityInput) {
  const sorted = {
    timeZone: input.timeZone,
    weekly: [...input.weekly].sort((a, b) => a.weekday - b.weekday || a.start.localeCompare(b.start)),
    overrides: [...input.overrides]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((o) => ({ date: o.date, ranges: [...o.ranges].sort((a, b) => a.start.localeCompare(b.start)) })),
    lengths: [...input.lengths].sort((a, b) => a - b),
    bufferMinutes: input.bufferMinutes,
    minNoticeMinutes: input.minNoticeMinutes,
    horizonDays: input.horizonDays,
    maxUpcomingBookings: input.maxUpcomingBookings,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(managerAvailability)
      .values({ managerId, ...sorted })
      .onConflictDoUpdate({
        target: managerAvailability.managerId,
        set: { ...sorted, updatedAt: sql`now()` },
      });
    // the zone of their hours is the manager's own: their reminders name it
    await rememberTimeZone(tx, managerId, sorted.timeZone);
    // open booking calendars refetch their free slots (issue 20)
    await publish(tx as unknown as Db, slotsTopic(managerId), { type: "changed" });
  });
  return { availability: sorted as AvailabilityInput, isDefault: false };
}

type SlotsQuery = z.output<typeof slotsQuerySchema>;

/** A manager's free slots of one length between `from` and `to`, on their availability, minus their meetings. */
export async function slotsOf(
  db: Db,
  managerId: string,
  query: SlotsQuery,
  now: Date,
): Promise<z.infer<typeof slotsSchema>> {
  // the manager and their availability in one statement
  const [manager] = await db
    .select({ id: user.id, availability: managerAvailability })
    .from(user)
    .leftJoin(managerAvailability, eq(managerAvailability.managerId, user.id))
    .where(sql`${user.id} = ${managerId} and ${user.role} = 'manager'`);
  if (!manager) throw AppError.notFound("No such manager.");
  const { availability } = settingsOf(manager.availability);
  const length = query.length ?? availability.lengths[0] ?? 30;
  if (!(availability.lengths as number[]).includes(length)) {
    throw AppError.badRequest("This manager does not offer meetings of that length.", {
      length: `Choose one of ${availability.lengths.join(", ")} minutes`,
    });
  }
  const from = new Date(query.from);
  const to = new Date(query.to);
  const margin = (availability.bufferMinutes + length) * 60_000;
  const busy = await busyOf(
    db,
    managerId,
    new Date(from.getTime() - margin),
    new Date(to.getTime() + margin),
  );
  const slots = freeSlots(availability, busy, { from, to, length, now });
  return {
    timeZone: availability.timeZone,
    lengths: availability.lengths,
    length,
    slots: slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })),
  };
}

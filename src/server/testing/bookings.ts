import type { Db } from "../db/client";
import { appointments } from "../db/schema";

/*
 * Booked meetings for tests, written as rows (where the API would refuse: inside the notice), and weekday
 * times in UTC (15:00 and 16:00 UTC are inside a new manager's default hours, 9:00 to 17:00 in New York, in
 * winter and in summer; booking.test.ts sets London hours of its own).
 */

/** A weekday `days` or more ahead, at hh:mm UTC. */
export function weekdayAt(days: number, hour: number, minute = 0): string {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() + days);
  while (at.getUTCDay() === 0 || at.getUTCDay() === 6) at.setUTCDate(at.getUTCDate() + 1);
  at.setUTCHours(hour, minute, 0, 0);
  return at.toISOString();
}

export const plusMinutes = (iso: string, minutes: number) =>
  new Date(new Date(iso).getTime() + minutes * 60_000).toISOString();

/** A Scheduled meeting booked into a slot, of `creatorId` with `managerId`, 30 minutes from `start`. */
export async function createTestBooking(
  db: Db,
  options: { creatorId: string; managerId: string; start?: string; topic?: string },
) {
  const start = options.start ?? weekdayAt(7, 10);
  const [row] = await db
    .insert(appointments)
    .values({
      creatorId: options.creatorId,
      managerId: options.managerId,
      topic: options.topic ?? "A booked meeting",
      scheduledAt: new Date(start),
      endsAt: new Date(plusMinutes(start, 30)),
      status: "Scheduled",
      source: "slot",
    })
    .returning();
  return row!;
}

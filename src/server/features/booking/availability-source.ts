import type { Availability } from "~/domain/slots";
import type { Db } from "../../db/client";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * Working hours offered until a manager sets their own: weekdays 9:00 to 17:00 in London, meetings of 30 or
 * 60 minutes, 15 minutes between meetings, booked at least 4 hours ahead.
 */
const DEFAULT_AVAILABILITY: Availability = {
  timeZone: "Europe/London",
  weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: "09:00", end: "17:00" })),
  overrides: [],
  lengths: [30, 60],
  bufferMinutes: 15,
  minNoticeMinutes: 240,
};

/**
 * The one place booking reads a manager's availability from (the availability branch's table once merged:
 * the lead points this function at it). Until then every manager has the default hours.
 */
export async function availabilityOf(_db: Db | Tx, _managerId: string): Promise<Availability> {
  return DEFAULT_AVAILABILITY;
}

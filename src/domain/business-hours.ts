/** Opening hours in one time zone: the weekdays (0 Sunday to 6 Saturday) and the hours, closing exclusive. */
export interface BusinessHours {
  timeZone: string;
  days: readonly number[];
  opensHour: number;
  /** 24 means midnight at the end of the day. */
  closesHour: number;
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** Whether the agency is open at `date`, on the clock of its own time zone. */
export function isOpenAt(hours: BusinessHours, date: Date): boolean {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: hours.timeZone,
    weekday: "short",
    hour: "numeric",
    hourCycle: "h23",
  }).formatToParts(date);
  const weekday = WEEKDAYS.indexOf(parts.find((p) => p.type === "weekday")?.value ?? "");
  const hour = Number(parts.find((p) => p.type === "hour")?.value);
  return hours.days.includes(weekday) && hour >= hours.opensHour && hour < hours.closesHour;
}

/**
 * The next time the agency opens after `date` (a whole hour on its clock), or null if it never does
 * within two weeks (no open days). Steps an hour at a time: zones differ from UTC by whole hours in the
 * agency's case, and at worst the answer is the first hour that is open.
 */
export function nextOpening(hours: BusinessHours, date: Date): Date | null {
  const HOUR = 3_600_000;
  let at = Math.floor(date.getTime() / HOUR) * HOUR + HOUR;
  for (let i = 0; i < 24 * 14; i++, at += HOUR) {
    if (isOpenAt(hours, new Date(at))) return new Date(at);
  }
  return null;
}

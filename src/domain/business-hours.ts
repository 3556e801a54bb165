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

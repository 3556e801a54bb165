import { formatDateTime, toDate } from "~/web/lib/dates";

/** A moment shown in the viewer's zone with the zone named: "Dec 1, 2026, 3:00 PM GMT+1". */
export function ZonedTime({ value, className }: { value: string | Date; className?: string }) {
  const date = toDate(value);
  return (
    <time dateTime={date.toISOString()} className={className}>
      {formatDateTime(date)}
    </time>
  );
}

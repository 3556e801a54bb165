import { formatDateTime, formatDateTimeRange, toDate } from "~/web/lib/dates";

/** A moment shown in the viewer's zone with the zone named: "Dec 1, 2026, 3:00 PM GMT+1". */
export function ZonedTime({ value, className }: { value: string | Date; className?: string }) {
  const date = toDate(value);
  return (
    <time dateTime={date.toISOString()} className={className}>
      {formatDateTime(date)}
    </time>
  );
}

/** A meeting's start and end in the viewer's zone, the zone named: "Dec 1, 2026, 3:00 – 3:30 PM GMT+1". */
export function ZonedRange({ start, end, className }: { start: string; end: string; className?: string }) {
  return (
    <time dateTime={`${toDate(start).toISOString()}/${toDate(end).toISOString()}`} className={className}>
      {formatDateTimeRange(start, end)}
    </time>
  );
}

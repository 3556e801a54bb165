import { CalendarX, ChevronLeft, ChevronRight } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { QueryState } from "~/web/components/query-state";
import { Button } from "~/web/components/ui/button";
import { Skeleton } from "~/web/components/ui/skeleton";
import { viewerTimeZone } from "~/web/lib/time-zone";
import { cn } from "~/web/lib/utils";
import { useFreeSlots } from "./api";

export interface Slot {
  start: string;
  end: string;
}

/** How far ahead a creator books: four weeks, shown a week at a time. */
const WEEKS = 4;
const DAY = 86_400_000;

const dayKey = (at: Date) => at.toLocaleDateString("en-CA");
const dayHeading = new Intl.DateTimeFormat("en-US", { weekday: "short", month: "short", day: "numeric" });
const timeText = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit" });
const slotText = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/** "Tuesday, Nov 24, 10:00 AM GMT+5:30": a slot's start, the zone named (labels and the confirm dialog). */
export const slotLabel = (slot: Slot) => slotText.format(new Date(slot.start));

/** Midnight today in the viewer's zone, and the 28 days from it. */
function useRange() {
  return useMemo(() => {
    const start = new Date();
    start.setHours(0, 0, 0, 0);
    return {
      start,
      from: start.toISOString(),
      to: new Date(start.getTime() + WEEKS * 7 * DAY).toISOString(),
    };
  }, []);
}

/**
 * A manager's free slots for the next four weeks in the viewer's own time zone (named above the calendar), a
 * week at a time: days as columns from the `md` width, a list per day on a phone. Picking a slot calls `onPick`.
 */
export function SlotPicker({
  managerId,
  length,
  onLengths,
  onPick,
  selected,
}: {
  managerId: string;
  length: number;
  /** the lengths the manager offers, once known */
  onLengths?: (lengths: number[]) => void;
  onPick: (slot: Slot) => void;
  selected?: Slot | null;
}) {
  const range = useRange();
  const [week, setWeek] = useState(0);
  const query = useFreeSlots(managerId, range, length);
  const lengths = query.data?.lengths;
  useEffect(() => {
    if (lengths) onLengths?.(lengths);
  }, [lengths, onLengths]);
  const days = Array.from({ length: 7 }, (_, i) => {
    const at = new Date(range.start);
    at.setDate(at.getDate() + week * 7 + i);
    return at;
  });
  const zone = viewerTimeZone();
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-medium">Times in {zone}</p>
        <div className="flex items-center gap-1">
          <Button
            variant="outline"
            size="icon"
            disabled={week === 0}
            onClick={() => setWeek(week - 1)}
            aria-label="Previous week"
          >
            <ChevronLeft aria-hidden className="size-5" />
          </Button>
          <span className="min-w-36 text-center text-sm tabular-nums" aria-live="polite">
            {dayHeading.format(days[0])} – {dayHeading.format(days[6])}
          </span>
          <Button
            variant="outline"
            size="icon"
            disabled={week === WEEKS - 1}
            onClick={() => setWeek(week + 1)}
            aria-label="Next week"
          >
            <ChevronRight aria-hidden className="size-5" />
          </Button>
        </div>
      </div>
      <QueryState
        query={query}
        what="the free times"
        skeleton={<Skeleton className="h-48" />}
        isEmpty={(data) => data.slots.length === 0}
        empty={{
          icon: CalendarX,
          title: "No free times in the next four weeks",
          description: "Request a meeting instead, and your manager will find a time.",
        }}
      >
        {(data) => {
          const byDay = new Map<string, Slot[]>();
          for (const slot of data.slots) {
            const key = dayKey(new Date(slot.start));
            byDay.set(key, [...(byDay.get(key) ?? []), slot]);
          }
          return (
            <ol aria-label="Free times this week" className="grid gap-3 md:grid-cols-7 md:gap-2">
              {days.map((day) => {
                const slots = byDay.get(dayKey(day)) ?? [];
                const heading = dayHeading.format(day);
                return (
                  <li key={dayKey(day)} className="grid content-start gap-1.5">
                    <h4 className="text-sm font-medium md:text-center">{heading}</h4>
                    {slots.length === 0 ? (
                      <p className="text-xs text-muted-foreground md:text-center">No free times</p>
                    ) : (
                      <ul
                        className="flex flex-wrap gap-1.5 md:flex-col"
                        aria-label={`Free times on ${heading}`}
                      >
                        {slots.map((slot) => {
                          const isSelected = selected?.start === slot.start;
                          return (
                            <li key={slot.start}>
                              <Button
                                type="button"
                                variant={isSelected ? "default" : "outline"}
                                size="sm"
                                aria-pressed={isSelected}
                                aria-label={`${slotLabel(slot)}, ${length} minutes`}
                                className="min-h-11 w-full tabular-nums md:min-h-8"
                                onClick={() => onPick(slot)}
                              >
                                {timeText.format(new Date(slot.start))}
                              </Button>
                            </li>
                          );
                        })}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ol>
          );
        }}
      </QueryState>
    </div>
  );
}

/** The lengths the manager offers, as a radio group ("30 min", "60 min"). */
export function LengthChoice({
  lengths,
  value,
  onChange,
  name,
}: {
  lengths: number[];
  value: number;
  onChange: (length: number) => void;
  name: string;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">Length</legend>
      <div className="flex flex-wrap gap-2">
        {lengths.map((minutes) => (
          <label
            key={minutes}
            className={cn(
              "flex min-h-10 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
              value === minutes && "border-primary bg-primary/10",
            )}
          >
            <input
              type="radio"
              name={name}
              value={minutes}
              checked={value === minutes}
              onChange={() => onChange(minutes)}
              className="accent-primary"
            />
            {minutes} min
          </label>
        ))}
      </div>
    </fieldset>
  );
}

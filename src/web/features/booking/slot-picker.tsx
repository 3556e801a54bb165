import { CalendarX, ChevronLeft, ChevronRight } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { QueryState } from "~/web/components/query-state";
import { Button } from "~/web/components/ui/button";
import { FormField } from "~/web/components/ui/form-field";
import { NativeSelect } from "~/web/components/ui/native-select";
import { Skeleton } from "~/web/components/ui/skeleton";
import { usePersistedState } from "~/web/lib/persisted-state";
import { dayKeyIn, viewerTimeZone, zoneChoices, zoneLabel } from "~/web/lib/time-zone";
import { cn } from "~/web/lib/utils";
import { useFreeSlots } from "./api";

export interface Slot {
  start: string;
  end: string;
}

/** A slot as picked: with the zone the creator read it in (their reminders name that zone). */
export interface PickedSlot extends Slot {
  zone: string;
}

/** How far ahead a creator books: four weeks. */
const WEEKS = 4;
const DAY = 86_400_000;
/** The zone a creator chose last (this browser), so booking and moving read the same clock. */
const ZONE_KEY = "creatordesk:booking-zone";

/** "Tuesday, Nov 24, 10:00 AM GMT+5:30": a slot's start in its zone, the zone named (labels, the dialogs). */
export const slotLabel = (slot: Slot & { zone?: string }) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone: slot.zone ?? viewerTimeZone(),
    weekday: "long",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(new Date(slot.start));

/* Calendar days are "YYYY-MM-DD" keys, counted on UTC dates so no zone or summer time moves them. */
const keyDate = (key: string) => new Date(`${key}T00:00:00Z`);
const addDays = (key: string, days: number) =>
  new Date(keyDate(key).getTime() + days * DAY).toISOString().slice(0, 10);
const monthOf = (key: string) => key.slice(0, 7);
function addMonths(month: string, months: number) {
  const at = keyDate(`${month}-01`);
  at.setUTCMonth(at.getUTCMonth() + months);
  return at.toISOString().slice(0, 7);
}
/** The same day of the month in another month, or that month's last day (Jan 31 → Feb 28). */
function sameDayIn(month: string, key: string) {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const length = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month}-${String(Math.min(Number(key.slice(8)), length)).padStart(2, "0")}`;
}
const dayName = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  weekday: "long",
  month: "long",
  day: "numeric",
});
const monthName = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "long", year: "numeric" });
const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The weeks (Sunday first) that hold a month's days; a day of another month is null. */
function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const lead = keyDate(first).getUTCDay();
  const weeks: (string | null)[][] = [];
  let day = addDays(first, -lead);
  while (weeks.length === 0 || monthOf(day) === month) {
    const week: (string | null)[] = [];
    for (let i = 0; i < 7; i++, day = addDays(day, 1)) week.push(monthOf(day) === month ? day : null);
    weeks.push(week);
  }
  return weeks;
}

/** Midnight today in the viewer's zone, and the four weeks (and a day, for zones ahead) from it. */
function useRange() {
  return useMemo(() => {
    const start = new Date();
    start.setHours(0, 0, 0, 0);
    return { from: start.toISOString(), to: new Date(start.getTime() + (WEEKS * 7 + 1) * DAY).toISOString() };
  }, []);
}

const useZone = () => usePersistedState<string>(ZONE_KEY, (stored) => stored || viewerTimeZone());

/**
 * A manager's free times for the next four weeks, as Cal.com shows them: a month whose days with free times
 * are marked (arrow keys move inside it, one tab stop), then the chosen day's times, in a zone shown as a
 * place and its offset and changeable. Picking a time calls `onPick` with the zone it was read in. Booking
 * and moving a meeting use the same picker.
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
  onPick: (slot: PickedSlot) => void;
  selected?: Slot | null;
}) {
  const range = useRange();
  const query = useFreeSlots(managerId, range, length);
  const lengths = query.data?.lengths;
  useEffect(() => {
    if (lengths) onLengths?.(lengths);
  }, [lengths, onLengths]);
  const [zone, setZone] = useZone();
  const choices = useMemo(() => zoneChoices(zone), [zone]);
  const id = useId();
  return (
    <div className="grid gap-4">
      <FormField id={`${id}-zone`} label="Time zone" className="max-w-md">
        <NativeSelect id={`${id}-zone`} value={zone} onChange={(event) => setZone(event.target.value)}>
          {choices.map((choice) => (
            <option key={choice.zone} value={choice.zone}>
              {choice.label}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <QueryState
        query={query}
        what="the free times"
        skeleton={<Skeleton className="h-72" />}
        isEmpty={(data) => data.slots.length === 0}
        empty={{
          icon: CalendarX,
          title: "No free times in the next four weeks",
          description: "Request a meeting instead, and your manager will find a time.",
        }}
      >
        {(data) => (
          <Calendar
            key={zone}
            slots={data.slots}
            zone={zone}
            length={length}
            selected={selected ?? null}
            onPick={(slot) => onPick({ ...slot, zone })}
          />
        )}
      </QueryState>
    </div>
  );
}

function Calendar({
  slots,
  zone,
  length,
  selected,
  onPick,
}: {
  slots: Slot[];
  zone: string;
  length: number;
  selected: Slot | null;
  onPick: (slot: Slot) => void;
}) {
  const dayKey = useMemo(() => dayKeyIn(zone), [zone]);
  const byDay = useMemo(() => {
    const days = new Map<string, Slot[]>();
    for (const slot of slots) {
      const key = dayKey(new Date(slot.start));
      days.set(key, [...(days.get(key) ?? []), slot]);
    }
    return days;
  }, [slots, dayKey]);
  const today = dayKey(new Date());
  const last = addDays(today, WEEKS * 7);
  const firstFree = [...byDay.keys()].sort()[0] ?? today;
  const [day, setDay] = useState(() => (selected ? dayKey(new Date(selected.start)) : firstFree));
  // the day whose button holds the calendar's one tab stop
  const [focusDay, setFocusDay] = useState(day);
  const [month, setMonth] = useState(monthOf(day));
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);
  // the chosen day lost its last time (booked meanwhile): the first day still free
  useEffect(() => {
    if (!byDay.has(day) && byDay.size > 0) {
      setDay(firstFree);
      setFocusDay(firstFree);
      setMonth(monthOf(firstFree));
    }
  }, [byDay, day, firstFree]);
  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay]);

  const moveTo = (next: string) => {
    const clamped = next < today ? today : next > last ? last : next;
    moved.current = true;
    setFocusDay(clamped);
    setMonth(monthOf(clamped));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const weekday = keyDate(focusDay).getUTCDay();
    const steps: Record<string, () => string> = {
      ArrowLeft: () => addDays(focusDay, -1),
      ArrowRight: () => addDays(focusDay, 1),
      ArrowUp: () => addDays(focusDay, -7),
      ArrowDown: () => addDays(focusDay, 7),
      Home: () => addDays(focusDay, -weekday),
      End: () => addDays(focusDay, 6 - weekday),
      PageUp: () => sameDayIn(addMonths(monthOf(focusDay), -1), focusDay),
      PageDown: () => sameDayIn(addMonths(monthOf(focusDay), 1), focusDay),
    };
    const step = steps[event.key];
    if (!step) return;
    event.preventDefault();
    moveTo(step());
  };
  const showMonth = (target: string) => {
    setMonth(target);
    const inMonth = [...byDay.keys()].sort().find((key) => monthOf(key) === target);
    setFocusDay(inMonth ?? (target === monthOf(today) ? today : `${target}-01`));
  };

  const times = byDay.get(day) ?? [];
  const timeText = new Intl.DateTimeFormat("en-US", { timeZone: zone, hour: "numeric", minute: "2-digit" });
  const heading = dayName.format(keyDate(day));
  const weeks = monthWeeks(month);
  const gridLabel = monthName.format(keyDate(`${month}-01`));
  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:gap-6">
      <div className="grid content-start gap-2">
        <div className="flex items-center justify-between gap-2">
          <p className="text-sm font-semibold" aria-live="polite">
            {gridLabel}
          </p>
          <div className="flex items-center gap-1">
            <Button
              variant="outline"
              size="icon"
              className="size-10"
              disabled={month <= monthOf(today)}
              onClick={() => showMonth(addMonths(month, -1))}
              aria-label="Previous month"
            >
              <ChevronLeft aria-hidden className="size-5" />
            </Button>
            <Button
              variant="outline"
              size="icon"
              className="size-10"
              disabled={month >= monthOf(last)}
              onClick={() => showMonth(addMonths(month, 1))}
              aria-label="Next month"
            >
              <ChevronRight aria-hidden className="size-5" />
            </Button>
          </div>
        </div>
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the APG date picker's grid is a table */}
        <table ref={grid} role="grid" aria-label={gridLabel} className="w-full table-fixed border-collapse">
          <thead>
            <tr>
              {WEEKDAYS.map((name) => (
                <th
                  key={name}
                  scope="col"
                  abbr={name}
                  className="pb-1 text-xs font-medium text-muted-foreground"
                >
                  {name.slice(0, 2)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody onKeyDown={onKeyDown}>
            {weeks.map((week) => (
              <tr key={week.find(Boolean)}>
                {week.map((key, i) => {
                  if (!key || key < today || key > last)
                    return (
                      <td key={key ?? i} className="p-0.5 text-center text-sm text-muted-foreground">
                        {key ? Number(key.slice(8)) : ""}
                      </td>
                    );
                  const free = byDay.get(key)?.length ?? 0;
                  const isDay = key === day;
                  return (
                    <td key={key} className="p-0.5">
                      <button
                        type="button"
                        data-day={key}
                        tabIndex={key === focusDay ? 0 : -1}
                        aria-disabled={free === 0 || undefined}
                        aria-pressed={isDay}
                        aria-label={`${dayName.format(keyDate(key))}, ${
                          free === 0 ? "no free times" : free === 1 ? "1 free time" : `${free} free times`
                        }`}
                        onClick={() => {
                          setFocusDay(key);
                          if (free > 0) setDay(key);
                        }}
                        className={cn(
                          "relative mx-auto flex aspect-square w-full max-w-10 items-center justify-center rounded-full text-sm tabular-nums",
                          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                          free === 0 && "cursor-default text-muted-foreground",
                          free > 0 &&
                            !isDay &&
                            "bg-primary/10 font-semibold text-primary hover:bg-primary/20",
                          isDay && "bg-primary font-semibold text-primary-foreground",
                          key === today && "underline underline-offset-4",
                        )}
                      >
                        {Number(key.slice(8))}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section aria-labelledby={`times-${day}`} className="grid content-start gap-2">
        <h4 id={`times-${day}`} className="text-sm font-semibold">
          {heading}
        </h4>
        <p className="text-xs text-muted-foreground">Times in {zoneLabel(zone)}</p>
        {times.length === 0 ? (
          <p className="text-sm text-muted-foreground">No free times on this day. Choose a marked day.</p>
        ) : (
          <ul
            aria-label={`Free times on ${heading}`}
            className="grid grid-cols-4 gap-1.5 md:max-h-80 md:grid-cols-2 md:overflow-y-auto md:p-0.5 lg:grid-cols-3"
          >
            {times.map((slot) => {
              const isSelected = selected?.start === slot.start;
              return (
                <li key={slot.start}>
                  <Button
                    type="button"
                    variant={isSelected ? "default" : "outline"}
                    size="sm"
                    aria-pressed={isSelected}
                    aria-label={`${slotLabel({ ...slot, zone })}, ${length} minutes`}
                    className="min-h-11 w-full tabular-nums md:min-h-9"
                    onClick={() => onPick(slot)}
                  >
                    {timeText.format(new Date(slot.start))}
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
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

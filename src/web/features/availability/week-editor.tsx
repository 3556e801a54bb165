import { Copy, Plus, Trash2 } from "lucide-react";
import type { CSSProperties } from "react";
import { type UseFormReturn, useFieldArray } from "react-hook-form";
import { type AvailabilityInput, type AvailabilityValues, WEEKDAY_NAMES } from "~/domain/availability";
import { Button } from "~/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/web/components/ui/dropdown-menu";
import { Input } from "~/web/components/ui/input";

export type AvailabilityForm = UseFormReturn<AvailabilityValues, unknown, AvailabilityInput>;
type Range = { start: string; end: string };

/** The week as people read it: Monday first. */
const WEEK = [1, 2, 3, 4, 5, 6, 0] as const;
const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/** The hours after a day's last range, or a working day's when it has none. */
export function nextRange(ranges: readonly Range[]): Range {
  const last = Math.max(0, ...ranges.map((r) => minutes(r.end) || 0));
  if (ranges.length === 0 || last > 22 * 60) return { start: "09:00", end: "17:00" };
  return { start: hhmm(last + 60), end: hhmm(Math.min(last + 180, 23 * 60 + 59)) };
}

/** A day's ranges drawn on a bar of 24 hours: across on a phone, down the column from the large width. */
function DayBar({ ranges }: { ranges: readonly Range[] }) {
  return (
    <div aria-hidden className="relative h-3 rounded-sm bg-muted lg:h-40">
      {ranges.map((r, i) => {
        const from = minutes(r.start);
        const size = minutes(r.end) - from;
        if (!(size > 0)) return null;
        const style = {
          "--from": `${(from / 1440) * 100}%`,
          "--size": `${(size / 1440) * 100}%`,
        } as CSSProperties;
        return (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: the ranges are drawn, not edited, here
            key={i}
            style={style}
            className="absolute inset-y-0 left-(--from) w-(--size) rounded-sm bg-primary/70 lg:inset-x-0 lg:top-(--from) lg:bottom-auto lg:h-(--size) lg:w-auto"
          />
        );
      })}
    </div>
  );
}

/** One range's two time inputs and its remove button; `name` is the field path of the range. */
export function RangeInputs({
  form,
  name,
  label,
  onRemove,
}: {
  form: AvailabilityForm;
  name: `weekly.${number}` | `overrides.${number}.ranges.${number}`;
  label: string;
  onRemove: () => void;
}) {
  const range = form.watch(name) as Range | undefined;
  const error = name
    .split(".")
    .reduce<unknown>(
      (at, key) => (at as Record<string, unknown> | undefined)?.[key],
      form.formState.errors,
    ) as { start?: { message?: string }; end?: { message?: string } } | undefined;
  const message = error?.start?.message ?? error?.end?.message;
  const id = name.replaceAll(".", "-");
  return (
    <li className="grid gap-1">
      {/* stacked on a phone and in a day column from the large width; side by side between */}
      <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-1 sm:flex sm:gap-2 lg:grid lg:gap-1">
        <Input
          type="time"
          step={300}
          aria-label={`${label} from`}
          aria-invalid={!!error?.start}
          aria-describedby={message ? `${id}-error` : undefined}
          className="w-full min-w-0 tabular-nums"
          {...form.register(`${name}.start`)}
        />
        <span aria-hidden className="hidden sm:inline lg:hidden">
          –
        </span>
        <Input
          type="time"
          step={300}
          aria-label={`${label} to`}
          aria-invalid={!!error?.end}
          aria-describedby={message ? `${id}-error` : undefined}
          className="col-start-1 w-full min-w-0 tabular-nums"
          {...form.register(`${name}.end`)}
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="col-start-2 row-span-2 row-start-1 shrink-0"
          aria-label={`Remove ${label}${range ? `, ${range.start} to ${range.end}` : ""}`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden className="size-5" />
        </Button>
      </div>
      {message && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {message}
        </p>
      )}
    </li>
  );
}

/** Copy one day's hours to others: the weekdays, every day, or one day. */
function CopyDay({ day, onCopy }: { day: number; onCopy: (targets: number[]) => void }) {
  const name = WEEKDAY_NAMES[day];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button type="button" variant="ghost" size="icon" aria-label={`Copy ${name}'s hours to other days`}>
          <Copy aria-hidden className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onCopy([1, 2, 3, 4, 5])}>To Monday to Friday</DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onCopy([0, 1, 2, 3, 4, 5, 6])}>To every day</DropdownMenuItem>
        <DropdownMenuSeparator />
        {WEEK.filter((d) => d !== day).map((d) => (
          <DropdownMenuItem key={d} onSelect={() => onCopy([d])}>
            To {WEEKDAY_NAMES[d]}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** The weekly hours: seven day columns (rows on a phone), each with its ranges drawn and editable. */
export function WeekEditor({ form }: { form: AvailabilityForm }) {
  const { fields, append, remove, replace } = useFieldArray({ control: form.control, name: "weekly" });
  const weekly = form.watch("weekly");
  const errors = form.formState.errors.weekly;
  const rootError = errors?.message ?? errors?.root?.message;

  const copy = (day: number, targets: number[]) => {
    const source = weekly.filter((r) => r.weekday === day);
    const others = targets.filter((t) => t !== day);
    replace([
      ...weekly.filter((r) => !others.includes(r.weekday)),
      ...others.flatMap((weekday) => source.map((r) => ({ weekday, start: r.start, end: r.end }))),
    ]);
  };

  return (
    <div className="grid gap-3">
      <div className="grid grid-cols-1 gap-3 lg:grid-cols-7">
        {WEEK.map((day) => {
          const name = WEEKDAY_NAMES[day];
          const indexes = fields.flatMap((_field, i) => (weekly[i]?.weekday === day ? [i] : []));
          const ranges = indexes.flatMap((i) => (weekly[i] ? [weekly[i]] : []));
          return (
            <section
              key={day}
              aria-labelledby={`day-${day}`}
              className="grid min-w-0 content-start gap-3 rounded-lg border p-3"
            >
              <div className="flex items-center justify-between gap-2">
                <h3 id={`day-${day}`} className="text-sm font-semibold">
                  {name}
                </h3>
                <CopyDay day={day} onCopy={(targets) => copy(day, targets)} />
              </div>
              <DayBar ranges={ranges} />
              {indexes.length === 0 ? (
                <p className="text-sm text-muted-foreground">Unavailable</p>
              ) : (
                <ul className="grid gap-2">
                  {indexes.map((i, n) => (
                    <RangeInputs
                      key={fields[i]?.id}
                      form={form}
                      name={`weekly.${i}`}
                      label={`${name} hours ${n + 1}`}
                      onRemove={() => remove(i)}
                    />
                  ))}
                </ul>
              )}
              <Button
                type="button"
                variant="outline"
                size="sm"
                className="w-full"
                aria-label={`Add hours on ${name}`}
                onClick={() => append({ weekday: day, ...nextRange(ranges) })}
              >
                <Plus aria-hidden className="size-4" />
                Add hours
              </Button>
            </section>
          );
        })}
      </div>
      {rootError && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {rootError}
        </p>
      )}
    </div>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarOff, Globe, Plus, Save, Trash2 } from "lucide-react";
import { useMemo } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import {
  type AvailabilityInput,
  type AvailabilityValues,
  availabilitySchema,
  BUFFER_CHOICES,
  DEFAULT_HORIZON_DAYS,
  DEFAULT_MAX_BOOKINGS,
  HORIZON_CHOICES,
  MAX_BOOKINGS_CHOICES,
  MEETING_LENGTHS,
  NOTICE_CHOICES,
} from "~/domain/availability";
import { isTimeZone } from "~/domain/clock";
import { messages } from "~/domain/messages";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { LeaveGuard } from "~/web/components/leave-guard";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { NativeSelect } from "~/web/components/ui/native-select";
import type { Schemas } from "~/web/lib/api";
import { setServerFieldErrors } from "~/web/lib/form-errors";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useSaveAvailability } from "./api";
import { type AvailabilityForm as Form, nextRange, RangeInputs, WeekEditor } from "./week-editor";

/** "1 hour", "2 days": a notice or buffer choice in words. */
function duration(minutes: number) {
  if (minutes === 0) return "None";
  const [size, unit] =
    minutes % 1440 === 0
      ? [minutes / 1440, "day"]
      : minutes % 60 === 0
        ? [minutes / 60, "hour"]
        : [minutes, "minute"];
  return `${size} ${unit}${size === 1 ? "" : "s"}`;
}

/** "4 weeks", "3 months", "1 year": a bookable window in words. */
function windowText(days: number) {
  const named: Record<number, string> = { 91: "3 months", 182: "6 months", 365: "1 year" };
  if (named[days]) return named[days];
  if (days % 7 === 0) return `${days / 7} week${days === 7 ? "" : "s"}`;
  return `${days} day${days === 1 ? "" : "s"}`;
}

/** The choices of a select, with the saved value among them even when the API set another one. */
const choicesWith = (choices: readonly number[], saved: number) =>
  choices.includes(saved) ? choices : [...choices, saved].sort((a, b) => a - b);

/** The browser's own zone when the platform knows it by that name, else `fallback`. */
function browserZone(fallback: string) {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : fallback;
}

/** Tomorrow's date on the browser's clock, YYYY-MM-DD: a new day off starts there. */
function tomorrow() {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

function OverrideRow({ form, index, onRemove }: { form: Form; index: number; onRemove: () => void }) {
  const { fields, append, remove } = useFieldArray({
    control: form.control,
    name: `overrides.${index}.ranges`,
  });
  const error = form.formState.errors.overrides?.[index];
  const date = form.watch(`overrides.${index}.date`);
  const ranges = form.watch(`overrides.${index}.ranges`);
  const id = `override-${index}-date`;
  const rangesError = error?.ranges?.message ?? error?.ranges?.root?.message;
  return (
    <li className="grid gap-3 rounded-lg border p-3 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-start">
      <FormField id={id} label={`Date ${index + 1}`} error={error?.date?.message}>
        <Input
          type="date"
          {...controlProps(id, error?.date?.message)}
          {...form.register(`overrides.${index}.date`)}
        />
      </FormField>
      <div className="grid gap-2 sm:pt-7">
        {fields.length === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <CalendarOff aria-hidden className="size-4" />
            Day off: no meetings
          </p>
        ) : (
          <ul className="grid gap-2">
            {fields.map((field, i) => (
              <RangeInputs
                key={field.id}
                form={form}
                name={`overrides.${index}.ranges.${i}`}
                label={`${date || `date ${index + 1}`} hours ${i + 1}`}
                onRemove={() => remove(i)}
              />
            ))}
          </ul>
        )}
        {rangesError && <p className="text-sm font-medium text-destructive">{rangesError}</p>}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          aria-label={`Add hours on ${date || `date ${index + 1}`}`}
          onClick={() => append(nextRange(ranges ?? []))}
        >
          <Plus aria-hidden className="size-4" />
          Add hours
        </Button>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="sm:mt-7"
        aria-label={`Remove ${date || `date ${index + 1}`}`}
        onClick={onRemove}
      >
        <Trash2 aria-hidden className="size-5" />
      </Button>
    </li>
  );
}

function Overrides({ form }: { form: Form }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "overrides" });
  const errors = form.formState.errors.overrides;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Days off and other hours</CardTitle>
        <CardDescription>
          A date here replaces that day's weekly hours: no hours is a day off.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {fields.length === 0 && <p className="text-sm text-muted-foreground">No dates yet.</p>}
        <ul className="grid gap-3">
          {fields.map((field, i) => (
            <OverrideRow key={field.id} form={form} index={i} onRemove={() => remove(i)} />
          ))}
        </ul>
        {(errors?.message ?? errors?.root?.message) && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {errors?.message ?? errors?.root?.message}
          </p>
        )}
        <Button
          type="button"
          variant="outline"
          className="w-fit"
          onClick={() => append({ date: tomorrow(), ranges: [] })}
        >
          <Plus aria-hidden className="size-4" />
          Add a date
        </Button>
      </CardContent>
    </Card>
  );
}

function Meetings({ form }: { form: Form }) {
  const { errors } = form.formState;
  const lengths = form.watch("lengths");
  const saved = form.formState.defaultValues;
  const toggle = (length: (typeof MEETING_LENGTHS)[number], on: boolean) =>
    form.setValue(
      "lengths",
      MEETING_LENGTHS.filter((l) => (l === length ? on : lengths.includes(l))),
      { shouldDirty: true, shouldValidate: form.formState.isSubmitted },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Meetings</CardTitle>
        <CardDescription>How long a meeting can be, and the room you keep around them.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-3">
        <fieldset className="grid gap-2" aria-describedby={errors.lengths ? "lengths-error" : undefined}>
          <legend className="mb-2 text-sm font-medium">Lengths offered</legend>
          {MEETING_LENGTHS.map((length) => (
            <label key={length} className="flex min-h-6 w-fit items-center gap-3 text-sm">
              <input
                type="checkbox"
                className="size-6 shrink-0 accent-primary"
                checked={lengths.includes(length)}
                onChange={(event) => toggle(length, event.target.checked)}
              />
              {length} minutes
            </label>
          ))}
          {errors.lengths && (
            <p id="lengths-error" className="text-sm font-medium text-destructive">
              {errors.lengths.message ?? errors.lengths.root?.message}
            </p>
          )}
        </fieldset>
        <FormField
          id="buffer"
          label="Buffer between meetings"
          hint="Kept free before and after each meeting."
        >
          <NativeSelect
            {...controlProps("buffer", undefined, "Kept free before and after each meeting.")}
            {...form.register("bufferMinutes", { valueAsNumber: true })}
          >
            {choicesWith(BUFFER_CHOICES, saved?.bufferMinutes ?? 0).map((m) => (
              <option key={m} value={m}>
                {duration(m)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="notice" label="Minimum notice" hint="How far ahead a creator must book.">
          <NativeSelect
            {...controlProps("notice", undefined, "How far ahead a creator must book.")}
            {...form.register("minNoticeMinutes", { valueAsNumber: true })}
          >
            {choicesWith(NOTICE_CHOICES, saved?.minNoticeMinutes ?? 0).map((m) => (
              <option key={m} value={m}>
                {duration(m)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="horizon" label="Bookable window" hint="How far ahead creators can book.">
          <NativeSelect
            {...controlProps("horizon", undefined, "How far ahead creators can book.")}
            {...form.register("horizonDays", { valueAsNumber: true })}
          >
            {choicesWith(HORIZON_CHOICES, saved?.horizonDays ?? DEFAULT_HORIZON_DAYS).map((d) => (
              <option key={d} value={d}>
                {windowText(d)}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id="max-bookings"
          label="Upcoming bookings per creator"
          hint="How many booked meetings with you a creator may have at once."
        >
          <NativeSelect
            {...controlProps(
              "max-bookings",
              undefined,
              "How many booked meetings with you a creator may have at once.",
            )}
            {...form.register("maxUpcomingBookings", { valueAsNumber: true })}
          >
            {choicesWith(MAX_BOOKINGS_CHOICES, saved?.maxUpcomingBookings ?? DEFAULT_MAX_BOOKINGS).map(
              (n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ),
            )}
          </NativeSelect>
        </FormField>
      </CardContent>
    </Card>
  );
}

/** The manager's availability: one form, validated by the shared schema, saved as a whole. */
export function AvailabilityEditor({ settings }: { settings: Schemas["AvailabilitySettings"] }) {
  const initial = useMemo<AvailabilityInput>(
    () => ({
      ...(settings.availability as AvailabilityInput),
      timeZone: settings.isDefault
        ? browserZone(settings.availability.timeZone)
        : settings.availability.timeZone,
    }),
    [settings],
  );
  const form = useForm<AvailabilityValues, unknown, AvailabilityInput>({
    resolver: zodResolver(availabilitySchema),
    defaultValues: initial,
  });
  const { errors, isDirty } = form.formState;
  const save = useSaveAvailability(failureToast(messages.availability.saveFailed));
  const zones = useMemo(() => {
    const all = Intl.supportedValuesOf("timeZone");
    return all.includes(initial.timeZone) ? all : [initial.timeZone, ...all];
  }, [initial.timeZone]);
  const timeZone = form.watch("timeZone");

  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        form.reset(saved.availability as AvailabilityInput);
        toast({ title: messages.availability.saved });
      },
      onError: (error) => setServerFieldErrors(form, error),
    }),
  );
  const zoneHint = "Your hours below are on this clock.";

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label="Availability">
      <PageHeader
        title="Availability"
        description="The hours creators can book meetings with you, the lengths you offer and the room between them."
        action={
          <Button type="submit" pending={save.isPending} pendingLabel="Saving" className="max-sm:hidden">
            <Save aria-hidden className="size-4" />
            Save
          </Button>
        }
      />
      <Card>
        <CardHeader>
          <CardTitle>Weekly hours</CardTitle>
          <CardDescription>
            {settings.isDefault
              ? "Not saved yet: these are the agency's usual hours. Change them and save."
              : "Several ranges a day are fine, for a break at lunch."}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <div className="grid gap-2 sm:max-w-sm">
            <FormField id="time-zone" label="Time zone" error={errors.timeZone?.message} hint={zoneHint}>
              <NativeSelect
                {...controlProps("time-zone", errors.timeZone?.message, zoneHint)}
                {...form.register("timeZone")}
              >
                {zones.map((zone) => (
                  <option key={zone} value={zone}>
                    {zone.replaceAll("_", " ")}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Globe aria-hidden className="size-4 shrink-0" />
            Creators see your free times in their own time zone. Hours shown in{" "}
            {timeZone.replaceAll("_", " ")}.
          </p>
          <WeekEditor form={form} />
        </CardContent>
      </Card>
      <Overrides form={form} />
      <Meetings form={form} />
      {/* on a phone the header's Save scrolls away with it: the same button stays at the bottom of the screen */}
      <div className="sticky bottom-0 z-30 -mx-4 border-t bg-background/95 px-4 py-3 backdrop-blur sm:hidden">
        <Button type="submit" pending={save.isPending} pendingLabel="Saving" className="w-full">
          <Save aria-hidden className="size-4" />
          Save
        </Button>
      </div>
      <LeaveGuard isDirty={isDirty} what="your availability" />
    </form>
  );
}

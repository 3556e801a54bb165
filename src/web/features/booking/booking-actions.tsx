import { CalendarClock, CalendarX } from "lucide-react";
import { useCallback, useState } from "react";
import type { Appointment } from "~/domain/appointments";
import { isBooked } from "~/domain/bookings";
import { messages } from "~/domain/messages";
import { Button } from "~/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/web/components/ui/dialog";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Spinner } from "~/web/components/ui/spinner";
import { Textarea } from "~/web/components/ui/textarea";
import { ZonedRange } from "~/web/components/zoned-time";
import { toast } from "~/web/lib/toast";
import { useCancelBooking, useRescheduleBooking } from "./api";
import { LengthChoice, type PickedSlot, SlotPicker, slotLabel } from "./slot-picker";

/** A manager's note: required of a manager (the creator is told why), optional for the creator. */
function NoteField({
  id,
  value,
  onChange,
  required,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  required: boolean;
  error?: string;
}) {
  const label = required ? "Note for the creator" : "Note (optional)";
  return (
    <FormField id={id} label={label} error={error}>
      <Textarea
        rows={2}
        required={required}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...controlProps(id, error)}
      />
    </FormField>
  );
}

/** The note's state: `ready()` says whether it may be sent (a manager's must be written), focusing it if not. */
function useNote(id: string, required: boolean) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string>();
  return {
    field: { id, value, onChange: setValue, required, error },
    text: value.trim() || null,
    reset: () => {
      setValue("");
      setError(undefined);
    },
    ready: () => {
      if (!required || value.trim()) return true;
      setError("Add a note for the creator.");
      document.getElementById(id)?.focus();
      return false;
    },
  };
}

function RescheduleDialog({ appointment, asManager }: { appointment: Appointment; asManager: boolean }) {
  const [open, setOpen] = useState(false);
  const length0 = Math.round(
    (new Date(appointment.endsAt!).getTime() - new Date(appointment.scheduledAt!).getTime()) / 60_000,
  );
  const [length, setLength] = useState(length0);
  const [lengths, setLengths] = useState<number[]>([length0]);
  const [slot, setSlot] = useState<PickedSlot | null>(null);
  const note = useNote(`move-note-${appointment.id}`, asManager);
  const move = useRescheduleBooking();
  const onLengths = useCallback((offered: number[]) => setLengths(offered), []);
  const submit = () => {
    if (!slot || !note.ready()) return;
    move.mutate(
      { id: appointment.id, start: slot.start, length, note: note.text, timeZone: slot.zone },
      {
        onSuccess: () => {
          toast({ title: messages.bookings.rescheduled });
          setOpen(false);
        },
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setSlot(null);
          note.reset();
          move.reset();
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Reschedule: ${appointment.topic}`}>
          <CalendarClock aria-hidden className="size-4" />
          Reschedule
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Reschedule the meeting</DialogTitle>
          <DialogDescription>
            {appointment.topic}, now <ZonedRange start={appointment.scheduledAt!} end={appointment.endsAt!} />
            . Pick a new time.
          </DialogDescription>
        </DialogHeader>
        {appointment.manager && (
          <div className="grid gap-4">
            <LengthChoice
              lengths={lengths}
              value={length}
              onChange={setLength}
              name={`move-length-${appointment.id}`}
            />
            <SlotPicker
              managerId={appointment.manager.id}
              length={length}
              onLengths={onLengths}
              onPick={setSlot}
              selected={slot}
            />
          </div>
        )}
        <NoteField {...note.field} />
        <p className="text-sm" aria-live="polite">
          {slot ? `New time: ${slotLabel(slot)}, ${length} minutes.` : "No new time picked yet."}
        </p>
        <DialogFooter>
          <Button variant="outline" type="button" onClick={() => setOpen(false)}>
            Close
          </Button>
          <Button type="button" disabled={!slot || move.isPending} onClick={submit}>
            {move.isPending && <Spinner className="size-4" label="Moving" />}
            Move meeting
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function CancelDialog({ appointment, asManager }: { appointment: Appointment; asManager: boolean }) {
  const [open, setOpen] = useState(false);
  const note = useNote(`cancel-note-${appointment.id}`, asManager);
  const cancel = useCancelBooking();
  const submit = () => {
    if (!note.ready()) return;
    cancel.mutate(
      { id: appointment.id, note: note.text },
      {
        onSuccess: () => {
          toast({ title: messages.bookings.cancelled });
          setOpen(false);
        },
      },
    );
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) note.reset();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          aria-label={`Cancel meeting: ${appointment.topic}`}
        >
          <CalendarX aria-hidden className="size-4" />
          Cancel
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel this meeting?</DialogTitle>
          <DialogDescription>
            "{appointment.topic}" on <ZonedRange start={appointment.scheduledAt!} end={appointment.endsAt!} />{" "}
            will be cancelled, and the time freed.
          </DialogDescription>
        </DialogHeader>
        <NoteField {...note.field} />
        <DialogFooter>
          <Button variant="outline" type="button" onClick={() => setOpen(false)}>
            Keep meeting
          </Button>
          <Button variant="destructive" type="button" disabled={cancel.isPending} onClick={submit}>
            {cancel.isPending && <Spinner className="size-4" label="Cancelling" />}
            Cancel meeting
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** Reschedule and Cancel of a booked meeting (nothing for a request): a manager's need a note. */
export function BookingActions({
  appointment,
  asManager = false,
}: {
  appointment: Appointment;
  asManager?: boolean;
}) {
  if (!isBooked(appointment) || !appointment.endsAt) return null;
  return (
    <>
      <RescheduleDialog appointment={appointment} asManager={asManager} />
      <CancelDialog appointment={appointment} asManager={asManager} />
    </>
  );
}

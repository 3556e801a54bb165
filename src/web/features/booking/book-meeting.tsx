import { zodResolver } from "@hookform/resolvers/zod";
import { useCallback, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { messages } from "~/domain/messages";
import { can } from "~/domain/policy";
import { text } from "~/domain/text";
import { useCurrentUser } from "~/web/components/session-guard";
import { Button } from "~/web/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/web/components/ui/dialog";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { NativeSelect } from "~/web/components/ui/native-select";
import { Skeleton } from "~/web/components/ui/skeleton";
import { Spinner } from "~/web/components/ui/spinner";
import { Textarea } from "~/web/components/ui/textarea";
import { ApiError } from "~/web/lib/api";
import { toast } from "~/web/lib/toast";
import { useBookableManagers, useBookMeeting } from "./api";
import { LengthChoice, type PickedSlot, SlotPicker, slotLabel } from "./slot-picker";

const formSchema = z.object({
  topic: text()
    .trim()
    .min(1, messages.appointments.topicRequired)
    .max(200, "Keep the topic under 200 characters"),
  notes: text().max(2000, "Keep the notes under 2000 characters"),
});
type FormValues = z.infer<typeof formSchema>;

/** Confirms a picked slot: the topic (required) and notes, then books it. */
function ConfirmBooking({
  slot,
  manager,
  length,
  onClose,
}: {
  slot: PickedSlot | null;
  manager: { id: string; name: string };
  length: number;
  onClose: () => void;
}) {
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { topic: "", notes: "" },
  });
  const { errors } = form.formState;
  const book = useBookMeeting();
  const refused = book.error instanceof ApiError && book.error.status === 409 ? book.error.message : null;
  const onSubmit = form.handleSubmit((values) => {
    if (!slot) return;
    book.mutate(
      {
        managerId: manager.id,
        start: slot.start,
        length,
        topic: values.topic,
        notes: values.notes.trim() || null,
        timeZone: slot.zone,
      },
      {
        onSuccess: () => {
          toast({ title: messages.bookings.booked });
          form.reset();
          onClose();
        },
      },
    );
  });
  return (
    <Dialog
      open={slot !== null}
      onOpenChange={(open) => {
        if (!open) {
          book.reset();
          onClose();
        }
      }}
    >
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Book this meeting</DialogTitle>
            <DialogDescription>
              {slot && `${slotLabel(slot)}, ${length} minutes`} with {manager.name}.
            </DialogDescription>
          </DialogHeader>
          <FormField id="booking-topic" label="Topic" error={errors.topic?.message}>
            <Input
              required
              placeholder="e.g. Planning my next series"
              {...controlProps("booking-topic", errors.topic?.message)}
              {...form.register("topic")}
            />
          </FormField>
          <FormField id="booking-notes" label="Notes" error={errors.notes?.message}>
            <Textarea
              rows={3}
              {...controlProps("booking-notes", errors.notes?.message)}
              {...form.register("notes")}
            />
          </FormField>
          {refused && (
            <p role="alert" className="text-sm font-medium text-destructive">
              {refused}. Close this and pick another time.
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" type="button" onClick={onClose}>
              Back
            </Button>
            <Button type="submit" disabled={book.isPending}>
              {book.isPending && <Spinner className="size-4" label="Booking" />}
              Book meeting
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * "Book a meeting": the creator's own talent manager (or, with none, a manager they choose), a length the
 * manager offers, and the free slots of the next four weeks in the creator's own time zone.
 */
export function BookMeeting() {
  const user = useCurrentUser();
  if (!can.bookMeetings(user.role))
    return (
      <p className="text-sm text-muted-foreground">
        Creators book meetings here; staff see them on their dashboards.
      </p>
    );
  return <BookWithManager />;
}

function BookWithManager() {
  const managers = useBookableManagers("");
  const [chosen, setChosen] = useState<string>("");
  const [lengths, setLengths] = useState<number[]>([30]);
  const [length, setLength] = useState(30);
  const [slot, setSlot] = useState<PickedSlot | null>(null);
  const onLengths = useCallback((offered: number[]) => {
    setLengths(offered);
    setLength((current) => (offered.includes(current) ? current : (offered[0] ?? current)));
  }, []);

  if (managers.isPending) return <Skeleton className="h-64" />;
  if (managers.isError || !managers.data)
    return (
      <div className="grid justify-items-start gap-2 text-sm">
        <p className="text-destructive">Could not load the managers.</p>
        <Button variant="outline" size="sm" onClick={() => managers.refetch()}>
          Try again
        </Button>
      </div>
    );
  const { mine, items } = managers.data;
  const manager = mine ?? items.find((m) => m.id === chosen) ?? null;
  return (
    <div className="grid gap-4">
      {mine ? (
        <p className="text-sm">
          With <span className="font-medium">{mine.name}</span>, your talent manager.
        </p>
      ) : (
        <FormField
          id="booking-manager"
          label="Manager"
          hint="You have no talent manager yet: choose who to meet."
        >
          <NativeSelect
            {...controlProps(
              "booking-manager",
              undefined,
              "You have no talent manager yet: choose who to meet.",
            )}
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">Choose a manager</option>
            {items.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      {manager && (
        <>
          <LengthChoice lengths={lengths} value={length} onChange={setLength} name="booking-length" />
          <SlotPicker managerId={manager.id} length={length} onLengths={onLengths} onPick={setSlot} />
          <ConfirmBooking slot={slot} manager={manager} length={length} onClose={() => setSlot(null)} />
        </>
      )}
    </div>
  );
}

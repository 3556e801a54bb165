import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { APPOINTMENT_STATUSES, type Appointment } from "~/domain/appointments";
import { messages } from "~/domain/messages";
import { text } from "~/domain/text";
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
import { Input } from "~/web/components/ui/input";
import { Spinner } from "~/web/components/ui/spinner";
import { Timeline } from "~/web/features/activity";
import { failureToast } from "~/web/lib/query-client";
import { fromLocalInput, toLocalInput, viewerTimeZone } from "~/web/lib/time-zone";
import { toast } from "~/web/lib/toast";
import { useManageAppointment } from "./api";

const formSchema = z
  .object({
    status: z.enum(APPOINTMENT_STATUSES),
    scheduledAt: z.string(),
    meetLink: text()
      .trim()
      .refine((v) => v === "" || /^https?:\/\/\S+$/i.test(v), "Enter a link starting with https://"),
  })
  .refine((v) => v.status !== "Scheduled" || v.scheduledAt !== "", {
    message: "Choose the meeting time to schedule it",
    path: ["scheduledAt"],
  });
type FormValues = z.infer<typeof formSchema>;

const selectClass =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-sm md:text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";

/** The manager's Manage dialog: status, time (in the manager's zone) and meeting link, and the history. */
export function ManageDialog({ appointment }: { appointment: Appointment }) {
  const [open, setOpen] = useState(false);
  const defaults = (): FormValues => ({
    status: appointment.status,
    scheduledAt: toLocalInput(appointment.scheduledAt),
    meetLink: appointment.meetLink ?? "",
  });
  const form = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: defaults() });
  const { errors } = form.formState;
  const manage = useManageAppointment(failureToast(messages.appointments.updateFailed));
  const zoneHint = `In your time zone, ${viewerTimeZone()}.`;

  const onSubmit = form.handleSubmit((values) =>
    manage.mutate(
      {
        id: appointment.id,
        status: values.status,
        scheduledAt: fromLocalInput(values.scheduledAt),
        meetLink: values.meetLink || null,
      },
      {
        onSuccess: () => {
          toast({ title: messages.appointments.updated });
          setOpen(false);
        },
      },
    ),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) form.reset(defaults());
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Manage: ${appointment.topic}`}>
          Manage
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Manage appointment</DialogTitle>
            <DialogDescription>
              {appointment.topic} · requested by {appointment.creator.name || appointment.creator.email}
            </DialogDescription>
          </DialogHeader>
          {appointment.notes && <p className="text-sm whitespace-pre-wrap">{appointment.notes}</p>}
          <FormField id={`status-${appointment.id}`} label="Status" error={errors.status?.message}>
            <select
              className={selectClass}
              {...controlProps(`status-${appointment.id}`)}
              {...form.register("status")}
            >
              {APPOINTMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {status}
                </option>
              ))}
            </select>
          </FormField>
          <FormField
            id={`time-${appointment.id}`}
            label="Scheduled time"
            hint={zoneHint}
            error={errors.scheduledAt?.message}
          >
            <Input
              type="datetime-local"
              {...controlProps(`time-${appointment.id}`, errors.scheduledAt?.message, zoneHint)}
              {...form.register("scheduledAt")}
            />
          </FormField>
          <FormField id={`link-${appointment.id}`} label="Meeting link" error={errors.meetLink?.message}>
            <Input
              type="url"
              placeholder="e.g. https://meet.example.com/…"
              {...controlProps(`link-${appointment.id}`, errors.meetLink?.message)}
              {...form.register("meetLink")}
            />
          </FormField>
          <Timeline subjectType="appointment" subjectId={appointment.id} />
          <DialogFooter>
            <Button variant="outline" type="button" onClick={() => setOpen(false)}>
              Close
            </Button>
            <Button type="submit" disabled={manage.isPending}>
              {manage.isPending && <Spinner className="size-4" label="Saving" />}
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

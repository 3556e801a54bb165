import { CalendarPlus, CalendarX } from "lucide-react";
import { useState } from "react";
import { userTopic } from "~/domain/activity";
import { type Appointment, canCancelAppointment, hasCalendarFile } from "~/domain/appointments";
import { messages } from "~/domain/messages";
import { type Column, DataList } from "~/web/components/data-list";
import { PagedList } from "~/web/components/paged-list";
import { useCurrentUser } from "~/web/components/session-guard";
import { StatusBadge } from "~/web/components/status-badge";
import { Truncate } from "~/web/components/truncate";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/web/components/ui/dialog";
import { ZonedRange, ZonedTime } from "~/web/components/zoned-time";
import { historyKeys } from "~/web/features/activity";
import { BookingActions } from "~/web/features/booking";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useRealtimeInvalidate } from "~/web/lib/use-realtime-query";
import {
  APPOINTMENTS_PAGE_SIZE,
  appointmentsKey,
  calendarHref,
  useCancelAppointment,
  useMyAppointments,
} from "./api";
import { AppointmentDetails } from "./appointment-details";

/** When: the scheduled time, else the preferred one, in the viewer's zone. */
export function AppointmentWhen({ appointment }: { appointment: Appointment }) {
  if (appointment.scheduledAt && appointment.endsAt)
    return <ZonedRange start={appointment.scheduledAt} end={appointment.endsAt} />;
  if (appointment.scheduledAt) return <ZonedTime value={appointment.scheduledAt} />;
  if (appointment.requestedAt)
    return (
      <span>
        Preferred: <ZonedTime value={appointment.requestedAt} />
      </span>
    );
  return <span className="text-muted-foreground">Not set</span>;
}

function DetailsDialog({ appointment, showCreator }: { appointment: Appointment; showCreator?: boolean }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <button type="button" className="max-w-full text-left font-medium text-primary hover:underline">
          <Truncate text={appointment.topic} lines={2} />
        </button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{appointment.topic}</DialogTitle>
          <DialogDescription>Your meeting request and what happened to it.</DialogDescription>
        </DialogHeader>
        <AppointmentDetails appointment={appointment} showCreator={showCreator} />
      </DialogContent>
    </Dialog>
  );
}

const columns: Column<Appointment>[] = [
  { header: "Topic", cell: (a) => <DetailsDialog appointment={a} /> },
  { header: "Status", cell: (a) => <StatusBadge status={a.status} /> },
  { header: "When", cell: (a) => <AppointmentWhen appointment={a} />, className: "tabular-nums" },
  {
    header: "Manager",
    cell: (a) =>
      a.manager ? (
        <Truncate text={a.manager.name || a.manager.email} className="@3xl:max-w-[10rem]" />
      ) : (
        <span className="text-muted-foreground">Not yet</span>
      ),
  },
];

function Actions({ appointment }: { appointment: Appointment }) {
  const cancel = useCancelAppointment(failureToast(messages.appointments.cancelFailed));
  return (
    <div className="flex flex-wrap justify-end gap-2">
      {hasCalendarFile(appointment) && (
        <Button asChild variant="outline" size="sm">
          <a
            href={calendarHref(appointment.id)}
            download={`meeting-${appointment.id}.ics`}
            aria-label={`Add to calendar: ${appointment.topic}`}
          >
            <CalendarPlus aria-hidden className="size-4" />
            Add to calendar
          </a>
        </Button>
      )}
      <BookingActions appointment={appointment} />
      {canCancelAppointment(appointment.status) && (
        <ConfirmDialog
          trigger={
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              disabled={cancel.isPending}
              aria-label={`Cancel request: ${appointment.topic}`}
            >
              <CalendarX aria-hidden className="size-4" />
              Cancel
            </Button>
          }
          title="Cancel this meeting request?"
          description={`The request "${appointment.topic}" will be withdrawn.`}
          confirmLabel="Cancel request"
          pending={cancel.isPending}
          onConfirm={() =>
            cancel.mutate(appointment.id, {
              onSuccess: () => toast({ title: messages.appointments.cancelled }),
            })
          }
        />
      )}
    </div>
  );
}

/** The creator's own appointments, newest first and live. */
export function MyAppointments() {
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  const query = useMyAppointments(page);
  useRealtimeInvalidate(userTopic(user.id), appointmentsKey, (event) => event.subject === "appointment");
  useRealtimeInvalidate(
    userTopic(user.id),
    historyKeys.subject("appointment"),
    (event) => event.subject === "appointment",
  );
  return (
    <PagedList
      page={page}
      pageSize={APPOINTMENTS_PAGE_SIZE}
      onPage={setPage}
      pagerLabel="Appointment pages"
      summary={(total) => `${total} appointments`}
      pagerClassName="pt-4"
      query={query}
      what="your appointments"
      isEmpty={(result) => result.items.length === 0}
      empty={{
        icon: CalendarPlus,
        title: "No meetings yet",
        description: "Book a free time above, or request a meeting and your manager will schedule it.",
      }}
    >
      {(result) => (
        <DataList
          label="My appointments"
          rows={result.items}
          rowKey={(a) => a.id}
          columns={columns}
          actions={(a) => <Actions appointment={a} />}
        />
      )}
    </PagedList>
  );
}

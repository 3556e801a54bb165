import type { ReactNode } from "react";
import type { Appointment } from "~/domain/appointments";
import { StatusBadge } from "~/web/components/status-badge";
import { ZonedRange, ZonedTime } from "~/web/components/zoned-time";
import { Timeline } from "~/web/features/activity";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </div>
  );
}

/** Everything about one appointment, and its history. */
export function AppointmentDetails({
  appointment,
  showCreator = false,
}: {
  appointment: Appointment;
  showCreator?: boolean;
}) {
  const none = <span className="text-muted-foreground">Not set</span>;
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        <Row label="Status">
          <StatusBadge status={appointment.status} />
        </Row>
        {showCreator && <Row label="Creator">{appointment.creator.name || appointment.creator.email}</Row>}
        <Row label="Notes">{appointment.notes || none}</Row>
        <Row label="Preferred time">
          {appointment.requestedAt ? <ZonedTime value={appointment.requestedAt} /> : none}
        </Row>
        <Row label="Scheduled for">
          {appointment.scheduledAt && appointment.endsAt ? (
            <ZonedRange start={appointment.scheduledAt} end={appointment.endsAt} />
          ) : appointment.scheduledAt ? (
            <ZonedTime value={appointment.scheduledAt} />
          ) : (
            none
          )}
        </Row>
        <Row label="Meeting link">
          {appointment.meetLink ? (
            <a
              href={appointment.meetLink}
              target="_blank"
              rel="noreferrer noopener"
              className="text-primary underline"
            >
              {appointment.meetLink}
            </a>
          ) : (
            none
          )}
        </Row>
        <Row label="Manager">
          {appointment.manager ? appointment.manager.name || appointment.manager.email : none}
        </Row>
      </dl>
      <Timeline subjectType="appointment" subjectId={appointment.id} />
    </div>
  );
}

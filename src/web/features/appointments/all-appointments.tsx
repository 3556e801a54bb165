import { CalendarCheck } from "lucide-react";
import {
  APPOINTMENT_STATUSES,
  APPOINTMENTS_TOPIC,
  type Appointment,
  type AppointmentStatus,
} from "~/domain/appointments";
import { type Column, DataList } from "~/web/components/data-list";
import { PagedList } from "~/web/components/paged-list";
import { RelativeTime } from "~/web/components/relative-time";
import { StatusBadge } from "~/web/components/status-badge";
import { Truncate } from "~/web/components/truncate";
import { Label } from "~/web/components/ui/label";
import { historyKeys } from "~/web/features/activity";
import { BookingActions } from "~/web/features/booking";
import { useLiveSearchParams } from "~/web/lib/url-state";
import { useRealtimeInvalidate } from "~/web/lib/use-realtime-query";
import { APPOINTMENTS_PAGE_SIZE, appointmentsKey, useAllAppointments } from "./api";
import { ManageDialog } from "./manage-dialog";
import { AppointmentWhen } from "./my-appointments";

const columns: Column<Appointment>[] = [
  { header: "Topic", cell: (a) => <Truncate text={a.topic} lines={2} className="font-medium" /> },
  {
    header: "Creator",
    cell: (a) => <Truncate text={a.creator.email} className="@3xl:max-w-[10rem] @5xl:max-w-[14rem]" />,
  },
  { header: "Status", cell: (a) => <StatusBadge status={a.status} /> },
  { header: "When", cell: (a) => <AppointmentWhen appointment={a} />, className: "tabular-nums" },
  {
    header: "Requested",
    cell: (a) => <RelativeTime value={a.createdAt} />,
    className: "whitespace-nowrap tabular-nums",
  },
];

const isStatus = (value: string | null): value is AppointmentStatus =>
  value !== null && (APPOINTMENT_STATUSES as readonly string[]).includes(value);

/** Every appointment for managers, newest first, filtered by status (kept in the address) and live. */
export function AllAppointments() {
  const [params, setParams] = useLiveSearchParams();
  const status = isStatus(params.get("status")) ? (params.get("status") as AppointmentStatus) : null;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const query = useAllAppointments(page, status);
  const { data } = query;
  useRealtimeInvalidate(APPOINTMENTS_TOPIC, appointmentsKey);
  useRealtimeInvalidate(APPOINTMENTS_TOPIC, historyKeys.subject("appointment"));
  const set = (next: { status?: string | null; page?: number }) =>
    setParams(
      (search) => {
        if ("status" in next) {
          if (next.status) search.set("status", next.status);
          else search.delete("status");
          search.delete("page");
        }
        if (next.page) search.set("page", String(next.page));
        return search;
      },
      { replace: true },
    );
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Label htmlFor="appointment-status-filter">Status</Label>
        <select
          id="appointment-status-filter"
          value={status ?? ""}
          onChange={(event) => set({ status: event.target.value || null })}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm"
        >
          <option value="">All</option>
          {APPOINTMENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        {data && <span className="text-sm text-muted-foreground tabular-nums">{data.pending} pending</span>}
      </div>
      <PagedList
        page={page}
        pageSize={APPOINTMENTS_PAGE_SIZE}
        onPage={(p) => set({ page: p })}
        pagerLabel="Appointment pages"
        summary={(total) => `${total} appointments`}
        query={query}
        what="the appointments"
        isEmpty={(result) => result.items.length === 0}
        empty={{
          icon: CalendarCheck,
          title: "No appointments",
          description: "Creators' meeting requests appear here.",
        }}
      >
        {(result) => (
          <DataList
            label="Appointments"
            rows={result.items}
            rowKey={(a) => a.id}
            columns={columns}
            actions={(a) => (
              <div className="flex flex-wrap justify-end gap-2">
                <BookingActions appointment={a} asManager />
                <ManageDialog appointment={a} />
              </div>
            )}
          />
        )}
      </PagedList>
    </div>
  );
}

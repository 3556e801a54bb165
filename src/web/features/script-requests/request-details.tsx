import type { ReactNode } from "react";
import type { ScriptRequest } from "~/domain/script-requests";
import { StatusBadge } from "~/web/components/status-badge";
import { formatCalendarDate } from "~/web/lib/calendar-date";
import { formatDate } from "~/web/lib/dates";

/** What a request says, for the creator's View dialog and the manager's Manage dialog alike. */
export function RequestDetails({ request, children }: { request: ScriptRequest; children?: ReactNode }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      <dt className="text-muted-foreground">Status</dt>
      <dd>
        <StatusBadge status={request.status} />
      </dd>
      <dt className="text-muted-foreground">Requested</dt>
      <dd className="tabular-nums">{formatDate(request.createdAt)}</dd>
      <dt className="text-muted-foreground">Expected finish</dt>
      <dd className="tabular-nums">
        {request.expectedFinishDate ? formatCalendarDate(request.expectedFinishDate) : "Not set yet"}
      </dd>
      <dt className="text-muted-foreground">Details</dt>
      <dd className="wrap-anywhere whitespace-pre-wrap">{request.details || "None"}</dd>
      {children}
    </dl>
  );
}

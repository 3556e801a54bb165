import { History } from "lucide-react";
import { useState } from "react";
import { ROLE_LABEL } from "~/domain/roles";
import type { AuditEntry } from "~/domain/users";
import { Pager } from "~/web/components/dashboard/pager";
import { QueryState } from "~/web/components/query-state";
import { RelativeTime } from "~/web/components/relative-time";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { PAGE_SIZE, useAuditLog } from "./api";

function describe(entry: AuditEntry): string {
  const actor = entry.actorEmail ?? "The command line";
  if (entry.action === "user_deleted") {
    return `${actor} deleted ${entry.targetEmail}${entry.fromRole ? ` (${ROLE_LABEL[entry.fromRole]})` : ""}`;
  }
  const from = entry.fromRole ? ROLE_LABEL[entry.fromRole] : "?";
  const to = entry.toRole ? ROLE_LABEL[entry.toRole] : "?";
  return `${actor} changed ${entry.targetEmail} from ${from} to ${to}`;
}

/** Who changed whose role, or deleted whom, and when: the managers' record of the Admin Panel. */
export function AuditLog() {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const { data } = log;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Audit log</CardTitle>
        <CardDescription>Every role change and deletion, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState
          query={log}
          what="the audit log"
          isEmpty={(result) => result.items.length === 0}
          empty={{ icon: History, title: "No role changes or deletions yet." }}
        >
          {(result) => (
            <ol aria-label="Audit log entries" className="divide-y">
              {result.items.map((entry) => (
                <li
                  key={entry.id}
                  className="flex flex-col gap-1 py-3 text-sm sm:flex-row sm:justify-between"
                >
                  <span className="min-w-0 break-words">{describe(entry)}</span>
                  <RelativeTime
                    value={entry.createdAt}
                    className="shrink-0 text-muted-foreground tabular-nums"
                  />
                </li>
              ))}
            </ol>
          )}
        </QueryState>
        {data && data.total > PAGE_SIZE && (
          <Pager label="Audit log pages" page={page} pages={pages} onPage={setPage} className="mt-4" />
        )}
      </CardContent>
    </Card>
  );
}

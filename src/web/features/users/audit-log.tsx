import { History } from "lucide-react";
import { useState } from "react";
import { ROLE_LABEL } from "~/domain/roles";
import type { AuditEntry } from "~/domain/users";
import { PagedList } from "~/web/components/paged-list";
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

  return (
    <Card>
      <CardHeader>
        <CardTitle>Audit log</CardTitle>
        <CardDescription>Every role change and deletion, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        <PagedList
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
          pagerLabel="Audit log pages"
          pagerClassName="mt-4"
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
                  <span className="min-w-0 wrap-anywhere">{describe(entry)}</span>
                  <RelativeTime
                    value={entry.createdAt}
                    className="shrink-0 text-muted-foreground tabular-nums"
                  />
                </li>
              ))}
            </ol>
          )}
        </PagedList>
      </CardContent>
    </Card>
  );
}

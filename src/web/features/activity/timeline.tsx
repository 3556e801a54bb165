import { useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import type { SubjectType } from "~/domain/activity";
import type { HistoryEntry } from "~/domain/history";
import { QueryState } from "~/web/components/query-state";
import { RelativeTime } from "~/web/components/relative-time";
import { StatusBadge } from "~/web/components/status-badge";
import { Skeleton } from "~/web/components/ui/skeleton";
import { historyQuery } from "./api";

function describe(entry: HistoryEntry) {
  const who = entry.actorName ?? "The system";
  if (entry.from === null) return `${who} created it`;
  return entry.from === entry.to ? `${who} changed it` : `${who} changed the status`;
}

/** Who changed what and when, oldest first: the history of a request, project, campaign or appointment. */
export function Timeline({
  subjectType,
  subjectId,
  version,
}: {
  subjectType: SubjectType;
  subjectId: string;
  /** changes when the subject does (its status, its last update): the timeline refetches */
  version?: string;
}) {
  const history = useQuery(historyQuery(subjectType, subjectId, version));
  return (
    <section aria-labelledby={`timeline-${subjectId}`} className="grid gap-2">
      <h3 id={`timeline-${subjectId}`} className="text-sm font-medium">
        History
      </h3>
      <QueryState
        query={history}
        what="the history"
        skeleton={<Skeleton className="h-12" />}
        isEmpty={(page) => page.items.length === 0}
        empty={{ icon: History, title: "No changes yet" }}
      >
        {(page) => (
          <ol aria-label="History" className="grid gap-3 border-l pl-4">
            {page.items.map((entry) => (
              <li key={entry.id} className="relative grid gap-1 text-sm">
                <span
                  aria-hidden
                  className="absolute top-1.5 -left-[1.3rem] size-2 rounded-full bg-primary"
                />
                <span className="flex flex-wrap items-center gap-1.5">
                  <span>{describe(entry)}</span>
                  {entry.from !== null && entry.from !== entry.to && (
                    <>
                      <StatusBadge status={entry.from} />
                      <span aria-hidden>→</span>
                      <span className="sr-only">to</span>
                    </>
                  )}
                  <StatusBadge status={entry.to} />
                </span>
                {entry.note && <span className="text-muted-foreground">{entry.note}</span>}
                <RelativeTime value={entry.at} className="text-xs text-muted-foreground tabular-nums" />
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}

import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { APPOINTMENTS_TOPIC } from "~/domain/appointments";
import { DEALS_TOPIC } from "~/domain/deals";
import { CONTACT_INBOX_TOPIC } from "~/domain/inbox";
import { ROSTER_TOPIC } from "~/domain/roster";
import { QueryState } from "~/web/components/query-state";
import { ScopeLinks } from "~/web/components/scope-links";
import { Skeleton } from "~/web/components/ui/skeleton";
import { useRealtimeInvalidate } from "~/web/lib/use-realtime-query";
import { triageKey, triageQuery } from "./api";

const SCOPES = [
  { scope: "mine", label: "Mine" },
  { scope: "all", label: "All" },
] as const;

/**
 * What waits for the managers, counted, each count a link to its list; refreshed when those lists change.
 * "Mine" by default (issue 20): the counts about creators' work count the caller's creators only; "All"
 * (`?scope=all`) every creator's.
 */
export function TriageCounts() {
  const [params] = useSearchParams();
  const scope = params.get("scope") === "all" ? "all" : "mine";
  const triage = useQuery(triageQuery(scope));
  // a creator joining or leaving the caller's roster moves their counts
  useRealtimeInvalidate(ROSTER_TOPIC, triageKey);
  useRealtimeInvalidate(APPOINTMENTS_TOPIC, triageKey);
  useRealtimeInvalidate(CONTACT_INBOX_TOPIC, triageKey);
  // issue 19: overdue deliverables
  useRealtimeInvalidate(DEALS_TOPIC, triageKey);
  return (
    <div className="grid gap-3">
      <ScopeLinks
        label="Whose work the counts show"
        options={SCOPES}
        fallback="mine"
        className="justify-self-start"
      />
      <QueryState query={triage} what="what waits for you" skeleton={<Skeleton className="h-20" />}>
        {({ counts }) => (
          // tiles of one width, as many a row as fit (all eight from 1280 px), none narrower than its longest word
          <ul
            aria-label="Waiting for you"
            className="grid grid-cols-[repeat(auto-fill,minmax(8.5rem,1fr))] gap-3"
          >
            {counts.map((item) => (
              <li key={item.key}>
                <Link
                  to={item.href}
                  className="flex h-full flex-col gap-1 rounded-xl border bg-card p-4 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <span className="text-2xl font-semibold tabular-nums">{item.count}</span>
                  <span className="text-sm text-muted-foreground">
                    {item.label}
                    {scope === "mine" && item.perCreator && <span className="sr-only"> (your creators)</span>}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

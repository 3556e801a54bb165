import { SearchX, Users } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { messages } from "~/domain/messages";
import type { RosterCreator, RosterScope } from "~/domain/roster";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { UserAvatar } from "~/web/components/dashboard/user-avatar";
import { type Column, DataList } from "~/web/components/data-list";
import { PagedList } from "~/web/components/paged-list";
import { RelativeTime } from "~/web/components/relative-time";
import { ScopeLinks } from "~/web/components/scope-links";
import { SearchBox } from "~/web/components/search-box";
import { useCurrentUser } from "~/web/components/session-guard";
import { Truncate } from "~/web/components/truncate";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/web/components/ui/card";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { Spinner } from "~/web/components/ui/spinner";
import { formatCount, formatHours, formatSigned } from "~/web/features/performance";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useQueryState } from "~/web/lib/url-state";
import { ROSTER_PAGE_SIZE, useAcceptRequest, useAssignManager, useRoster } from "./api";
import { AssignDialog } from "./assign-dialog";

const SCOPES = [
  { scope: "mine", label: "My creators" },
  { scope: "all", label: "All creators" },
] as const;

const displayName = (creator: { name: string; email: string }) => creator.name || creator.email;

function OpenWork({ creator }: { creator: RosterCreator }) {
  const parts = [
    [creator.openScriptRequests, "script request", "script requests"],
    [creator.openProductionRequests, "production request", "production requests"],
    [creator.openMeetings, "meeting", "meetings"],
  ] as const;
  const open = parts.filter(([count]) => count > 0);
  if (!open.length) return <span className="text-muted-foreground">Nothing open</span>;
  return (
    <ul className="grid gap-0.5 text-sm">
      {open.map(([count, one, many]) => (
        <li key={one}>
          <span className="font-medium tabular-nums">{count}</span> {count === 1 ? one : many}
        </li>
      ))}
    </ul>
  );
}

const columns: Column<RosterCreator>[] = [
  {
    header: "Creator",
    cell: (creator) => (
      <div className="flex min-w-0 items-center gap-3">
        <UserAvatar name={creator.name} email={creator.email} image={creator.image} className="size-8" />
        <div className="grid min-w-0">
          <Link
            to={`/talent-dashboard/performance/${encodeURIComponent(creator.id)}`}
            className="min-w-0 font-medium text-primary hover:underline"
          >
            <Truncate text={displayName(creator)} className="@3xl:max-w-[12rem]" />
          </Link>
          <Truncate text={creator.email} className="text-xs text-muted-foreground @3xl:max-w-[12rem]" />
        </div>
      </div>
    ),
  },
  {
    header: "Manager",
    cell: (creator) => (
      <div className="grid gap-0.5 text-sm">
        {creator.manager ? (
          <Truncate text={displayName(creator.manager)} className="@3xl:max-w-[10rem]" />
        ) : (
          <span className="text-muted-foreground">No manager</span>
        )}
        {creator.requestedManager && (
          <span className="text-xs text-amber-800 dark:text-amber-300">
            Asked for {displayName(creator.requestedManager)}
            {creator.requestedAt && (
              <>
                {" "}
                <RelativeTime value={creator.requestedAt} />
              </>
            )}
          </span>
        )}
      </div>
    ),
  },
  { header: "Open work", cell: (creator) => <OpenWork creator={creator} /> },
  {
    header: "Last contact",
    cell: (creator) =>
      creator.lastContactAt ? (
        <RelativeTime value={creator.lastContactAt} />
      ) : (
        <span className="text-muted-foreground">None yet</span>
      ),
  },
  {
    header: "Last 28 days",
    cell: (creator) =>
      creator.days ? (
        <ul className="grid gap-0.5 text-sm whitespace-nowrap tabular-nums">
          <li>{formatCount(creator.views)} views</li>
          <li>{formatHours(creator.watchHours)} watch hours</li>
          <li>{formatSigned(creator.netSubscribers)} net subscribers</li>
        </ul>
      ) : (
        <span className="text-muted-foreground">Awaiting data</span>
      ),
  },
];

function RowActions({ creator, me }: { creator: RosterCreator; me: string }) {
  const accept = useAcceptRequest(failureToast(messages.roster.changeFailed));
  const unassign = useAssignManager(failureToast(messages.roster.changeFailed));
  const name = displayName(creator);
  return (
    <div className="flex flex-wrap items-center gap-2">
      {creator.requestedManager?.id === me && (
        <Button
          size="sm"
          aria-label={`Accept request: ${name}`}
          disabled={accept.isPending}
          onClick={() =>
            // the promise, not a callback of `mutate`: the request's row goes once the list reads it accepted
            accept.mutateAsync(creator.id).then(
              () => toast({ title: messages.roster.accepted }),
              () => {},
            )
          }
        >
          {accept.isPending && <Spinner />}
          Accept
        </Button>
      )}
      <AssignDialog creator={creator} />
      {creator.manager && (
        <ConfirmDialog
          trigger={
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive"
              aria-label={`Unassign manager: ${name}`}
              disabled={unassign.isPending}
            >
              Unassign
            </Button>
          }
          title={`Unassign ${displayName(creator.manager)} from ${name}?`}
          description="The creator will have no talent manager: their requests and meetings go to every manager again."
          confirmLabel="Unassign"
          pending={unassign.isPending}
          onConfirm={() =>
            unassign.mutate(
              { creatorId: creator.id, managerId: null },
              { onSuccess: () => toast({ title: messages.roster.unassigned }) },
            )
          }
        />
      )}
    </div>
  );
}

/**
 * The roster (issue 20): the caller's creators by default, every creator a click away (`?scope=all`), with a
 * search; each creator's manager, open work, last contact and last 28 days; assign, reassign or unassign.
 */
export function RosterPage() {
  const user = useCurrentUser();
  const [params, update] = useQueryState();
  const scope: RosterScope = params.get("scope") === "all" ? "all" : "mine";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const search = params.get("q") ?? "";
  const [typed, setTyped] = useState(search);
  const searchBox = useRef<HTMLInputElement>(null);
  const roster = useRoster({ scope, search, page });
  const { data } = roster;

  // search after a short pause in typing, from the first page
  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() !== search) update({ q: typed.trim() || undefined, page: undefined });
    }, 300);
    return () => clearTimeout(timer);
  });

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Creators"
        description="Your roster: each creator's open work, last contact and last 28 days."
      />
      <Card>
        <CardHeader className="flex-row flex-wrap items-end justify-between gap-4 space-y-0">
          <CardTitle>
            {scope === "mine" ? "My creators" : "All creators"}
            {data && <span className="text-muted-foreground tabular-nums"> ({data.total})</span>}
          </CardTitle>
          <div className="flex w-full flex-wrap items-end gap-3 sm:w-auto">
            <ScopeLinks label="Whose creators" options={SCOPES} fallback="mine" />
            <SearchBox
              id="roster-search"
              label="Search creators"
              value={typed}
              onChange={setTyped}
              inputRef={searchBox}
              className="sm:w-64"
            />
          </div>
        </CardHeader>
        <CardContent>
          <PagedList
            page={page}
            pageSize={ROSTER_PAGE_SIZE}
            onPage={(next) => update({ page: next > 1 ? String(next) : undefined })}
            pagerLabel="Creator pages"
            pagerClassName="mt-4"
            query={roster}
            what="the creators"
            isEmpty={(result) => result.items.length === 0}
            empty={
              search
                ? {
                    icon: SearchX,
                    title: "No creators match your search.",
                    action: (
                      <Button
                        variant="outline"
                        onClick={() => {
                          setTyped("");
                          searchBox.current?.focus();
                        }}
                      >
                        Clear search
                      </Button>
                    ),
                  }
                : scope === "mine"
                  ? {
                      icon: Users,
                      title: "No creators on your roster yet.",
                      description: "Accept a creator's request, or assign yourself from All creators.",
                      action: (
                        <Button asChild variant="outline">
                          <Link to="?scope=all">All creators</Link>
                        </Button>
                      ),
                    }
                  : { icon: Users, title: "No creators yet." }
            }
          >
            {(result) => (
              <DataList
                label="Creators"
                rows={result.items}
                rowKey={(creator) => creator.id}
                columns={columns}
                tableFrom="56rem"
                actions={(creator) => <RowActions creator={creator} me={user.id} />}
              />
            )}
          </PagedList>
        </CardContent>
      </Card>
    </div>
  );
}

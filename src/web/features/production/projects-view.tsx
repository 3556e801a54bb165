import { FolderOpen, PartyPopper, Search, SearchX } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { seesAllProjects, worksOnKind } from "~/domain/policy";
import type { ProjectKind } from "~/domain/projects";
import { Pager } from "~/web/components/dashboard/pager";
import { QueryState } from "~/web/components/query-state";
import { useCurrentUser } from "~/web/components/session-guard";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/web/components/ui/card";
import { Input } from "~/web/components/ui/input";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/web/components/ui/tabs";
import { useLiveSearchParams } from "~/web/lib/url-state";
import { useProjects, useProjectsLive } from "./api";
import { KIND_UI } from "./kinds";
import { ProjectBoard } from "./project-board";
import { ProjectList } from "./project-list";

const PAGE_SIZE = 20;
const BOARD_PAGE_SIZE = 100;

/**
 * A kind's projects: a status filter and a search box (kept in the URL), server paging newest first, and
 * for the kind's staff two views of the same data, the list and the board. Changes by anyone appear live.
 */
export function ProjectsView({
  kind,
  title,
  board = false,
}: {
  kind: ProjectKind;
  title: string;
  board?: boolean;
}) {
  const me = useCurrentUser();
  const ui = KIND_UI[kind];
  const staff = seesAllProjects(me.role, kind);
  const [params, setParams] = useLiveSearchParams();
  const status = params.get("status") ?? "";
  const search = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const view = board && params.get("view") === "board" ? "board" : "list";
  const [typed, setTyped] = useState(search);
  const ids = useId();

  const set = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  // the search applies after a short pause in typing
  useEffect(() => {
    if (typed === search) return;
    const timer = setTimeout(() => set({ q: typed.trim() || null, page: null }), 250);
    return () => clearTimeout(timer);
  });

  const query = useProjects(kind, {
    page: view === "board" ? 1 : page,
    pageSize: view === "board" ? BOARD_PAGE_SIZE : PAGE_SIZE,
    status: view === "board" ? undefined : ((status || undefined) as never),
    search: search || undefined,
  });
  useProjectsLive(kind, me.id, staff);
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / PAGE_SIZE)) : 1;

  const filters = (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="grid gap-1">
        <label htmlFor={`${ids}-status`} className="text-xs font-medium text-muted-foreground">
          Status
        </label>
        <select
          id={`${ids}-status`}
          value={status}
          disabled={view === "board"}
          onChange={(event) => set({ status: event.target.value || null, page: null })}
          className="h-9 rounded-md border border-input bg-background px-2 text-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <option value="">All</option>
          {ui.statuses.map((value) => (
            <option key={value}>{value}</option>
          ))}
        </select>
      </div>
      <div className="relative grid flex-1 gap-1">
        <label htmlFor={`${ids}-search`} className="text-xs font-medium text-muted-foreground">
          Search
        </label>
        <Search
          aria-hidden
          className="pointer-events-none absolute bottom-2.5 left-2.5 size-4 text-muted-foreground"
        />
        <Input
          id={`${ids}-search`}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder="Search by title"
          className="h-9 pl-8"
        />
      </div>
    </div>
  );

  const list = (
    <QueryState
      query={query}
      what={ui.many.toLowerCase()}
      isEmpty={(data) => data.items.length === 0}
      empty={emptyState({
        kind,
        filtered: Boolean(search || status),
        staff,
        onClear: () => {
          setTyped("");
          set({ status: null, q: null, page: null });
        },
      })}
    >
      {(data) => (
        <>
          <ProjectList kind={kind} projects={data.items} showPeople={staff} label={ui.many} />
          {data.total > PAGE_SIZE && (
            <Pager
              label={`${ui.many} pages`}
              page={page}
              pages={pages}
              onPage={(next) => set({ page: String(next) })}
              summary={`${data.total} in all`}
              className="mt-4"
            />
          )}
        </>
      )}
    </QueryState>
  );

  return (
    <Card>
      <CardHeader className="gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>{title}</CardTitle>
          {query.data && (
            <span className="text-sm text-muted-foreground tabular-nums">{query.data.total} in all</span>
          )}
        </div>
        {filters}
      </CardHeader>
      <CardContent>
        {board && worksOnKind(me.role, kind) ? (
          <Tabs
            value={view}
            onValueChange={(next) => set({ view: next === "board" ? "board" : null, page: null })}
          >
            <TabsList aria-label="View">
              <TabsTrigger value="list">List</TabsTrigger>
              <TabsTrigger value="board">Board</TabsTrigger>
            </TabsList>
            <TabsContent value="list" className="mt-4">
              {list}
            </TabsContent>
            <TabsContent value="board" className="mt-4">
              <QueryState query={query} what={ui.many.toLowerCase()}>
                {(data) => <ProjectBoard kind={kind} projects={data.items} total={data.total} />}
              </QueryState>
            </TabsContent>
          </Tabs>
        ) : (
          list
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The empty list, by situation, each with its next step: a filter that matches nothing (clear it); a
 * creator who has asked for nothing yet (the form above, focused); staff with nothing waiting.
 */
function emptyState({
  kind,
  filtered,
  staff,
  onClear,
}: {
  kind: ProjectKind;
  filtered: boolean;
  staff: boolean;
  onClear: () => void;
}) {
  const ui = KIND_UI[kind];
  if (filtered)
    return {
      icon: SearchX,
      title: "Nothing matches",
      description: "No request has this status or title. Try another, or clear the filters.",
      action: (
        <Button variant="outline" onClick={onClear}>
          Clear filters
        </Button>
      ),
    };
  if (staff)
    return {
      icon: PartyPopper,
      title: "All Caught Up!",
      description: `No ${ui.many.toLowerCase()} right now. New requests from creators appear here as they arrive.`,
    };
  return {
    icon: FolderOpen,
    title: `No ${ui.many.toLowerCase()} yet`,
    description: ui.firstStep.text,
    action: (
      <Button variant="outline" onClick={() => document.getElementById(ui.firstStep.field)?.focus()}>
        {ui.firstStep.action}
      </Button>
    ),
  };
}

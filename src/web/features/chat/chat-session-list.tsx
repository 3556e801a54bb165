import { AlarmClock, Clock, Mail, MessagesSquare, UserCheck } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import type { ChatSessionSummary } from "~/domain/chat";
import { countryName, formatSnoozeTime } from "~/domain/chat-inbox";
import { CHAT_TABS, type ChatTab } from "~/domain/chat-owners";
import { visitorDisplayName, waitedTooLong } from "~/domain/chat-visitor-rules";
import { PagedList } from "~/web/components/paged-list";
import { RelativeTime, useMinuteTick } from "~/web/components/relative-time";
import { CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/web/components/ui/tabs";
import { CHATS_PAGE_SIZE, type ChatFilters, useChatCounts, useChatSessions } from "./api";
import { ChatFiltersBar } from "./chat-filters";

/**
 * The open sessions: a row each with who the visitor is (as far as is known), how long they have waited,
 * the page they wrote from, the session id, the last message, its time and the unread count.
 */
export function ChatSessionList({
  onSelect,
  focusId,
  tab,
  onTab,
  page,
  onPage,
  actions,
  filters = {},
  onFilters,
}: {
  onSelect: (id: string) => void;
  /**
   * The chat to focus once the list is there (coming back from it); the title when it has left the list. A
   * new object each time: the inbox's list stays on screen beside the threads, and comes back to one often.
   */
  focusId: { id: string } | null;
  /** The inbox's tab (issue 21) and page, kept by the caller (the keyboard moves through the same list). */
  tab: ChatTab;
  onTab: (tab: ChatTab) => void;
  page: number;
  onPage: (page: number) => void;
  /** More buttons of the header (the keyboard shortcuts). */
  actions?: ReactNode;
  /** The filters (issue 35), kept by the caller in the address. */
  filters?: ChatFilters;
  onFilters?: (changes: Record<string, string | null>) => void;
}) {
  const title = useRef<HTMLHeadingElement>(null);
  const focused = useRef<{ id: string } | null>(null);
  const sessions = useChatSessions(page, tab, filters);
  const counts = useChatCounts();
  const { data } = sessions;

  useEffect(() => {
    if (!focusId || !data || focused.current === focusId) return;
    focused.current = focusId;
    (document.getElementById(rowId(focusId.id)) ?? title.current)?.focus();
  }, [focusId, data]);

  return (
    <>
      <CardHeader className="flex-row items-center justify-between gap-3 space-y-0 border-b py-4">
        <div>
          <CardTitle id="live-chats-title" ref={title} tabIndex={-1} className="focus:outline-none">
            Live Chats
          </CardTitle>
          <CardDescription>
            Visitors writing from the site's chat, latest first.{" "}
            <span className="hidden sm:inline">
              <kbd className="font-mono text-xs">j</kbd>/<kbd className="font-mono text-xs">k</kbd> to move,{" "}
              <kbd className="font-mono text-xs">?</kbd> for all keys.
            </span>
          </CardDescription>
        </div>
        <div className="flex items-center gap-2">
          {counts.data && counts.data.all > 0 && (
            <span className="text-sm text-muted-foreground tabular-nums">{counts.data.all} open</span>
          )}
          {actions}
        </div>
      </CardHeader>
      <Tabs
        value={tab}
        onValueChange={(value) => onTab(value as ChatTab)}
        className="flex min-h-0 flex-1 flex-col"
      >
        <div className="border-b px-4 py-2">
          <TabsList aria-label="Which chats" className="w-full">
            {CHAT_TABS.map((name) => (
              <TabsTrigger key={name} value={name} className="gap-1.5">
                {TAB_LABELS[name]}
                <span className="rounded-full bg-muted-foreground/15 px-1.5 text-xs tabular-nums">
                  {counts.data ? counts.data[name] : "–"}
                </span>
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        {onFilters && <ChatFiltersBar filters={filters} onChange={onFilters} />}
        <TabsContent value={tab} className="mt-0 flex min-h-0 flex-1 flex-col">
          <PagedList
            query={sessions}
            what="the open chats"
            isEmpty={(result) => result.items.length === 0}
            empty={
              filters.from || filters.country || filters.waiting
                ? FILTERED_EMPTY
                : filters.state === "snoozed"
                  ? SNOOZED_EMPTY
                  : EMPTY[tab]
            }
            className="px-2"
            scrollClassName="min-h-0 flex-1 overflow-y-auto"
            page={page}
            pageSize={CHATS_PAGE_SIZE}
            onPage={onPage}
            pagerLabel="Chat pages"
            pagerClassName="border-t px-6 py-3"
          >
            {(result) => (
              <ul
                aria-label={filters.state === "snoozed" ? "Snoozed chats" : "Open chats"}
                className="divide-y"
                data-row-list="chats"
              >
                {result.items.map((session) => (
                  <SessionRow key={session.id} session={session} onSelect={onSelect} />
                ))}
              </ul>
            )}
          </PagedList>
        </TabsContent>
      </Tabs>
    </>
  );
}

const TAB_LABELS: Record<ChatTab, string> = { mine: "Mine", unassigned: "Unassigned", all: "All" };

const EMPTY: Record<ChatTab, { icon: typeof MessagesSquare; title: string; description: string }> = {
  mine: {
    icon: UserCheck,
    title: "No Chats of Yours",
    description: "Chats assigned to you, or that you answered first, appear here.",
  },
  unassigned: {
    icon: MessagesSquare,
    title: "No Unassigned Chats",
    description: "New conversations from the site's chat wait here until someone takes them.",
  },
  all: {
    icon: MessagesSquare,
    title: "No Open Chats",
    description: "New conversations from the site's chat appear here.",
  },
};

const FILTERED_EMPTY = {
  icon: MessagesSquare,
  title: "No chats match these filters",
  description: "Choose other filters, or clear them to see every chat.",
};
const SNOOZED_EMPTY = {
  icon: AlarmClock,
  title: "No Snoozed Chats",
  description: "A chat you snooze waits here until its time, or until the visitor writes again.",
};

/** Who the visitor is, as far as is known (issue 21: the name they gave, else "Visitor from Lisbon"). */
const visitorName = (session: ChatSessionSummary) =>
  visitorDisplayName({ ...session, account: session.visitor });

function SessionRow({ session, onSelect }: { session: ChatSessionSummary; onSelect: (id: string) => void }) {
  const last = session.lastMessage;
  const name = visitorName(session);
  const now = useMinuteTick();
  // issue 35: unread for the caller when they marked it so, even with every message read
  const unread = session.unread > 0 || session.markedUnread;
  return (
    <li data-row-key={session.id}>
      <button
        id={rowId(session.id)}
        data-chat-row={session.id}
        type="button"
        onClick={() => onSelect(session.id)}
        className="flex w-full flex-col gap-1 px-6 py-3 text-left hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        <span className="flex w-full items-center gap-2">
          <span className={`min-w-0 flex-1 truncate text-sm ${unread ? "font-semibold" : "font-medium"}`}>
            {name}
          </span>
          {session.email && (
            <span title="Left an email for replies" className="shrink-0 text-muted-foreground">
              <Mail aria-hidden className="size-4" />
              <span className="sr-only">Left an email for replies</span>
            </span>
          )}
          {session.unread > 0 ? (
            <span className="rounded-full bg-primary px-2 text-xs leading-5 font-semibold text-primary-foreground tabular-nums">
              {session.unread}
              <span className="sr-only"> unread</span>
            </span>
          ) : (
            session.markedUnread && (
              <span className="rounded-full bg-primary px-2 text-xs leading-5 font-semibold text-primary-foreground">
                Unread
              </span>
            )
          )}
          <RelativeTime
            value={session.lastMessageAt}
            className="shrink-0 text-xs text-muted-foreground tabular-nums"
          />
        </span>
        <span className="flex w-full flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
          {session.waitingSince && (
            <span
              className={`inline-flex items-center gap-1 font-medium ${waitedTooLong(session.waitingSince, now) ? "text-destructive" : "text-amber-800 dark:text-amber-400"}`}
            >
              <Clock aria-hidden className="size-3.5" />
              Waiting <RelativeTime value={session.waitingSince} elapsed className="tabular-nums" />
            </span>
          )}
          {session.snoozedUntil && (
            <span className="inline-flex items-center gap-1 font-medium text-foreground">
              <AlarmClock aria-hidden className="size-3.5" />
              Snoozed until {formatSnoozeTime(session.snoozedUntil)}
            </span>
          )}
          {session.page && (
            <span className="min-w-0 truncate">
              From <span className="font-mono">{session.page}</span>
            </span>
          )}
          {session.country && <span className="min-w-0 truncate">{countryName(session.country)}</span>}
          <span className="min-w-0 truncate font-mono">{session.id}</span>
          <span className={session.assignee ? "min-w-0 truncate" : "min-w-0 truncate italic"}>
            {session.assignee ? `Assigned to ${session.assignee.name}` : "Unassigned"}
          </span>
        </span>
        {last && (
          <span className="w-full truncate text-sm text-muted-foreground">
            {last.isAdmin ? "Staff: " : ""}
            {last.content}
          </span>
        )}
      </button>
    </li>
  );
}

const rowId = (sessionId: string) => `chat-row-${sessionId}`;

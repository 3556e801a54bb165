import { Clock, Mail, MessagesSquare } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import type { ChatSessionSummary } from "~/domain/chat";
import { visitorDisplayName, waitedTooLong } from "~/domain/chat-visitor-rules";
import { PagedList } from "~/web/components/paged-list";
import { RelativeTime, useMinuteTick } from "~/web/components/relative-time";
import { CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { CHATS_PAGE_SIZE, useChatSessions } from "./api";

/**
 * The open sessions: a row each with who the visitor is (as far as is known), how long they have waited,
 * the page they wrote from, the session id, the last message, its time and the unread count.
 */
export function ChatSessionList({
  onSelect,
  focusId,
}: {
  onSelect: (id: string) => void;
  /** The chat to focus once the list is there (coming back from it); the title when it has left the list. */
  focusId: string | null;
}) {
  const [page, setPage] = useState(1);
  const title = useRef<HTMLHeadingElement>(null);
  const focused = useRef(false);
  const sessions = useChatSessions(page);
  const { data } = sessions;

  useEffect(() => {
    if (!focusId || !data || focused.current) return;
    focused.current = true;
    (document.getElementById(rowId(focusId)) ?? title.current)?.focus();
  }, [focusId, data]);

  return (
    <>
      <CardHeader className="flex-row items-center justify-between gap-3 space-y-0 border-b py-4">
        <div>
          <CardTitle id="live-chats-title" ref={title} tabIndex={-1} className="focus:outline-none">
            Live Chats
          </CardTitle>
          <CardDescription>Visitors writing from the site's chat, latest first.</CardDescription>
        </div>
        {data && data.total > 0 && (
          <span className="text-sm text-muted-foreground tabular-nums">{data.total} open</span>
        )}
      </CardHeader>
      <PagedList
        query={sessions}
        what="the open chats"
        isEmpty={(result) => result.items.length === 0}
        empty={{
          icon: MessagesSquare,
          title: "No Open Chats",
          description: "New conversations from the site's chat appear here.",
        }}
        className="px-2"
        scrollClassName="min-h-0 flex-1 overflow-y-auto"
        page={page}
        pageSize={CHATS_PAGE_SIZE}
        onPage={setPage}
        pagerLabel="Chat pages"
        pagerClassName="border-t px-6 py-3"
      >
        {(result) => (
          <ul aria-label="Open chats" className="divide-y">
            {result.items.map((session) => (
              <SessionRow key={session.id} session={session} onSelect={onSelect} />
            ))}
          </ul>
        )}
      </PagedList>
    </>
  );
}

/** Who the visitor is, as far as is known (issue 21: the name they gave, else "Visitor from Lisbon"). */
const visitorName = (session: ChatSessionSummary) =>
  visitorDisplayName({ ...session, account: session.visitor });

function SessionRow({ session, onSelect }: { session: ChatSessionSummary; onSelect: (id: string) => void }) {
  const last = session.lastMessage;
  const name = visitorName(session);
  const now = useMinuteTick();
  return (
    <li>
      <button
        id={rowId(session.id)}
        type="button"
        onClick={() => onSelect(session.id)}
        className="flex w-full flex-col gap-1 px-6 py-3 text-left hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        <span className="flex w-full items-center gap-2">
          <span
            className={`min-w-0 flex-1 truncate text-sm ${session.unread > 0 ? "font-semibold" : "font-medium"}`}
          >
            {name}
          </span>
          {session.email && (
            <span title="Left an email for replies" className="shrink-0 text-muted-foreground">
              <Mail aria-hidden className="size-4" />
              <span className="sr-only">Left an email for replies</span>
            </span>
          )}
          {session.unread > 0 && (
            <span className="rounded-full bg-primary px-2 text-xs leading-5 font-semibold text-primary-foreground tabular-nums">
              {session.unread}
              <span className="sr-only"> unread</span>
            </span>
          )}
          <RelativeTime
            value={session.lastMessageAt}
            className="shrink-0 text-xs text-muted-foreground tabular-nums"
          />
        </span>
        <span className="flex w-full flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
          {session.waitingSince && (
            <span
              className={`inline-flex items-center gap-1 font-medium ${waitedTooLong(session.waitingSince, now) ? "text-destructive" : "text-amber-700 dark:text-amber-400"}`}
            >
              <Clock aria-hidden className="size-3.5" />
              Waiting <RelativeTime value={session.waitingSince} elapsed className="tabular-nums" />
            </span>
          )}
          {session.page && (
            <span className="min-w-0 truncate">
              From <span className="font-mono">{session.page}</span>
            </span>
          )}
          <span className="min-w-0 truncate font-mono">{session.id}</span>
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

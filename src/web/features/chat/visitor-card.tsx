import { useQuery } from "@tanstack/react-query";
import { ChevronDown, Clock, Flag, Globe, History, Mail, MapPin, UserRound } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { chatTopic } from "~/domain/chat";
import { countryName } from "~/domain/chat-inbox";
import { timeZoneCity, visitorDisplayName, waitedTooLong } from "~/domain/chat-visitor-rules";
import { RelativeTime, useMinuteTick } from "~/web/components/relative-time";
import { useRealtimeInvalidate } from "~/web/lib/use-realtime-query";
import { cn } from "~/web/lib/utils";
import { chatQueries } from "./api";

/** "14:05": the visitor's clock now, in their own time zone; null when the zone is unknown. */
function localTime(zone: string | null, now: number): string | null {
  if (!zone) return null;
  try {
    return new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: zone }).format(
      now,
    );
  } catch {
    return null;
  }
}

/**
 * What a manager knows of the visitor of the open chat (issue 21): their name or email (else a friendly
 * name from their time zone), the page they wrote from, their local time (ticking), and how long they have
 * waited since their last unanswered message, in warning colours past the domain's threshold. Live: the
 * session's events refetch it.
 */
export function VisitorCard({ sessionId }: { sessionId: string }) {
  const now = useMinuteTick();
  const options = chatQueries.visitor(sessionId);
  const card = useQuery(options);
  useRealtimeInvalidate(chatTopic(sessionId), options.queryKey);
  const visitor = card.data;
  if (!visitor) {
    return (
      <div className="border-b px-4 py-2" aria-busy={card.isPending}>
        <div className="h-4 w-40 animate-pulse rounded bg-muted" />
      </div>
    );
  }
  const name = visitorDisplayName(visitor);
  const clock = localTime(visitor.timeZone, now);
  const late = waitedTooLong(visitor.awaitingSince, now);
  const email = visitor.email ?? visitor.account?.email ?? null;
  return (
    <section
      aria-label="Visitor"
      className="flex flex-col gap-1 border-b px-4 py-2 text-xs text-muted-foreground"
    >
      <p className="flex min-w-0 items-center gap-1.5 text-sm font-medium text-foreground">
        <UserRound aria-hidden className="size-4 shrink-0" />
        <span className="truncate" data-testid="visitor-name">
          {name}
        </span>
      </p>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-0.5">
        {email && email !== name && (
          <span className="inline-flex min-w-0 items-center gap-1">
            <Mail aria-hidden className="size-3.5 shrink-0" />
            <span className="truncate">{email}</span>
          </span>
        )}
        {visitor.page && (
          <span className="inline-flex min-w-0 items-center gap-1">
            <Globe aria-hidden className="size-3.5 shrink-0" />
            <span className="sr-only">Page: </span>
            <span className="truncate font-mono">{visitor.page}</span>
          </span>
        )}
        {visitor.country && (
          <span className="inline-flex items-center gap-1">
            <Flag aria-hidden className="size-3.5 shrink-0" />
            <span className="sr-only">Country: </span>
            {countryName(visitor.country)}
          </span>
        )}
        {clock && (
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden className="size-3.5 shrink-0" />
            <span>
              Local time <span className="tabular-nums">{clock}</span>
              {timeZoneCity(visitor.timeZone) && ` (${timeZoneCity(visitor.timeZone)})`}
            </span>
          </span>
        )}
        {visitor.awaitingSince && (
          <span
            className={cn(
              "inline-flex items-center gap-1 font-medium",
              late ? "text-destructive" : "text-amber-800 dark:text-amber-400",
            )}
          >
            <Clock aria-hidden className="size-3.5 shrink-0" />
            Waiting <RelativeTime value={visitor.awaitingSince} elapsed className="tabular-nums" />
            {late && <span className="sr-only"> (too long)</span>}
          </span>
        )}
      </p>
      <EarlierChats sessionId={sessionId} />
    </section>
  );
}

/**
 * "Earlier chats (N)" (issue 35): the same visitor's other chats (same browser, email or account), each a
 * link that opens it here, the address's other parameters (the tab, the filters) kept.
 */
function EarlierChats({ sessionId }: { sessionId: string }) {
  const earlier = useQuery(chatQueries.earlier(sessionId));
  const [open, setOpen] = useState(false);
  const [params] = useSearchParams();
  const total = earlier.data?.total ?? 0;
  if (total === 0) return null;
  const listId = `earlier-chats-${sessionId}`;
  const linkTo = (id: string) => {
    const next = new URLSearchParams(params);
    next.set("chat", id);
    return { search: `?${next}` };
  };
  return (
    <div className="flex flex-col gap-1">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
        className="inline-flex min-h-6 w-fit items-center gap-1 rounded-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
      >
        <History aria-hidden className="size-3.5" />
        Earlier chats ({total})
        <ChevronDown aria-hidden className={cn("size-3.5 transition-transform", open && "rotate-180")} />
      </button>
      {open && (
        <ul id={listId} aria-label="Earlier chats" className="flex max-h-40 flex-col gap-1 overflow-y-auto">
          {earlier.data?.items.map((chat) => (
            <li key={chat.id}>
              <Link
                to={linkTo(chat.id)}
                className="flex min-h-6 min-w-0 items-center gap-2 rounded-sm hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring"
              >
                <RelativeTime value={chat.createdAt} className="shrink-0 tabular-nums" />
                <span className="shrink-0">{chat.status === "closed" ? "Closed" : "Open"}</span>
                <span className="min-w-0 truncate">{chat.lastMessage?.content ?? chat.id}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import type { ChatMessage } from "~/domain/chat";
import { messages as catalogue } from "~/domain/messages";
import { RelativeTime } from "~/web/components/relative-time";
import { cn } from "~/web/lib/utils";

/**
 * A chat thread, oldest first, kept scrolled to the newest message unless the reader has scrolled up. Shared
 * by the visitor's widget and the managers' Live Chats: `viewer` decides whose messages are "mine".
 */
export function MessageList({
  messages,
  viewer,
  empty,
  hasMore = false,
  onLoadEarlier,
  className,
  seenAt,
  typing,
}: {
  messages: ChatMessage[];
  viewer: "guest" | "staff";
  empty: string;
  hasMore?: boolean;
  onLoadEarlier?: () => void;
  className?: string;
  // issue 21 (ADR 061)
  /** The other side's seen marker: "Seen" shows under the viewer's last message when it covers it. */
  seenAt?: string | null;
  /** Shown under the last message while the other side is typing ("The visitor is typing…"). */
  typing?: string | null;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const last = messages.at(-1)?.id;
  const mineLast = messages.findLast((m) => m.isAdmin === (viewer === "staff"));
  const seenId =
    mineLast && seenAt && Date.parse(seenAt) >= Date.parse(mineLast.createdAt) ? mineLast.id : null;

  // a new last message (or someone typing, or "Seen") scrolls the thread down, unless the reader is reading
  // further up
  // biome-ignore lint/correctness/useExhaustiveDependencies: these change what is at the bottom
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && last && pinned.current) el.scrollTop = el.scrollHeight;
  }, [last, typing, seenId]);
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onScroll = () => {
      pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48;
    };
    el.addEventListener("scroll", onScroll, { passive: true });
    return () => el.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <div
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
      tabIndex={0}
      role="log"
      aria-label="Messages"
      aria-live="polite"
      className={cn(
        "min-h-0 flex-1 overflow-y-auto px-4 py-3 focus-visible:outline-2 focus-visible:outline-ring",
        className,
      )}
    >
      {hasMore && onLoadEarlier && (
        <div className="mb-3 text-center">
          <button
            type="button"
            onClick={onLoadEarlier}
            className="text-xs font-medium text-primary underline-offset-4 hover:underline"
          >
            Show earlier messages
          </button>
        </div>
      )}
      {messages.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {messages.map((message) => {
            if (message.kind === "event" || message.kind === "note")
              return <ThreadLine key={message.id} message={message} />;
            const mine = message.isAdmin === (viewer === "staff");
            const author = message.isAdmin
              ? viewer === "staff"
                ? "Staff"
                : "CreatorDesk team"
              : viewer === "staff"
                ? "Visitor"
                : "You";
            return (
              <li
                key={message.id}
                className={cn(
                  "flex max-w-[85%] flex-col gap-1",
                  mine ? "items-end self-end" : "items-start self-start",
                )}
              >
                <span className="sr-only">{author}:</span>
                <p
                  className={cn(
                    "rounded-2xl px-3 py-2 text-sm wrap-anywhere whitespace-pre-wrap",
                    mine
                      ? "rounded-br-sm bg-primary text-primary-foreground"
                      : "rounded-bl-sm bg-muted text-foreground",
                  )}
                >
                  <LinkedText text={message.content} />
                </p>
                <span className="text-xs text-muted-foreground">
                  {!mine && <span aria-hidden>{author} · </span>}
                  <RelativeTime value={message.createdAt} />
                </span>
                {message.id === seenId && (
                  <span className="text-xs font-medium text-muted-foreground">
                    {catalogue.chatPresence.seen}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {typing && (
        <p className="mt-3 flex items-center gap-2 text-xs text-muted-foreground italic">
          <span aria-hidden className="inline-flex gap-0.5">
            <span className="size-1.5 animate-pulse rounded-full bg-current" />
            <span className="size-1.5 animate-pulse rounded-full bg-current [animation-delay:150ms]" />
            <span className="size-1.5 animate-pulse rounded-full bg-current [animation-delay:300ms]" />
          </span>
          {typing}
        </p>
      )}
    </div>
  );
}

/** An address in a message: http(s), up to the first space, without the sentence's closing punctuation. */
const WEB_ADDRESS = /\bhttps?:\/\/[^\s<>"]*[^\s<>"'.,;:!?)\]]/g;

/** A message's text with its web addresses as links (opened in a new tab, telling the site nothing). */
function LinkedText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(WEB_ADDRESS)) {
    parts.push(text.slice(last, match.index));
    parts.push(
      <a key={match.index} href={match[0]} target="_blank" rel="noopener noreferrer nofollow">
        {match[0]}
      </a>,
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

/** An event of the thread (assigned, closed, reopened) or a staff note: managers only (issue 21). */
function ThreadLine({ message }: { message: ChatMessage }) {
  if (message.kind === "note")
    return (
      <li className="mx-auto flex w-full max-w-[90%] flex-col gap-1 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm dark:border-amber-700 dark:bg-amber-950">
        <span className="text-xs font-semibold text-amber-800 dark:text-amber-300">
          Hand-off note <span className="font-normal">(staff only)</span>
        </span>
        <p className="wrap-anywhere whitespace-pre-wrap">{message.content}</p>
        <RelativeTime value={message.createdAt} className="text-xs text-muted-foreground" />
      </li>
    );
  return (
    <li className="self-center text-center text-xs text-muted-foreground">
      <span className="sr-only">Event: </span>
      {message.content} · <RelativeTime value={message.createdAt} />
    </li>
  );
}

import { useQueryClient } from "@tanstack/react-query";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import type { ChatSessionsPage } from "~/domain/chat";
import { messages } from "~/domain/messages";
import { fillPlaceholders } from "~/domain/placeholders";
import type { SavedReply } from "~/domain/saved-replies";
import { useCurrentUser } from "~/web/components/session-guard";
import { useSavedReplies } from "~/web/features/saved-replies";
import { cn } from "~/web/lib/utils";
import { sessionsKey } from "./api";
import { Composer, type ComposerField } from "./composer";

/*
 * The managers' reply box (issue 21, ADR 061): the chat's Composer, where typing `/` (at the start or after a
 * space) opens the saved replies, searched by what follows it. The text box is the list's combobox: arrows
 * move, Enter (or Tab) inserts the reply with its placeholders filled, Escape closes the list.
 */

const SUGGESTIONS = 8;
/** `/query` ending at the caret: at the start of the text or after white space, on one line. */
const SLASH = /(?:^|\s)\/([^\n/]{0,40})$/;

/**
 * The visitor's name as the managers know it (from the Live Chats list): the name given in the chat, else the
 * account they were signed in with.
 */
function useVisitorName(sessionId: string): string | null {
  const queryClient = useQueryClient();
  for (const [, page] of queryClient.getQueriesData<ChatSessionsPage>({ queryKey: sessionsKey })) {
    const row = page?.items?.find((item) => item.id === sessionId);
    // the name given in the chat (issue 21), else the account's they were signed in with
    if (row) return row.name || row.visitor?.name || null;
  }
  return null;
}

export function StaffComposer({
  sessionId,
  onSend,
  onTyping,
}: {
  sessionId: string;
  onSend: (content: string) => Promise<void>;
  onTyping?: () => void;
}) {
  const listId = useId();
  const me = useCurrentUser();
  const visitorName = useVisitorName(sessionId);
  /** The open list: where its `/` is in the text, and the search after it. */
  const [slash, setSlash] = useState<{ start: number; query: string } | null>(null);
  /** The `/` whose list was closed with Escape: it stays closed until another `/` is typed. */
  const [dismissed, setDismissed] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  const [search, setSearch] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setSearch(slash?.query.trim() ?? ""), 150);
    return () => clearTimeout(timer);
  }, [slash?.query]);
  const replies = useSavedReplies({ search, page: 1, pageSize: SUGGESTIONS }, { enabled: slash !== null });
  const items = slash ? (replies.data?.items ?? []) : [];
  const open = slash !== null;
  const current = items[Math.min(active, items.length - 1)];
  // a new search starts at its first reply: as soon as it is typed, not when its answer comes (a choice made
  // with the arrows meanwhile is kept)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the typed search is the trigger
  useEffect(() => setActive(0), [slash?.query]);

  /** While a reply goes in, its own text (a "/services" in it) opens nothing. */
  const inserting = useRef(false);
  const onFieldChange = (field: ComposerField) => {
    const match = inserting.current ? null : SLASH.exec(field.value.slice(0, field.caret));
    if (!match) {
      setSlash(null);
      setDismissed(null);
      return;
    }
    const start = field.caret - match[1]!.length - 1;
    setSlash(start === dismissed ? null : { start, query: match[1]! });
  };

  const insert = (reply: SavedReply, field: ComposerField) => {
    if (!slash) return;
    const filled = fillPlaceholders(reply.content, { "visitor.name": visitorName, "agent.name": me.name });
    const value = field.value.slice(0, slash.start) + filled + field.value.slice(field.caret);
    inserting.current = true;
    try {
      field.set(value, slash.start + filled.length);
    } finally {
      inserting.current = false;
    }
  };

  const onKeyDownFirst = (event: KeyboardEvent<HTMLTextAreaElement>, field: ComposerField) => {
    if (!open) return false;
    const move = (by: number) => {
      event.preventDefault();
      if (items.length) setActive((i) => (Math.min(i, items.length - 1) + by + items.length) % items.length);
      return true;
    };
    if (event.key === "ArrowDown") return move(1);
    if (event.key === "ArrowUp") return move(-1);
    if (event.key === "Escape") {
      // the list closes; the chat's card and dialogs around it do not
      event.preventDefault();
      event.stopPropagation();
      setDismissed(slash.start);
      setSlash(null);
      return true;
    }
    if ((event.key === "Enter" && !event.shiftKey) || (event.key === "Tab" && current)) {
      if (event.nativeEvent.isComposing) return false;
      event.preventDefault();
      if (current) insert(current, field);
      return true;
    }
    return false;
  };

  const optionId = (i: number) => `${listId}-option-${i}`;
  const popup = (field: () => ComposerField) =>
    open && (
      <div className="absolute right-0 bottom-full left-0 z-20 mb-2 overflow-hidden rounded-md border bg-popover text-popover-foreground shadow-lg">
        <p id={`${listId}-label`} className="border-b px-3 py-2 text-xs font-medium text-muted-foreground">
          Saved replies{slash.query.trim() && <> matching "{slash.query.trim()}"</>}
        </p>
        <div
          id={listId}
          role="listbox"
          aria-labelledby={`${listId}-label`}
          className="max-h-60 overflow-y-auto py-1"
        >
          {items.map((reply, i) => (
            <div
              key={reply.id}
              id={optionId(i)}
              role="option"
              aria-selected={reply === current}
              tabIndex={-1}
              // keep the focus (and the caret) in the text box
              onMouseDown={(event) => event.preventDefault()}
              onMouseMove={() => setActive(i)}
              onClick={() => insert(reply, field())}
              onKeyDown={() => {}}
              className={cn(
                "cursor-pointer px-3 py-2 text-sm",
                reply === current ? "bg-accent text-accent-foreground" : "hover:bg-accent/50",
              )}
            >
              <span className="block font-medium wrap-anywhere">{reply.title}</span>
              <span className="line-clamp-1 text-xs text-muted-foreground wrap-anywhere">
                {reply.content}
              </span>
            </div>
          ))}
        </div>
        {items.length === 0 && (
          <p className="px-3 py-2 text-sm text-muted-foreground" role="status">
            {replies.isError
              ? messages.savedReplies.listFailed
              : replies.isPending || replies.isFetching
                ? "Loading saved replies…"
                : "No saved reply matches."}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2 border-t px-3 py-2 text-xs text-muted-foreground">
          <span>↑ ↓ to choose, Enter to insert, Esc to close</span>
          <Link to="/talent-dashboard/saved-replies" className="font-medium text-primary hover:underline">
            Manage saved replies
          </Link>
        </div>
      </div>
    );

  return (
    <Composer
      onSend={onSend}
      onTyping={onTyping}
      label="Reply to the visitor"
      placeholder="Type your reply, or / for saved replies"
      draft={`visitor:${sessionId}`}
      popup={popup}
      onFieldChange={onFieldChange}
      onKeyDownFirst={onKeyDownFirst}
      inputProps={{
        role: "combobox",
        "aria-autocomplete": "list",
        "aria-expanded": open,
        "aria-controls": open ? listId : undefined,
        "aria-activedescendant": open && current ? optionId(items.indexOf(current)) : undefined,
      }}
    />
  );
}

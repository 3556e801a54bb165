import { Maximize2 } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { ALL_CHATS_TOPIC } from "~/domain/chat";
import { CHAT_TABS, type ChatTab } from "~/domain/chat-owners";
import { Button } from "~/web/components/ui/button";
import { Card } from "~/web/components/ui/card";
import { useLiveSearchParams } from "~/web/lib/url-state";
import { useRealtimeInvalidate } from "~/web/lib/use-realtime-query";
import { sessionsKey, useChatSessions } from "./api";
import { filtersOf } from "./chat-filters";
import { useAssignToMe } from "./chat-owner";
import { ChatSessionList } from "./chat-session-list";
import { ChatThreadView } from "./chat-thread";
import { typeSlashInto, useInboxShortcuts } from "./inbox-keyboard";
import { ShortcutsDialog } from "./shortcuts-dialog";

/**
 * The managers' Live Chats (spec section 2): open sessions, latest activity first, live; selecting one
 * opens its thread in the same card. The open thread is in the address (`?chat=`), so a reload keeps it;
 * so is the tab (`?inbox=mine|unassigned|all`, issue 21), and the filters (`?state=snoozed&from=&country=
 * &waiting=`, issue 35), each change a step of the history. The keyboard runs it (see inbox-keyboard.ts):
 * j/k move between the conversations of the tab's page, a assigns, e closes, / replies, ? lists the keys.
 */
export function LiveChats({ inbox = false }: { inbox?: boolean } = {}) {
  const [params, setParams, latestParams] = useLiveSearchParams();
  const selected = params.get("chat");
  const tabParam = params.get("inbox");
  const tab: ChatTab = CHAT_TABS.includes(tabParam as ChatTab) ? (tabParam as ChatTab) : "all";
  const filters = filtersOf(params);
  const [page, setPage] = useState(1);
  // back in the list, focus returns to the chat the manager came from (or the list's title)
  const [returnTo, setReturnTo] = useState<{ id: string } | null>(null);
  // the chat "e" asked to close from the list: its thread opens with the confirmation
  const [closing, setClosing] = useState<string | null>(null);
  const [help, setHelp] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const list = useChatSessions(page, tab, filters);
  const { assignToMe } = useAssignToMe();
  useRealtimeInvalidate(ALL_CHATS_TOPIC, sessionsKey);

  const setParam = (name: string, value: string | null) => setFilters({ [name]: value });
  /** Changes some parameters at once; each change is a step of the history (Back undoes a filter). */
  const setFilters = (changes: Record<string, string | null | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { preventScrollReset: true },
    );
  const select = (id: string | null) => setParam("chat", id);

  /**
   * The open chat as last asked for. The new thread renders later (a transition), so a key pressed in between
   * acts on the chat it opened, not this render's `selected`: "j" then "k" at once comes back.
   */
  const openNow = () => latestParams().get("chat");
  /** The chat the keys act on: the open one, or the row that has the focus. */
  const current = () => openNow() ?? (document.activeElement as HTMLElement | null)?.dataset?.chatRow ?? null;

  const move = (step: 1 | -1) => {
    const ids = list.data?.items.map((item) => item.id) ?? [];
    if (ids.length === 0) return;
    const open = openNow();
    const at = ids.indexOf(current() ?? "");
    const next =
      ids[at === -1 ? (step === 1 ? 0 : ids.length - 1) : Math.min(ids.length - 1, Math.max(0, at + step))]!;
    if (open) {
      if (next !== open) select(next);
    } else document.querySelector<HTMLElement>(`[data-chat-row="${CSS.escape(next)}"]`)?.focus();
  };

  useInboxShortcuts(root, {
    next: () => move(1),
    previous: () => move(-1),
    assignToMe: () => {
      const id = current();
      if (!id) return false;
      assignToMe(id);
    },
    close: () => {
      const id = current();
      if (!id) return false;
      if (selected) root.current?.querySelector<HTMLButtonElement>("[aria-keyshortcuts='e']")?.click();
      else {
        setClosing(id);
        select(id);
      }
    },
    reply: () => (selected ? typeSlashInto(root.current) : false),
    help: () => setHelp(true),
  });

  const shortcuts = <ShortcutsDialog open={help} onOpenChange={setHelp} />;
  const thread = (titleId?: string) =>
    selected ? (
      <ChatThreadView
        key={selected}
        sessionId={selected}
        askToClose={closing === selected}
        actions={shortcuts}
        titleId={titleId}
        onBack={() => {
          setReturnTo({ id: selected });
          setClosing(null);
          select(null);
        }}
      />
    ) : null;
  const sessions = (
    <ChatSessionList
      onSelect={select}
      focusId={returnTo}
      tab={tab}
      onTab={(next) => {
        setPage(1);
        setParam("inbox", next === "all" ? null : next);
      }}
      filters={filters}
      // the filters in the inbox's own view; the dashboard's card links to it
      onFilters={
        inbox
          ? (changes) => {
              setPage(1);
              setFilters(changes);
            }
          : undefined
      }
      page={page}
      onPage={setPage}
      actions={
        inbox ? (
          shortcuts
        ) : (
          <>
            <Button asChild variant="ghost" size="sm">
              <Link to="/talent-dashboard/inbox">
                <Maximize2 aria-hidden className="size-4" />
                Inbox
              </Link>
            </Button>
            {shortcuts}
          </>
        )
      }
    />
  );
  if (inbox)
    // issue 35, as Chatwoot's: its own full-height view, the conversations beside the open one on a wide
    // screen; on a phone one pane at a time, as the card
    return (
      <Card
        ref={root}
        role="region"
        aria-label="Inbox"
        className="flex h-[calc(100dvh-12rem)] min-h-[32rem] min-w-0 overflow-hidden"
      >
        <div
          className={`min-w-0 flex-col lg:flex lg:w-96 lg:shrink-0 lg:border-r ${selected ? "hidden" : "flex flex-1 lg:flex-none"}`}
        >
          {sessions}
        </div>
        <div className={`min-w-0 flex-1 flex-col ${selected ? "flex" : "hidden lg:flex"}`}>
          {thread("chat-thread-title") ?? (
            <div className="flex flex-1 items-center justify-center p-6 text-center text-sm text-muted-foreground">
              Choose a conversation to read it here.
            </div>
          )}
        </div>
      </Card>
    );
  return (
    <Card
      ref={root}
      role="region"
      aria-labelledby="live-chats-title"
      className="flex h-[36rem] min-w-0 flex-col overflow-hidden"
    >
      {selected ? thread() : sessions}
    </Card>
  );
}

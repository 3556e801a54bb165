import { ArrowLeft } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import type { ChatIdentity, ChatMessage } from "~/domain/chat";
import type { EarlierChat } from "~/domain/chat-visitor";
import { messages } from "~/domain/messages";
import { DateText } from "~/web/components/relative-time";
import { Button } from "~/web/components/ui/button";
import { mergeMessages } from "../merge-messages";
import { MessageList } from "../message-list";
import { fetchEarlierChat, fetchEarlierChats } from "./chat-api";

/**
 * A returning visitor's earlier chats in this browser (issue 21), newest first, five at a time from the
 * server ("Show more"). Read with the current chat's token: nobody else's chats are ever listed.
 */
export function EarlierChats({ identity, onBack }: { identity: ChatIdentity; onBack: () => void }) {
  const [items, setItems] = useState<EarlierChat[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [page, setPage] = useState(0);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [reading, setReading] = useState<string | null>(null);

  const load = useCallback(
    async (next: number) => {
      setState("loading");
      try {
        const result = await fetchEarlierChats(identity, next);
        setItems((current) => (next === 1 ? result.items : [...current, ...result.items]));
        setTotal(result.total);
        setPage(next);
        setState("ready");
      } catch {
        setState("failed");
      }
    },
    [identity],
  );
  useEffect(() => {
    void load(1);
  }, [load]);

  if (reading) {
    return <EarlierThread identity={identity} earlierId={reading} onBack={() => setReading(null)} />;
  }
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-2 border-b px-2 py-2">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden className="size-4" />
          Back to the chat
        </Button>
        <h3 className="text-sm font-semibold">Your earlier chats</h3>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-4 py-3" aria-busy={state === "loading"}>
        {state === "failed" ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center text-sm">
            <p>{messages.chatVisitor.earlierFailed}</p>
            <Button variant="outline" size="sm" onClick={() => void load(Math.max(1, page + 1))}>
              Try again
            </Button>
          </div>
        ) : total === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">No earlier chats in this browser.</p>
        ) : (
          <ol aria-label="Earlier chats" className="flex flex-col gap-3">
            {items.map((chat) => (
              <li key={chat.id} className="rounded-lg border p-3 text-sm">
                <p className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
                  <DateText value={chat.createdAt} />
                  <span>
                    {chat.messageCount} message{chat.messageCount === 1 ? "" : "s"} ·{" "}
                    {chat.status === "closed" ? "Closed" : "Open"}
                  </span>
                </p>
                {chat.lastMessage && (
                  <p className="mt-1 line-clamp-2 wrap-anywhere">
                    <span className="text-muted-foreground">
                      {chat.lastMessage.isAdmin ? "CreatorDesk team: " : "You: "}
                    </span>
                    {chat.lastMessage.content}
                  </p>
                )}
                <p className="mt-1 flex items-center justify-between gap-2">
                  <span className="font-mono text-xs break-all text-muted-foreground">{chat.id}</span>
                  <Button variant="outline" size="sm" onClick={() => setReading(chat.id)}>
                    Read
                    <span className="sr-only">
                      {" "}
                      the chat of {new Date(chat.createdAt).toLocaleDateString()}
                    </span>
                  </Button>
                </p>
              </li>
            ))}
          </ol>
        )}
        {state === "loading" && <p className="py-3 text-center text-xs text-muted-foreground">Loading…</p>}
        {state === "ready" && total !== null && items.length < total && (
          <div className="pt-3 text-center">
            <Button variant="outline" size="sm" onClick={() => void load(page + 1)}>
              Show more
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

/** One earlier chat, read only, paged back like the current one. */
function EarlierThread({
  identity,
  earlierId,
  onBack,
}: {
  identity: ChatIdentity;
  earlierId: string;
  onBack: () => void;
}) {
  const [thread, setThread] = useState<{ messages: ChatMessage[]; hasMore: boolean } | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(
    async (before?: string) => {
      try {
        const page = await fetchEarlierChat(identity, earlierId, before);
        setThread((current) => ({
          messages: mergeMessages(current?.messages ?? [], page.messages),
          hasMore: page.hasMore,
        }));
        setFailed(false);
      } catch {
        setFailed(true);
      }
    },
    [identity, earlierId],
  );
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex items-center gap-2 border-b px-2 py-2">
        <Button variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden className="size-4" />
          Earlier chats
        </Button>
      </div>
      {failed ? (
        <div className="flex flex-col items-center gap-2 p-6 text-center text-sm">
          <p>{messages.chatVisitor.earlierFailed}</p>
          <Button variant="outline" size="sm" onClick={() => void load()}>
            Try again
          </Button>
        </div>
      ) : thread ? (
        <MessageList
          messages={thread.messages}
          viewer="guest"
          empty="No messages in this chat."
          hasMore={thread.hasMore}
          onLoadEarlier={() => void load(thread.messages[0]?.id)}
        />
      ) : (
        <p className="p-6 text-center text-xs text-muted-foreground" aria-busy="true">
          Loading…
        </p>
      )}
    </div>
  );
}

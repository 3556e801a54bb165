import { useState } from "react";
import { useSearchParams } from "react-router";
import { ALL_CHATS_TOPIC } from "~/domain/chat";
import { Card } from "~/web/components/ui/card";
import { useRealtimeInvalidate } from "~/web/lib/use-realtime-query";
import { sessionsKey } from "./api";
import { ChatSessionList } from "./chat-session-list";
import { ChatThreadView } from "./chat-thread";

/**
 * The managers' Live Chats (spec section 2): open sessions, latest activity first, live; selecting one
 * opens its thread in the same card. The open thread is in the address (`?chat=`), so a reload keeps it.
 */
export function LiveChats() {
  const [params, setParams] = useSearchParams();
  const selected = params.get("chat");
  // back in the list, focus returns to the chat the manager came from (or the list's title)
  const [returnTo, setReturnTo] = useState<string | null>(null);
  useRealtimeInvalidate(ALL_CHATS_TOPIC, sessionsKey);

  const select = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set("chat", id);
        else next.delete("chat");
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <Card
      role="region"
      aria-labelledby="live-chats-title"
      className="flex h-[36rem] min-w-0 flex-col overflow-hidden"
    >
      {selected ? (
        <ChatThreadView
          key={selected}
          sessionId={selected}
          onBack={() => {
            setReturnTo(selected);
            select(null);
          }}
        />
      ) : (
        <ChatSessionList onSelect={select} focusId={returnTo} />
      )}
    </Card>
  );
}

import { useEffect, useRef, useState } from "react";
import type { ChatMessage } from "~/domain/chat";
import { chatTopic } from "~/domain/chat-rules";
import { useChatIdentity } from "./chat-identity";

/**
 * Staff replies that arrived while the widget was closed, for the launcher's badge, counting from `before`
 * (those the static pages' launcher counted before the widget came). Only a visitor who has a chat listens;
 * the realtime client's code is fetched then, not with the page.
 */
export function useUnreadReplies(open: boolean, before = 0): number {
  const identity = useChatIdentity();
  const [count, setCount] = useState(before);
  const openRef = useRef(open);
  openRef.current = open;
  if (open && count !== 0) setCount(0);

  const sessionId = identity?.sessionId;
  const token = identity?.token;
  useEffect(() => {
    if (!sessionId || !token) return;
    let stop = () => {};
    let cancelled = false;
    void import("~/web/lib/realtime").then(({ subscribe }) => {
      if (cancelled) return;
      stop = subscribe(
        chatTopic(sessionId),
        (event) => {
          const message = event.message as ChatMessage | undefined;
          if (!openRef.current && event.type === "message" && message?.isAdmin) setCount((n) => n + 1);
        },
        { token },
      );
    });
    return () => {
      cancelled = true;
      stop();
    };
  }, [sessionId, token]);

  return open ? 0 : count;
}

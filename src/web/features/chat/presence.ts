import { useCallback, useEffect, useRef, useState } from "react";
import {
  CHAT_SEEN_SIGNAL,
  CHAT_TYPING_SHOWN_MS,
  CHAT_TYPING_SIGNAL,
  CHAT_TYPING_THROTTLE_MS,
  type ChatSide,
} from "~/domain/chat-rules";
import type { RealtimeEvent } from "~/domain/realtime";
import { sendSignal } from "~/web/lib/realtime";

/*
 * Typing and seen (issue 21, ADR 061), for both sides of a chat: the visitor's widget (public pages: no
 * dependency beyond React and the realtime client) and the managers' thread. Signals go over the tab's
 * socket; the server publishes them to the chat's topic on every instance.
 */

/** A function to call as the text changes: says "typing" at most once every CHAT_TYPING_THROTTLE_MS. */
export function useTypingSignal(topic: string | null) {
  const last = useRef(0);
  return useCallback(() => {
    const now = Date.now();
    if (!topic || now - last.current < CHAT_TYPING_THROTTLE_MS) return;
    if (sendSignal(topic, CHAT_TYPING_SIGNAL)) last.current = now;
  }, [topic]);
}

/**
 * Whether the other side is typing: true on their typing event, for CHAT_TYPING_SHOWN_MS after the last
 * one, or until their message arrives. Feed it every event of the chat's topic.
 */
export function useOtherTyping(me: ChatSide) {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onEvent = useCallback(
    (event: RealtimeEvent) => {
      if (event.type === "typing" && event.by !== me) {
        setTyping(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setTyping(false), CHAT_TYPING_SHOWN_MS);
      } else if (event.type === "message" || event.type === "closed") {
        const message = event.message as { isAdmin?: boolean } | undefined;
        const fromOther = message ? message.isAdmin === (me === "visitor") : true;
        if (fromOther) {
          clearTimeout(timer.current);
          setTyping(false);
        }
      }
    },
    [me],
  );
  return { typing, onEvent };
}

/**
 * Says "seen" for the other side's newest message while the chat is on screen (`visible`, and the tab is
 * shown), once per message, unless the session already counts it as seen. `ready` changes whenever the
 * subscription (re)starts, so a signal that could not go out is sent again then.
 */
export function useSeenSignal(
  topic: string | null,
  newest: { id: string; createdAt: string } | undefined,
  seenAt: string | null | undefined,
  visible: boolean,
  ready: number,
) {
  const sent = useRef<string | null>(null);
  const [shown, setShown] = useState(() => typeof document === "undefined" || !document.hidden);
  useEffect(() => {
    const onChange = () => setShown(!document.hidden);
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ready` is a trigger to send again
  useEffect(() => {
    if (!topic || !newest || !visible || !shown || sent.current === newest.id) return;
    if (seenAt && Date.parse(seenAt) >= Date.parse(newest.createdAt)) return;
    if (sendSignal(topic, CHAT_SEEN_SIGNAL, newest.id)) sent.current = newest.id;
  }, [topic, newest?.id, newest?.createdAt, seenAt, visible, shown, ready]);
}

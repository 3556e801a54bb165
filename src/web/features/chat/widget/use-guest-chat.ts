import { useCallback, useEffect, useRef, useState } from "react";
import type { ChatIdentity, ChatMessage, ChatSessionCreated, ChatThread } from "~/domain/chat";
import { chatTopic } from "~/domain/chat-rules";
import { messages as catalogue } from "~/domain/messages";
import { ApiError } from "~/web/lib/api";
import { apiErrorMessage, errorToast } from "~/web/lib/api-error-toast";
import { useRealtime } from "~/web/lib/use-realtime";
import { mergeMessages } from "../merge-messages";
import { useOtherTyping, useSeenSignal, useTypingSignal } from "../presence";
import { fetchThread, giveChatVisitor, sendChatMessage, startChat } from "./chat-api";
import { readChatIdentity, saveChatIdentity } from "./chat-identity";

export type GuestChatState =
  | { status: "starting" }
  | { status: "failed" }
  | {
      status: "ready";
      identity: ChatIdentity;
      session: ChatThread["session"];
      messages: ChatMessage[];
      hasMore: boolean;
    };

/** The identity is gone on the server (a session never written in is removed after a day). */
const isGone = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 404);

/**
 * The visitor's chat (spec section 4): reuses the saved session if there is one, else starts a new one;
 * keeps the thread live through the realtime topic of the session and refetches after every resync.
 * Typing and seen (issue 21): `visible` is whether the panel is open, so what it shows is seen.
 */
export function useGuestChat(visible = true) {
  const [state, setState] = useState<GuestChatState>({ status: "starting" });
  const identity = state.status === "ready" ? state.identity : null;
  const identityRef = useRef(identity);
  identityRef.current = identity;

  const show = useCallback((created: ChatSessionCreated) => {
    const { thread, ...next } = created;
    saveChatIdentity(next);
    setState({ status: "ready", identity: next, ...thread });
  }, []);

  /** Merges a fetched thread into what is shown (messages may have arrived meanwhile). */
  const apply = useCallback((owner: ChatIdentity, thread: ChatThread) => {
    setState((current) =>
      current.status === "ready" && current.identity.sessionId === owner.sessionId
        ? { ...current, session: thread.session, messages: mergeMessages(current.messages, thread.messages) }
        : { status: "ready", identity: owner, ...thread },
    );
  }, []);

  const start = useCallback(async () => {
    setState({ status: "starting" });
    const saved = readChatIdentity();
    try {
      if (saved) {
        try {
          return apply(saved, await fetchThread(saved));
        } catch (error) {
          if (!isGone(error)) throw error;
        }
      }
      show(await startChat(saved));
    } catch {
      setState({ status: "failed" });
      errorToast(catalogue.chat.fetchFailed);
    }
  }, [apply, show]);

  // once per mount of the panel (React's development double-run must not make two sessions)
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  }, [start]);

  const refetch = useCallback(async () => {
    const owner = identityRef.current;
    if (!owner) return;
    try {
      apply(owner, await fetchThread(owner));
    } catch {
      // the next event or resync tries again; what is on screen stays
    }
  }, [apply]);

  const topic = identity ? chatTopic(identity.sessionId) : null;
  const staffTyping = useOtherTyping("visitor");
  const onTyping = useTypingSignal(topic);
  const [ready, setReady] = useState(0);
  const newestStaffMessage = state.status === "ready" ? state.messages.findLast((m) => m.isAdmin) : undefined;
  useSeenSignal(
    topic,
    newestStaffMessage,
    state.status === "ready" ? state.session.visitorSeenAt : null,
    visible,
    ready,
  );

  useRealtime(
    topic,
    (event) => {
      staffTyping.onEvent(event);
      const message = event.message as ChatMessage | undefined;
      if (event.type === "typing") return;
      if (event.type === "seen") {
        const at = typeof event.at === "string" ? event.at : null;
        const field = event.by === "staff" ? "staffSeenAt" : "visitorSeenAt";
        setState((current) =>
          current.status === "ready" && at
            ? { ...current, session: { ...current.session, [field]: at } }
            : current,
        );
      } else if (event.type === "message" && message && !event.truncated) {
        setState((current) =>
          current.status === "ready" && current.identity.sessionId === message.sessionId
            ? { ...current, messages: mergeMessages(current.messages, [message]) }
            : current,
        );
      } else void refetch();
    },
    {
      token: identity?.token,
      onResync: () => {
        setReady((n) => n + 1);
        void refetch();
      },
    },
  );

  /** Sends a message; throws (after the spec's toast) so the composer can give the text back. */
  const send = useCallback(
    async (content: string) => {
      const owner = identityRef.current;
      if (!owner) return;
      try {
        const message = await sendChatMessage(owner, content);
        setState((current) =>
          current.status === "ready"
            ? { ...current, messages: mergeMessages(current.messages, [message]) }
            : current,
        );
      } catch (error) {
        if (error instanceof ApiError && error.code === "chat_closed") void refetch();
        errorToast(catalogue.chat.sendFailed(apiErrorMessage(error)));
        throw error;
      }
    },
    [refetch],
  );

  const startNew = useCallback(async () => {
    const previous = identityRef.current;
    setState({ status: "starting" });
    try {
      show(await startChat(previous));
    } catch {
      setState({ status: "failed" });
      errorToast(catalogue.chat.fetchFailed);
    }
  }, [show]);

  const loadEarlier = useCallback(async () => {
    const owner = identityRef.current;
    if (!owner || state.status !== "ready") return;
    const first = state.messages[0];
    try {
      const older = await fetchThread(owner, first?.id);
      setState((current) =>
        current.status === "ready"
          ? { ...current, hasMore: older.hasMore, messages: mergeMessages(current.messages, older.messages) }
          : current,
      );
    } catch {
      errorToast(catalogue.chat.fetchFailed);
    }
  }, [state]);

  /** The visitor's name and email, given once (issue 21); throws so the form can show why. */
  const giveDetails = useCallback(async (details: { name?: string; email?: string }) => {
    const owner = identityRef.current;
    if (!owner) return;
    const session = await giveChatVisitor(owner, details);
    setState((current) => (current.status === "ready" ? { ...current, session } : current));
  }, []);

  return {
    state,
    retry: start,
    send,
    startNew,
    show,
    loadEarlier,
    giveDetails,
    onTyping,
    staffTyping: staffTyping.typing,
  };
}

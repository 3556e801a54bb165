import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { ALL_CHATS_TOPIC, type ChatMessage, chatTopic } from "~/domain/chat";
import { visitorDisplayName } from "~/domain/chat-visitor-rules";
import { messages } from "~/domain/messages";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { Spinner } from "~/web/components/ui/spinner";
import { ApiError } from "~/web/lib/api";
import { apiErrorMessage, errorToast } from "~/web/lib/api-error-toast";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useRealtime } from "~/web/lib/use-realtime";
import {
  chatQueries,
  fetchEarlier,
  markChatRead,
  useAddToThread,
  useChatThread,
  useCloseChat,
  useReopenChat,
  useSendReply,
} from "./api";
import { ChatOwner } from "./chat-owner";
import { ChatTriageButtons, SnoozedBar } from "./chat-triage";
import { shortcutOf } from "./inbox-keyboard";
import { MessageList } from "./message-list";
import { useOtherTyping, useSeenSignal, useTypingSignal } from "./presence";
import { StaffComposer } from "./staff-composer";
import { VisitorCard } from "./visitor-card";

/**
 * One session's thread for a manager: header (session id, Close, Back), who owns it, the messages (with the
 * thread's events and staff notes), the reply box; a closed chat can be reopened. `askToClose` (the "e" key
 * from the list) opens the close confirmation once the thread is there.
 */
export function ChatThreadView({
  sessionId,
  onBack,
  askToClose = false,
  actions,
  titleId = "live-chats-title",
}: {
  sessionId: string;
  onBack: () => void;
  askToClose?: boolean;
  /** More buttons of the header (the keyboard shortcuts). */
  actions?: ReactNode;
  /** the heading's id (the inbox shows the list's heading beside it) */
  titleId?: string;
}) {
  const queryClient = useQueryClient();
  const threadKey = chatQueries.thread(sessionId).queryKey;
  const visitor = useQuery(chatQueries.visitor(sessionId));
  const thread = useChatThread(sessionId);
  const add = useAddToThread(sessionId);
  const send = useSendReply(sessionId, {
    errorToast: {
      title: messages.chat.sendFailed("").title,
      description: (error) => messages.chat.sendFailed(apiErrorMessage(error)).description,
    },
  });
  const close = useCloseChat(failureToast(messages.chat.closeFailed));
  const reopen = useReopenChat(failureToast(messages.chatInbox.reopenFailed));
  const back = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const snoozeButton = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  const newestVisitorMessage = thread.data?.messages.findLast((m) => !m.isAdmin);
  const lastVisitorMessage = newestVisitorMessage?.id;
  // issue 21: typing and seen, both ways (ADR 061)
  const topic = chatTopic(sessionId);
  const visitorTyping = useOtherTyping("staff");
  const onTyping = useTypingSignal(topic);
  const [ready, setReady] = useState(0);
  useSeenSignal(topic, newestVisitorMessage, thread.data?.session.staffSeenAt, true, ready);

  useEffect(() => {
    back.current?.focus();
  }, []);
  // what a manager has on screen is read: on opening, and as visitor messages arrive
  useEffect(() => {
    if (lastVisitorMessage) void markChatRead(sessionId).catch(() => {});
  }, [sessionId, lastVisitorMessage]);

  useEffect(() => {
    if (!askToClose || asked.current || !thread.data || !closeButton.current) return;
    asked.current = true;
    closeButton.current.click();
  }, [askToClose, thread.data]);

  // the thread's events and staff notes come on the managers' topic, never the session's (issue 21)
  useRealtime(ALL_CHATS_TOPIC, (event) => {
    if (event.sessionId !== sessionId) return;
    // issue 35: a snooze's end (its time, or the visitor) has no line: the session is read again
    if (event.type === "unsnoozed" && !event.lines) {
      void queryClient.invalidateQueries({ queryKey: threadKey });
      return;
    }
    if (!["assigned", "closed", "reopened", "snoozed", "unsnoozed"].includes(event.type)) return;
    const lines = event.lines as ChatMessage[] | undefined;
    if (lines && !event.truncated) add(lines);
    if (event.type !== "closed" || !lines) void queryClient.invalidateQueries({ queryKey: threadKey });
  });

  useRealtime(
    topic,
    (event) => {
      visitorTyping.onEvent(event);
      const message = event.message as ChatMessage | undefined;
      if (event.type === "typing") return;
      if (event.type === "seen") {
        const at = typeof event.at === "string" ? event.at : null;
        queryClient.setQueryData(threadKey, (shown) =>
          shown && at
            ? {
                ...shown,
                session: {
                  ...shown.session,
                  ...(event.by === "visitor" ? { visitorSeenAt: at } : { staffSeenAt: at }),
                },
              }
            : shown,
        );
        // a read of the thread under way (after an assignment, say) began before this was stored: its
        // answer would put the old marker back, so it is read again
        if (queryClient.isFetching({ queryKey: threadKey }))
          void queryClient.invalidateQueries({ queryKey: threadKey });
      } else if (event.type === "message" && message && !event.truncated) add([message]);
      else if (event.type === "message" || event.type === "closed") {
        void queryClient.invalidateQueries({ queryKey: threadKey });
      }
    },
    {
      onResync: () => {
        setReady((n) => n + 1);
        void queryClient.invalidateQueries({ queryKey: threadKey });
      },
    },
  );

  const loadEarlier = async () => {
    const first = thread.data?.messages[0];
    if (!first) return;
    try {
      const older = await fetchEarlier(sessionId, first.id);
      add(older.messages, older.hasMore);
    } catch {
      errorToast(messages.chat.fetchFailed);
    }
  };

  const reply = async (content: string) => {
    try {
      await send.mutateAsync(content);
    } catch (error) {
      // the mutation's meta says why; the composer gives the text back
      if (error instanceof ApiError && error.code === "chat_closed") {
        void queryClient.invalidateQueries({ queryKey: threadKey });
      }
      throw error;
    }
  };

  const closed = thread.data?.session.status === "closed";
  return (
    <>
      <div className="flex items-center gap-2 border-b px-4 py-3">
        <Button ref={back} variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden className="size-4" />
          Back
        </Button>
        {/* headed by who the visitor is (issue 35), the session's id under it */}
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate text-sm font-semibold">
            {visitor.data ? visitorDisplayName(visitor.data) : sessionId}
          </h2>
          {visitor.data && (
            <p title={sessionId} className="truncate font-mono text-xs text-muted-foreground">
              {sessionId}
            </p>
          )}
        </div>
        {actions}
        {!closed && thread.data && (
          <ChatTriageButtons sessionId={sessionId} onDone={onBack} snoozeRef={snoozeButton} />
        )}
        {!closed && (
          <ConfirmDialog
            trigger={
              <Button
                ref={closeButton}
                variant="outline"
                size="sm"
                disabled={close.isPending || !thread.data}
                aria-keyshortcuts={shortcutOf("close")}
                title={`Close (${shortcutOf("close")})`}
              >
                Close
              </Button>
            }
            title="Close this chat?"
            description="The visitor is told that the chat was closed and can start a new one. Closed chats leave this list."
            confirmLabel="Close chat"
            pending={close.isPending}
            onConfirm={() =>
              close.mutate(sessionId, {
                onSuccess: () => {
                  toast({ title: messages.chat.closed });
                  onBack();
                },
              })
            }
          />
        )}
      </div>
      <VisitorCard sessionId={sessionId} />
      {thread.data && !closed && (
        <ChatOwner sessionId={sessionId} assignee={thread.data.session.assignee ?? null} />
      )}
      {thread.data?.session.snoozedUntil && !closed && (
        <SnoozedBar
          sessionId={sessionId}
          until={thread.data.session.snoozedUntil}
          onUnsnoozed={() => snoozeButton.current?.focus()}
        />
      )}
      {thread.data?.session.email && (
        <p className="border-b px-4 py-2 text-xs text-muted-foreground">
          Replies are also emailed to{" "}
          <span className="font-medium text-foreground">{thread.data.session.email}</span>.
        </p>
      )}
      {thread.isPending ? (
        <div className="flex flex-1 flex-col gap-3 p-4" aria-busy="true">
          <span className="sr-only" role="status">
            Loading messages…
          </span>
          <div className="h-9 w-2/3 animate-pulse rounded-2xl bg-muted" />
          <div className="h-9 w-1/2 animate-pulse self-end rounded-2xl bg-muted" />
        </div>
      ) : thread.isError && !thread.data ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
          <p className="text-sm">
            {thread.error instanceof ApiError && thread.error.status === 404
              ? "This chat no longer exists."
              : "Could not load this chat."}
          </p>
          <Button variant="outline" onClick={() => void thread.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <MessageList
          messages={thread.data?.messages ?? []}
          viewer="staff"
          empty="No messages yet."
          hasMore={thread.data?.hasMore}
          onLoadEarlier={() => void loadEarlier()}
          seenAt={thread.data?.session.visitorSeenAt}
          typing={visitorTyping.typing ? messages.chatPresence.visitorTyping : null}
        />
      )}
      {closed ? (
        <div className="flex items-center justify-center gap-3 border-t p-4 text-sm text-muted-foreground">
          <p role="status">This chat is closed.</p>
          <Button
            variant="outline"
            size="sm"
            disabled={reopen.isPending}
            onClick={() =>
              // the promise, not a callback of `mutate`: the button goes once the thread reads the chat open
              reopen.mutateAsync(sessionId).then(
                () => toast({ title: messages.chatInbox.reopened }),
                () => {},
              )
            }
          >
            {reopen.isPending && <Spinner />}
            Reopen
          </Button>
        </div>
      ) : (
        thread.data && <StaffComposer sessionId={sessionId} onSend={reply} onTyping={onTyping} />
      )}
    </>
  );
}

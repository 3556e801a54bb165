import { X } from "lucide-react";
import { type RefObject, useEffect, useRef, useState } from "react";
import { businessContact, businessHours } from "~/content/contact";
import { isOpenAt } from "~/domain/business-hours";
import type { ChatStatus } from "~/domain/chat-visitor";
import { messages } from "~/domain/messages";
import { useMinuteTick } from "~/web/components/relative-time";
import { Button } from "~/web/components/ui/button";
import { ApiError } from "~/web/lib/api";
import { errorToast } from "~/web/lib/api-error-toast";
import { formatRelative } from "~/web/lib/dates";
import { toast } from "~/web/lib/toast";
import { Composer } from "../composer";
import { MessageList } from "../message-list";
import { AwayNotice } from "./away-notice";
import { fetchChatStatus, requestTranscript } from "./chat-api";
import { EarlierChats } from "./earlier-chats";
import { LoginView } from "./login-view";
import { useGuestChat } from "./use-guest-chat";
import { rememberSkipped, VisitorPrompt, wasSkipped } from "./visitor-prompt";

/** Until the server says (or if it cannot), the hours alone decide whether the team is there. */
function statusFromHours(): ChatStatus {
  const open = isOpenAt(businessHours, new Date());
  const hours = `${businessContact.hours}, ${businessHours.timeZoneLabel}`;
  return { open, reason: open ? null : "hours", backAt: null, hours };
}

/** Whether anyone is there to answer (GET /api/chat/status, issue 21), asked when the panel opens. */
function useChatStatus(open: boolean): ChatStatus {
  const [status, setStatus] = useState(statusFromHours);
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    fetchChatStatus().then(
      (fresh) => {
        if (!cancelled) setStatus(fresh);
      },
      () => {},
    );
    return () => {
      cancelled = true;
    };
  }, [open]);
  return status;
}

type GuestChat = ReturnType<typeof useGuestChat>;

/**
 * The visitor's chat panel, loaded on the first opening of the widget and kept mounted (hidden) after that,
 * so the thread stays live. Full-screen on phones; 24rem wide and at most 70vh tall from `sm` up.
 */
export default function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const chat = useGuestChat(open);
  const [view, setView] = useState<"chat" | "login" | "earlier">("chat");
  const panel = useRef<HTMLElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const status = useChatStatus(open);
  const away = !status.open;
  const ready = chat.state.status === "ready";

  // once answered, when the team last replied ("Replied just now"), kept counting (issue 35)
  const now = useMinuteTick();
  const lastReply =
    chat.state.status === "ready"
      ? (chat.state.messages.findLast((message) => message.isAdmin)?.createdAt ?? null)
      : null;

  // Opening moves focus into the panel: to the reply box once the chat is there.
  useEffect(() => {
    if (open) (input.current ?? panel.current)?.focus();
  }, [open]);
  useEffect(() => {
    if (ready && open && document.activeElement === panel.current) input.current?.focus();
  }, [ready, open]);

  return (
    <section
      ref={panel}
      id="chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="chat-panel-title"
      tabIndex={-1}
      hidden={!open}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
      className="fixed inset-0 z-50 flex flex-col bg-card text-card-foreground focus:outline-none sm:inset-auto sm:right-4 sm:bottom-24 sm:h-[34rem] sm:max-h-[70vh] sm:w-96 sm:overflow-hidden sm:rounded-xl sm:border sm:shadow-2xl"
    >
      <header className="flex items-start justify-between gap-3 bg-primary px-4 py-3 text-primary-foreground">
        <div>
          <h2 id="chat-panel-title" className="text-base font-semibold">
            Live Chat
          </h2>
          <p className="text-xs opacity-90">
            {lastReply
              ? `Replied ${formatRelative(lastReply, now)}`
              : !away
                ? "A talent manager usually replies in minutes"
                : status.reason === "hours"
                  ? "We're away: we reply on the next business day"
                  : "We're away for a moment: we'll reply soon"}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close live chat"
          className="-m-1 rounded-md p-2 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-foreground"
        >
          <X aria-hidden className="size-5" />
        </button>
      </header>
      {view === "login" ? (
        <LoginView
          onBack={() => setView("chat")}
          onContinued={(created) => {
            chat.show(created);
            setView("chat");
          }}
        />
      ) : view === "earlier" && chat.state.status === "ready" ? (
        <EarlierChats identity={chat.state.identity} onBack={() => setView("chat")} />
      ) : (
        <ChatView
          chat={chat}
          status={status}
          inputRef={input}
          onContinue={() => setView("login")}
          onEarlier={() => setView("earlier")}
        />
      )}
    </section>
  );
}

function ChatView({
  chat,
  status,
  inputRef,
  onContinue,
  onEarlier,
}: {
  chat: GuestChat;
  status: ChatStatus;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onContinue: () => void;
  onEarlier: () => void;
}) {
  const { state } = chat;
  const away = !status.open;
  const sessionId = state.status === "ready" ? state.identity.sessionId : "";
  const [skipped, setSkipped] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  if (state.status === "starting") {
    return (
      <div className="flex flex-1 flex-col gap-3 p-4" aria-busy="true">
        <span className="sr-only" role="status">
          Starting your chat…
        </span>
        <div className="h-9 w-2/3 animate-pulse rounded-2xl bg-muted" />
        <div className="h-9 w-1/2 animate-pulse self-end rounded-2xl bg-muted" />
        <div className="h-9 w-3/5 animate-pulse rounded-2xl bg-muted" />
      </div>
    );
  }
  if (state.status === "failed") {
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6 text-center">
        <p className="text-sm">We could not load the chat. Please check your connection.</p>
        <Button variant="outline" onClick={() => void chat.retry()}>
          Try again
        </Button>
      </div>
    );
  }
  const closed = state.session.status === "closed";
  // issue 21: asked once, after the first message (before it when nobody is there); skippable
  const wrote = state.messages.some((message) => !message.isAdmin);
  const ask =
    !closed &&
    !state.session.detailsGiven &&
    !state.session.email &&
    skipped !== sessionId &&
    !wasSkipped(sessionId) &&
    (wrote || away);
  // the prompt goes once answered or skipped: the focus to the message box below it, not to the page
  const toComposer = () => requestAnimationFrame(() => inputRef.current?.focus());
  const skip = () => {
    rememberSkipped(sessionId);
    setSkipped(sessionId);
    toComposer();
  };
  const give = async (details: { name?: string; email?: string }) => {
    await chat.giveDetails(details);
    toast({ title: messages.chatVisitor.saved(details.name ?? null) });
    toComposer();
  };
  const transcript = async () => {
    setSending(true);
    try {
      // issue 31 (ADR 070): an address not yet proved gets a confirmation link first
      const { email, status } = await requestTranscript(state.identity);
      toast({
        title:
          status === "confirm"
            ? messages.chatVisitor.transcriptConfirmSent(email)
            : messages.chatVisitor.transcriptQueued(email),
      });
    } catch (error) {
      errorToast(
        messages.chatVisitor.transcriptFailed,
        error instanceof ApiError ? error.message : undefined,
      );
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <p className="border-b px-4 py-2 text-xs text-muted-foreground">
        <span className="whitespace-nowrap">
          Session ID{" "}
          <span className="font-mono font-medium break-all text-foreground">{state.identity.sessionId}</span>
        </span>{" "}
        <span className="whitespace-nowrap">
          · Code{" "}
          <span className="font-mono font-medium text-foreground tabular-nums">{state.identity.code}</span>
        </span>
        <br />
        Keep these to continue this chat on another device.
      </p>
      {away && !closed && <AwayNotice status={status} email={state.session.email} />}
      <MessageList
        messages={state.messages}
        viewer="guest"
        empty="Say hello! A talent manager will answer you here."
        hasMore={state.hasMore}
        onLoadEarlier={() => void chat.loadEarlier()}
        seenAt={state.session.staffSeenAt}
        typing={chat.staffTyping && !closed ? messages.chatPresence.staffTyping : null}
      />
      {closed ? (
        <div className="flex flex-col items-center gap-2 border-t p-4 text-center" role="status">
          <p className="text-sm font-medium">This chat was closed by our team.</p>
          <Button onClick={() => void chat.startNew()}>Start a New Chat</Button>
        </div>
      ) : (
        <>
          {ask && <VisitorPrompt away={away && !wrote} onGive={give} onSkip={skip} />}
          <Composer
            onSend={chat.send}
            onTyping={chat.onTyping}
            label="Type your message"
            inputRef={inputRef}
          />
        </>
      )}
      <div className="flex flex-wrap items-center justify-center gap-x-1 border-t px-4 py-1">
        <Button variant="link" size="sm" onClick={onContinue}>
          Continue a Conversation?
        </Button>
        <Button variant="link" size="sm" onClick={onEarlier}>
          Earlier chats
        </Button>
        {state.session.email && wrote && (
          <Button
            variant="link"
            size="sm"
            pending={sending}
            pendingLabel="Sending"
            onClick={() => void transcript()}
          >
            Email me the transcript
          </Button>
        )}
      </div>
    </>
  );
}

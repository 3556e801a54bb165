import { MessageCircle, X } from "lucide-react";
import { Suspense, useEffect, useRef, useState } from "react";
import { CHAT_TRANSCRIPT_CONFIRM_FRAGMENT } from "~/domain/chat-visitor-rules";
import { messages } from "~/domain/messages";
import { ChunkBoundary, LoadFailed } from "~/web/components/load-failed";
import { lazyWithRetry } from "~/web/lib/chunk-load";
import { takeEarlyClick } from "~/web/lib/early-clicks";
import { LAUNCHER_CLASS, launcherLabel, UNREAD_BADGE_CLASS, unreadBadgeText } from "./launcher-look";
import { useUnreadReplies } from "./use-unread-replies";

// The panel (and the realtime client) loads on the first opening: the public pages' budget is tight. If its
// code does not come (ADR 017), the panel says so in its place: no reload, and the page stays as it is, with
// whatever was typed in it (before: the whole page gave way to "This page could not be loaded").
const loadChatPanel = () => import("./chat-panel");
const ChatPanel = lazyWithRetry(loadChatPanel, { reload: false });

/** Fetches the panel's code ahead of the click (the static pages' widget, once a visitor reaches for it). */
export function preloadChatPanel() {
  loadChatPanel().catch(() => {
    // the opening tries again, and says so if it still cannot
  });
}

/** The panel's place when its code could not be loaded: the message, Reload, and a way to close it. */
function PanelFailed({ onClose }: { onClose: () => void }) {
  return (
    // the launcher's aria-controls names it, as it names the panel
    <div
      id="chat-panel"
      className="fixed inset-x-4 bottom-4 z-50 rounded-xl bg-card shadow-2xl sm:inset-x-auto sm:right-4 sm:bottom-24 sm:w-96"
    >
      <LoadFailed compact />
      <button
        type="button"
        onClick={onClose}
        aria-label="Close"
        className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/** The panel's frame while its code loads. */
function PanelLoading() {
  return (
    <div
      id="chat-panel"
      role="status"
      aria-label="Loading the chat"
      className="fixed inset-0 z-50 flex items-center justify-center bg-card sm:inset-auto sm:right-4 sm:bottom-24 sm:h-[34rem] sm:max-h-[70vh] sm:w-96 sm:rounded-xl sm:border sm:shadow-2xl"
    >
      <span className="size-8 animate-spin rounded-full border-4 border-primary border-t-transparent" />
    </div>
  );
}

/**
 * A transcript's confirmation link (ADR 070) opens the site with its token in the fragment (never sent to a
 * server): the visitor confirms with a click, so a mail scanner that only fetches the link confirms nothing.
 */
function TranscriptConfirmation() {
  const [token, setToken] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const hash = location.hash.slice(1);
    if (!hash.startsWith(CHAT_TRANSCRIPT_CONFIRM_FRAGMENT)) return;
    setToken(hash.slice(CHAT_TRANSCRIPT_CONFIRM_FRAGMENT.length));
    history.replaceState(null, "", location.pathname + location.search);
  }, []);
  // the question is what the visitor came for: keyboard and screen reader start there
  useEffect(() => {
    if (token) heading.current?.focus();
  }, [token]);
  if (!token) return null;
  const confirm = async () => {
    setSending(true);
    const res = await fetch("/api/chat/transcript/confirm", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ token }),
    }).catch(() => null);
    const body = res?.ok ? ((await res.json()) as { email: string }) : null;
    setSending(false);
    setSaid(
      body
        ? messages.chatVisitor.transcriptConfirmed(body.email)
        : messages.chatVisitor.transcriptConfirmInvalid,
    );
  };
  return (
    <section
      aria-labelledby="chat-transcript-confirm"
      className="fixed inset-x-4 top-4 z-50 mx-auto max-w-md rounded-xl border bg-card p-4 pr-12 shadow-2xl"
    >
      <h2 id="chat-transcript-confirm" ref={heading} tabIndex={-1} className="font-semibold outline-none">
        {messages.chatVisitor.transcriptConfirmTitle}
      </h2>
      {said ? (
        <p role="status">{said}</p>
      ) : (
        <>
          <p className="text-sm">{messages.chatVisitor.transcriptConfirmHint}</p>
          <button
            type="button"
            disabled={sending}
            className="mt-3 rounded-md bg-primary px-3 py-2 text-primary-foreground disabled:opacity-60"
            onClick={() => void confirm()}
          >
            Confirm and send
          </button>
        </>
      )}
      <button
        type="button"
        onClick={() => setToken(null)}
        aria-label="Close"
        className="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </section>
  );
}

/**
 * The live-chat widget of every public page: the launcher, an unread badge, and the panel it opens. On the
 * static pages it takes the static launcher's place (site/chat-widget.tsx): open at once when that was a
 * click, with the replies the static launcher was showing as unread.
 */
export function ChatLauncher({
  defaultOpen = false,
  unread: unreadBefore = 0,
}: {
  defaultOpen?: boolean;
  unread?: number;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const [loaded, setLoaded] = useState(defaultOpen);
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const unread = useUnreadReplies(open, unreadBefore);

  // A click before the page's scripts ran opens the chat now that they have (lib/early-clicks.ts).
  useEffect(() => {
    if (!takeEarlyClick("chat")) return;
    setLoaded(true);
    setOpen(true);
  }, []);

  // Closing gives focus back to the launcher (hidden on phones while the full-screen panel is open).
  useEffect(() => {
    if (wasOpen.current && !open) launcher.current?.focus();
    wasOpen.current = open;
  }, [open]);

  const label = launcherLabel(open, unread);

  return (
    <aside aria-label="Live chat">
      <TranscriptConfirmation />
      {/* Without scripts the chat cannot work: no launcher that does nothing. */}
      <noscript>
        <style>{"[data-early-click=chat]{display:none}"}</style>
      </noscript>
      {loaded && (
        // closed: nothing (false, not null: ChunkBoundary's default fallback is LoadFailed)
        <ChunkBoundary fallback={open ? <PanelFailed onClose={() => setOpen(false)} /> : false}>
          <Suspense fallback={open ? <PanelLoading /> : null}>
            <ChatPanel open={open} onClose={() => setOpen(false)} />
          </Suspense>
        </ChunkBoundary>
      )}
      <button
        ref={launcher}
        type="button"
        data-early-click="chat"
        aria-label={label}
        aria-expanded={open}
        aria-controls="chat-panel"
        onClick={() => {
          setLoaded(true);
          setOpen((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key === "Escape" && open) setOpen(false);
        }}
        className={`${LAUNCHER_CLASS} ${open ? "max-sm:hidden" : ""}`}
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <MessageCircle aria-hidden="true" className="size-6" />
        )}
        {unread > 0 && !open && (
          <span aria-hidden="true" className={UNREAD_BADGE_CLASS}>
            {unreadBadgeText(unread)}
          </span>
        )}
      </button>
    </aside>
  );
}

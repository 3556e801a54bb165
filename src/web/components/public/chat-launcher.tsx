import { MessageCircle, X } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useUnreadReplies } from "~/web/features/chat/widget/use-unread-replies";
import { takeEarlyClick } from "~/web/lib/early-clicks";

// The panel (and the realtime client) loads on the first opening: the public pages' budget is tight.
const ChatPanel = lazy(() => import("~/web/features/chat/widget/chat-panel"));

/** The panel's frame while its code loads. */
function PanelLoading() {
  return (
    <div
      role="status"
      aria-label="Loading the chat"
      className="fixed inset-0 z-50 flex items-center justify-center bg-card sm:inset-auto sm:right-4 sm:bottom-24 sm:h-[34rem] sm:max-h-[70vh] sm:w-96 sm:rounded-xl sm:border sm:shadow-2xl"
    >
      <span className="size-8 animate-spin rounded-full border-4 border-primary border-t-transparent" />
    </div>
  );
}

/** The live-chat widget of every public page: the launcher, an unread badge, and the panel it opens. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  const unread = useUnreadReplies(open);

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

  const label = open
    ? "Close live chat"
    : unread > 0
      ? `Open live chat (${unread} new ${unread === 1 ? "reply" : "replies"})`
      : "Open live chat";

  return (
    <aside aria-label="Live chat">
      {/* Without scripts the chat cannot work: no launcher that does nothing. */}
      <noscript>
        <style>{"[data-early-click=chat]{display:none}"}</style>
      </noscript>
      {loaded && (
        <Suspense fallback={open ? <PanelLoading /> : null}>
          <ChatPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
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
        className={`fixed right-4 bottom-4 z-50 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:transition-none ${open ? "max-sm:hidden" : ""}`}
      >
        {open ? (
          <X aria-hidden="true" className="size-6" />
        ) : (
          <MessageCircle aria-hidden="true" className="size-6" />
        )}
        {unread > 0 && !open && (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 inline-flex min-w-6 items-center justify-center rounded-full bg-destructive px-1.5 text-xs leading-6 font-semibold text-destructive-foreground tabular-nums"
          >
            {unread > 9 ? "9+" : unread}
          </span>
        )}
      </button>
    </aside>
  );
}

import { MessageCircle, X } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";

/** Placeholder for the live-chat widget (a later issue): a fixed launcher and a "coming soon" panel. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  return (
    <aside aria-label="Live chat" className="fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3">
      {open && (
        <div id="chat-panel" className="w-72 rounded-xl border border-border bg-card p-4 text-sm shadow-xl">
          <div className="flex items-start justify-between gap-2">
            <p className="font-semibold">Live chat is coming soon</p>
            <button
              type="button"
              aria-label="Close live chat"
              className="-m-1 rounded p-1 hover:bg-accent"
              onClick={() => setOpen(false)}
            >
              <X aria-hidden="true" className="size-4" />
            </button>
          </div>
          <p className="mt-2 text-muted-foreground">
            Until then, send us a message on the{" "}
            <Link to="/contact" className="font-medium text-primary underline" onClick={() => setOpen(false)}>
              contact page
            </Link>{" "}
            and we will get back to you within one business day.
          </p>
        </div>
      )}
      <button
        type="button"
        aria-label="Open live chat"
        aria-expanded={open}
        aria-controls="chat-panel"
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <MessageCircle aria-hidden="true" className="size-6" />
      </button>
    </aside>
  );
}

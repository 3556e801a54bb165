import { MessageCircle } from "lucide-react";
import { LAUNCHER_CLASS, UNREAD_BADGE_CLASS } from "./launcher-look";

/**
 * The live-chat launcher of the public site's static pages (src/web/site, ADR 077): the same button as the
 * app's ChatLauncher, as HTML, with its unread badge empty and hidden. Its island (site/islands/chat.ts)
 * shows a returning visitor's unread replies there, and loads the widget when a visitor reaches for it
 * (hover, focus, click) or has an open chat; the widget takes its place. Without scripts the chat cannot
 * work: no launcher that does nothing.
 */
export function StaticChatLauncher() {
  return (
    <aside aria-label="Live chat" data-island="chat">
      <noscript>
        <style>{"[data-early-click=chat]{display:none}"}</style>
      </noscript>
      <button
        type="button"
        data-early-click="chat"
        aria-label="Open live chat"
        aria-expanded="false"
        aria-controls="chat-panel"
        className={LAUNCHER_CLASS}
      >
        <MessageCircle aria-hidden="true" className="size-6" />
        <span data-unread="" hidden aria-hidden="true" className={UNREAD_BADGE_CLASS} />
      </button>
    </aside>
  );
}

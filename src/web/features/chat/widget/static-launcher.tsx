import { MessageCircle } from "lucide-react";

/** The launcher's look, shared by the app's launcher (chat-launcher.tsx) and the static pages' one. */
export const LAUNCHER_CLASS =
  "fixed right-4 bottom-4 z-50 inline-flex size-14 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:transition-none";

/**
 * The live-chat launcher of the public site's static pages (src/web/site, ADR 077): the same button as the
 * app's ChatLauncher, as HTML. Its island (site/islands/chat.ts) loads the widget when a visitor reaches for
 * it (hover, focus, click) or has a chat already, and the widget takes its place. Without scripts the chat
 * cannot work: no launcher that does nothing.
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
      </button>
    </aside>
  );
}

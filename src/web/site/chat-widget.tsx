import { createRoot } from "react-dom/client";
import { ChatLauncher, preloadChatPanel } from "~/web/features/chat";
import "./toast";

/*
 * The live chat on a static page (ADR 077), loaded by its island (islands/chat.ts) when a visitor reaches for
 * the launcher or has a chat already: the app's own widget (features/chat/widget), on Preact's React API in
 * this build. It takes the static launcher's place, opened when a click asked for it and focused when the
 * static button had the focus, with the unread replies its badge showed; the panel's code is fetched at once,
 * so the click finds it.
 */
export function mountChatWidget(
  staticLauncher: HTMLElement,
  { open, unread }: { open: boolean; unread: number },
) {
  const container = document.createElement("div");
  staticLauncher.after(container);
  const hadFocus = staticLauncher.contains(document.activeElement);
  if (!open) preloadChatPanel();
  // Preact renders at once: the new launcher is there to take the focus before the static one goes, so a
  // key pressed in between is not lost on the page's body
  createRoot(container).render(<ChatLauncher defaultOpen={open} unread={unread} />);
  if (hadFocus && !open) container.querySelector<HTMLElement>('[aria-controls="chat-panel"]')?.focus();
  staticLauncher.remove();
}

import type { ChatMessage, ChatThread } from "~/domain/chat";
import { chatTopic } from "~/domain/chat-rules";
import { parseChatIdentity } from "~/web/features/chat/widget/identity-key";
import { launcherLabel, unreadBadgeText } from "~/web/features/chat/widget/launcher-look";
import { subscribe } from "~/web/lib/realtime";

/** What the chat's loader (islands/chat.ts) and this module share until the widget takes over. */
export interface LoaderChat {
  /** The staff replies counted on the static launcher: the widget starts from them. */
  unread: number;
  /** The widget has taken the launcher's place: it counts from now on. */
  mounted: boolean;
  /** Loads the widget. */
  load: () => void;
}

/**
 * A returning visitor on a static page (ADR 077), loaded by the chat's loader only for a browser that holds a
 * chat, so that a first visit pays for none of it: the staff's replies count on the static launcher's badge
 * and in its name, as the widget's launcher counts them, and the widget comes at once if the chat is still
 * open (a closed one waits for the visitor to reach for the launcher). Returns what stops the listening.
 */
export function watchReturningChat(button: HTMLElement, stored: string, chat: LoaderChat): () => void {
  const identity = parseChatIdentity(stored);
  if (!identity) return () => {};
  const { sessionId, token } = identity;
  fetch(`/api/chat/sessions/${encodeURIComponent(sessionId)}/messages?limit=1`, {
    headers: { authorization: `Bearer ${token}` },
  })
    .then((res) => (res.ok ? (res.json() as Promise<ChatThread>) : null))
    .then((thread) => {
      if (thread?.session.status === "open") chat.load();
    })
    .catch(() => {
      // the widget comes when the visitor reaches for it, and says what is wrong then
    });
  const badge = button.querySelector<HTMLElement>("[data-unread]");
  return subscribe(
    chatTopic(sessionId),
    (event) => {
      const message = event.message as ChatMessage | undefined;
      if (chat.mounted || event.type !== "message" || !message?.isAdmin) return;
      chat.unread += 1;
      button.setAttribute("aria-label", launcherLabel(false, chat.unread));
      if (badge) {
        badge.textContent = unreadBadgeText(chat.unread);
        badge.hidden = false;
      }
    },
    { token },
  );
}

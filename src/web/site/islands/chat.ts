import type { ChatIdentity, ChatMessage, ChatThread } from "~/domain/chat";
import { chatTopic } from "~/domain/chat-rules";
import { CHAT_TRANSCRIPT_CONFIRM_FRAGMENT } from "~/domain/chat-visitor-rules";
import { CHAT_IDENTITY_KEY, parseChatIdentity } from "~/web/features/chat/widget/identity-key";
import { launcherLabel, unreadBadgeText } from "~/web/features/chat/widget/launcher-look";
import { takeEarlyClick } from "~/web/lib/early-clicks";
import { markReady } from "../ready";

/*
 * The live chat's loader on a static page (ADR 077): a few hundred bytes that load the widget
 * (../chat-widget.tsx) when it is wanted, and not before:
 * - when a visitor reaches for the launcher: the pointer over it, the focus on it, a touch, a click (which
 *   opens the chat as soon as its code is there; a click before this script ran counts too);
 * - at once for a returning visitor whose chat is open (its live thread is the widget's);
 * - at once for a transcript's confirmation link (its token is in the address's fragment, ADR 070).
 * A returning visitor's unread badge is the loader's own until then: it listens for the staff's replies on
 * the chat's topic (the realtime client, a few KB, fetched for that visitor only) and counts them on the
 * static launcher as the widget does, which takes the count over.
 * If the widget's code cannot come, the launcher says so in the panel's place, and the page stays as it is.
 */
const aside = document.querySelector<HTMLElement>('[data-island="chat"]');
const button = aside?.querySelector("button");

if (aside && button) {
  let loading = false;
  let openOnLoad = false;
  let unread = 0;
  let mounted = false;
  let stopListening = () => {};
  // The widget never takes the launcher's place in the middle of a press: a press that began on this button
  // and ended on its replacement would be no click at all. It waits for the press to end (and its click).
  let pressed = false;
  let mountWhenReleased: (() => void) | null = null;
  const press = () => {
    pressed = true;
  };
  const release = () => {
    pressed = false;
    setTimeout(() => {
      const mount = mountWhenReleased;
      mountWhenReleased = null;
      mount?.();
    });
  };
  button.addEventListener("pointerdown", press);
  button.addEventListener("keydown", (event) => {
    if (event.key === " " || event.key === "Enter") press();
  });
  for (const event of ["pointerup", "pointercancel", "keyup"]) addEventListener(event, release, true);

  const load = () => {
    if (loading) return;
    loading = true;
    button.setAttribute("aria-busy", "true");
    import("../chat-widget").then(
      ({ mountChatWidget }) => {
        const mount = () => {
          mounted = true;
          mountChatWidget(aside, { open: openOnLoad, unread });
          // the widget listens on the same socket: the topic stays subscribed until it does
          setTimeout(() => stopListening(), 5000);
        };
        if (pressed) mountWhenReleased = mount;
        else mount();
      },
      () => {
        loading = false;
        button.removeAttribute("aria-busy");
        if (openOnLoad) showFailure(aside);
      },
    );
  };
  const openWhenLoaded = () => {
    openOnLoad = true;
    load();
  };
  for (const event of ["pointerenter", "focus", "touchstart"])
    button.addEventListener(event, load, { passive: true });
  button.addEventListener("click", openWhenLoaded);

  let identity: ChatIdentity | null = null;
  try {
    identity = parseChatIdentity(localStorage.getItem(CHAT_IDENTITY_KEY));
  } catch {}
  if (takeEarlyClick("chat")) openWhenLoaded();
  else if (location.hash.startsWith(`#${CHAT_TRANSCRIPT_CONFIRM_FRAGMENT}`)) load();
  if (identity) {
    const { sessionId, token } = identity;
    const badge = button.querySelector<HTMLElement>("[data-unread]");
    // the staff's replies while the widget is not there: the badge and the launcher's name, as the widget's
    void import("~/web/lib/realtime").then(({ subscribe }) => {
      if (mounted) return;
      stopListening = subscribe(
        chatTopic(sessionId),
        (event) => {
          const message = event.message as ChatMessage | undefined;
          if (mounted || event.type !== "message" || !message?.isAdmin) return;
          unread += 1;
          button.setAttribute("aria-label", launcherLabel(false, unread));
          if (badge) {
            badge.textContent = unreadBadgeText(unread);
            badge.hidden = false;
          }
        },
        { token },
      );
    });
    // an open chat brings the widget at once; a closed one waits for the visitor to reach for it
    fetch(`/api/chat/sessions/${encodeURIComponent(sessionId)}/messages?limit=1`, {
      headers: { authorization: `Bearer ${token}` },
    })
      .then((res) => (res.ok ? (res.json() as Promise<ChatThread>) : null))
      .then((thread) => {
        if (thread?.session.status === "open") load();
      })
      .catch(() => {
        // the widget comes when the visitor reaches for it, and says what is wrong then
      });
  }
}
markReady("chat");

/** The panel's place when the widget's code could not be loaded (the app's LoadFailed, compact). */
function showFailure(aside: HTMLElement) {
  aside.querySelector("#chat-panel")?.remove();
  const panel = document.createElement("div");
  panel.id = "chat-panel";
  panel.className =
    "fixed inset-x-4 bottom-4 z-50 rounded-xl bg-card shadow-2xl sm:inset-x-auto sm:right-4 sm:bottom-24 sm:w-96";
  panel.innerHTML =
    '<div role="alert" class="rounded-xl border border-border bg-muted p-6 text-center"><h2 class="text-lg font-semibold">This page could not be loaded</h2><p class="mt-3 text-muted-foreground">CreatorDesk may have been updated since this tab was opened, or the connection dropped. Reloading usually fixes it.</p><button type="button" data-reload class="mt-6 inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary/90">Reload</button></div><button type="button" aria-label="Close" data-close class="absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground">×</button>';
  panel.querySelector("[data-reload]")?.addEventListener("click", () => location.reload());
  panel.querySelector("[data-close]")?.addEventListener("click", () => panel.remove());
  aside.prepend(panel);
}

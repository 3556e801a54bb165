import { CHAT_TRANSCRIPT_CONFIRM_FRAGMENT } from "~/domain/chat-visitor-rules";
import { CHAT_IDENTITY_KEY } from "~/web/features/chat/widget/identity-key";
import { takeEarlyClick } from "~/web/lib/early-clicks";
import type { LoaderChat } from "../chat-returning";
import { markReady } from "../ready";

/*
 * The live chat's loader on a static page (ADR 077): a few hundred bytes that load the widget
 * (../chat-widget.tsx) when it is wanted, and not before:
 * - when a visitor reaches for the launcher: the pointer over it, the focus on it, a touch, a click (which
 *   opens the chat as soon as its code is there; a click before this script ran counts too);
 * - at once for a returning visitor whose chat is open (its live thread is the widget's);
 * - at once for a transcript's confirmation link (its token is in the address's fragment, ADR 070).
 * A returning visitor's unread badge is the static launcher's until then (../chat-returning.ts, with the
 * realtime client: a few KB fetched for that visitor only); the widget takes the count over.
 * If the widget's code cannot come, the launcher says so in the panel's place, and the page stays as it is.
 */
const aside = document.querySelector<HTMLElement>('[data-island="chat"]');
const button = aside?.querySelector("button");

if (aside && button) {
  let loading = false;
  let openOnLoad = false;
  let stopListening = () => {};
  const chat: LoaderChat = { unread: 0, mounted: false, load: () => load() };
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
          chat.mounted = true;
          mountChatWidget(aside, { open: openOnLoad, unread: chat.unread });
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

  let stored: string | null = null;
  try {
    stored = localStorage.getItem(CHAT_IDENTITY_KEY);
  } catch {}
  if (takeEarlyClick("chat")) openWhenLoaded();
  else if (location.hash.startsWith(`#${CHAT_TRANSCRIPT_CONFIRM_FRAGMENT}`)) load();
  if (stored) {
    const held = stored;
    import("../chat-returning").then(
      ({ watchReturningChat }) => {
        if (!chat.mounted) stopListening = watchReturningChat(button, held, chat);
      },
      () => {
        // no badge on this page; the widget still comes when the visitor reaches for it
      },
    );
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

import { type RefObject, useEffect, useRef } from "react";

/* The chat inbox's keyboard (issue 21): one key an action, listed in the "?" dialog and on the buttons. */

export const INBOX_SHORTCUTS = [
  { key: "j", action: "next", label: "Next conversation" },
  { key: "k", action: "previous", label: "Previous conversation" },
  { key: "a", action: "assignToMe", label: "Assign the conversation to me" },
  { key: "e", action: "close", label: "Close the conversation (asks first)" },
  { key: "/", action: "reply", label: "Reply, with the saved replies" },
  { key: "?", action: "help", label: "Show these shortcuts" },
] as const;
export type InboxAction = (typeof INBOX_SHORTCUTS)[number]["action"];

/** The key of an action, for the buttons' hints (`aria-keyshortcuts` and the tooltip). */
export const shortcutOf = (action: InboxAction) => INBOX_SHORTCUTS.find((s) => s.action === action)!.key;

/**
 * Whether a key press belongs to someone typing (an input, a text area, a select, editable text) or
 * carries a modifier (the browser's and the system's shortcuts): then no shortcut fires. Shift is allowed
 * ("?" needs it).
 */
function isTypingOrModified(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey || event.isComposing) return true;
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/**
 * Listens for the inbox's keys while `root` is on screen, when the page itself (its body or `main`) or
 * something inside `root` has the focus (so the other panels of the page, and open dialogs, keep their keys). A handler that
 * returns false leaves the key to the browser.
 */
export function useInboxShortcuts(
  root: RefObject<HTMLElement | null>,
  handlers: Record<InboxAction, () => unknown>,
) {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingOrModified(event)) return;
      const target = event.target;
      // the page: its body, or its main landmark (a click on the page's background focuses it)
      const page = target === document.body || (target instanceof HTMLElement && target.matches("main"));
      const inside = page || (target instanceof Node && root.current?.contains(target));
      if (!inside) return;
      const shortcut = INBOX_SHORTCUTS.find((s) => s.key === event.key);
      if (!shortcut) return;
      if (latest.current[shortcut.action]() !== false) event.preventDefault();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [root]);
}

/**
 * Focuses the reply box found in `container` and types "/" into it, as if typed there, so the composer's
 * saved-replies list opens. False when there is no reply box (a closed chat).
 */
export function typeSlashInto(container: HTMLElement | null): boolean {
  const box = container?.querySelector<HTMLTextAreaElement>("textarea:not([disabled])");
  if (!box) return false;
  box.focus();
  box.setSelectionRange(box.value.length, box.value.length);
  // a real input event (react-hook-form and the composer hear it); the value setter as a fallback
  if (!document.execCommand?.("insertText", false, "/")) {
    const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
    setter?.call(box, `${box.value}/`);
    box.dispatchEvent(new Event("input", { bubbles: true }));
  }
  return true;
}

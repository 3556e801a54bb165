/*
 * Whether the page holds text the person typed and has not sent (docs/decisions/017): code that fails to
 * load must not reload such a page, on a public page (a prerendered form works before its scripts) or in a
 * dashboard. A listener inlined in the page's <head> (root.tsx, before any other script) notes each text field
 * the person types in; submitting its form forgets them. The answer is a function on a global, so that the
 * head's boot guard and the app's code ask the same watcher.
 */

/** The global holding the question: `() => boolean`. */
export const TYPED_TEXT_KEY = "__creatordeskTypedText";

/**
 * Inlined as a classic script: self-contained, serialised with Function.prototype.toString. Also called from
 * entry.client.tsx (`npm run dev` has no inlined script); a second call changes nothing.
 */
export function watchTyping(key: string) {
  const store = window as unknown as Record<string, unknown>;
  if (typeof store[key] === "function") return;
  const typed = new Set<HTMLInputElement | HTMLTextAreaElement>();
  const isTextField = (el: EventTarget | null): el is HTMLInputElement | HTMLTextAreaElement =>
    el instanceof HTMLTextAreaElement ||
    (el instanceof HTMLInputElement &&
      !/^(hidden|checkbox|radio|file|submit|button|reset|image|range|color)$/.test(el.type));
  addEventListener(
    "input",
    (event) => {
      if (isTextField(event.target)) typed.add(event.target);
    },
    true,
  );
  // sent (or cleared on purpose): nothing of this form is lost any more, whatever the answer
  const forget = (event: Event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement)
      for (const el of Array.from(form.elements)) typed.delete(el as HTMLInputElement);
  };
  addEventListener("submit", forget, true);
  addEventListener("reset", forget, true);
  // a field still in the page whose text is not blank: a field removed, or emptied, holds nothing to lose
  store[key] = () => {
    for (const el of Array.from(typed)) {
      if (!el.isConnected) typed.delete(el);
      else if (el.value.trim() !== "") return true;
    }
    return false;
  };
}

/** Whether a text field of the page holds what the person typed and has not submitted. */
export function holdsTypedText(): boolean {
  const check = (window as unknown as Record<string, unknown>)[TYPED_TEXT_KEY];
  return typeof check === "function" && check() === true;
}

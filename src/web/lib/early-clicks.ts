/*
 * The public pages paint before their scripts run (docs/decisions/016), so a visitor can click a control
 * whose code has not arrived yet. A control marked `data-early-click="<name>"` does not lose that click: a
 * tiny listener inlined in the page's <head> (root.tsx) remembers it, and the control acts on it once its
 * code runs (docs/decisions/041).
 */

/** The global the early clicks wait in; null once the app has taken them. */
export const EARLY_CLICKS_KEY = "__creatordeskEarlyClicks";

/** Inlined as a classic script: self-contained, serialised with Function.prototype.toString. */
export function rememberEarlyClicks(key: string) {
  const store = window as unknown as Record<string, unknown>;
  const clicks: string[] = [];
  store[key] = clicks;
  addEventListener(
    "click",
    (event) => {
      const control = (event.target as Element | null)?.closest?.("[data-early-click]");
      const name = control?.getAttribute("data-early-click");
      if (name && store[key] === clicks) clicks.push(name);
    },
    true,
  );
}

let taken: string[] | undefined;

/** Whether the control `name` was clicked before the app ran; from then on the app answers clicks itself. */
export function takeEarlyClick(name: string): boolean {
  if (taken === undefined) {
    const store = window as unknown as Record<string, unknown>;
    const clicks = store[EARLY_CLICKS_KEY];
    taken = Array.isArray(clicks) ? clicks.filter((click) => typeof click === "string") : [];
    store[EARLY_CLICKS_KEY] = null;
  }
  const clicked = taken.includes(name);
  taken = taken.filter((click) => click !== name);
  return clicked;
}

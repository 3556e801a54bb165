import { markReady } from "../ready";

/*
 * The header's menu below lg on a static page (components/public/site-header.tsx): a popover, which the
 * browser opens from its button and closes on Escape or a tap outside, with no script at all. This island
 * keeps the button's name and state in step ("Open menu" / "Close menu", aria-expanded).
 */
const button = document.querySelector<HTMLButtonElement>('[data-island="menu"] [aria-controls]');
const panel = button && document.getElementById(button.getAttribute("aria-controls")!);

if (button && panel) {
  const set = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    button.setAttribute("aria-label", open ? "Close menu" : "Open menu");
  };
  panel.addEventListener("toggle", (event) => set((event as ToggleEvent).newState === "open"));
  // opened before this script ran (a tap as the page loaded)
  set(panel.matches(":popover-open"));
}
markReady("menu");

import { takeEarlyClick } from "~/web/lib/early-clicks";
import { markReady } from "../ready";

/*
 * The header's menu below lg on a static page (components/public/site-header.tsx renders it closed): the
 * button opens and closes the panel, and it closes on Escape (focus back to the button), on a tap or click
 * outside, and on a link inside it, as the app's useDisclosure does. A tap that came before this script is
 * taken from the early clicks (lib/early-clicks.ts).
 */
const button = document.querySelector<HTMLButtonElement>('[data-island="menu"] [aria-controls]');
const panel = button && document.getElementById(button.getAttribute("aria-controls")!);

if (button && panel) {
  const set = (open: boolean) => {
    button.setAttribute("aria-expanded", String(open));
    button.setAttribute("aria-label", open ? "Close menu" : "Open menu");
    panel.hidden = !open;
  };
  const isOpen = () => button.getAttribute("aria-expanded") === "true";
  button.addEventListener("click", () => set(!isOpen()));
  // a tap on the button before this island ran (the islands start once the page has loaded)
  if (takeEarlyClick("menu")) set(true);
  panel.addEventListener("click", (event) => {
    if ((event.target as Element).closest("a")) set(false);
  });
  addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    if (panel.contains(document.activeElement)) button.focus();
    set(false);
  });
  document.addEventListener("pointerdown", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (isOpen() && !panel.contains(target) && !button.contains(target)) set(false);
  });
}
markReady("menu");

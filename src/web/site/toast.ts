import { dismissToast, subscribeToasts, type ToastMessage } from "~/web/lib/toast";

/*
 * The toasts of the static pages (docs/decisions/077): what `toast()` of lib/toast asks for, shown without
 * React or Radix, as the app's Toaster shows it (components/ui/toaster.tsx): one at a time in a region named
 * "Notifications (F8)", gone after 5 s (held while pointed at or focused), a swipe of 50 px to the left or
 * the close button dismisses it, F8 takes focus to it. Importing this module is all an island does.
 */

const TOAST_DURATION_MS = 5000;
const TOAST_SWIPE_THRESHOLD_PX = 50;

const viewport = document.createElement("section");
viewport.setAttribute("aria-label", "Notifications (F8)");
viewport.tabIndex = -1;
viewport.className =
  "pointer-events-none fixed inset-x-0 bottom-20 z-[100] flex max-h-screen flex-col p-4 sm:right-auto sm:bottom-0 sm:w-[420px]";
const list = document.createElement("ol");
list.className = "contents";
// what a screen reader hears of a new toast (Radix announces the same way, apart from the list)
const announce = document.createElement("div");
announce.className = "sr-only";
announce.setAttribute("role", "status");
announce.setAttribute("aria-live", "polite");
announce.setAttribute("aria-atomic", "true");
viewport.append(list, announce);
document.body.append(viewport);

addEventListener("keydown", (event) => {
  if (event.key === "F8") viewport.focus();
});

let timer: ReturnType<typeof setTimeout> | undefined;

function item(current: ToastMessage): HTMLLIElement {
  const li = document.createElement("li");
  li.tabIndex = 0;
  li.className = `pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-md border p-4 pr-8 shadow-lg wrap-anywhere ${
    current.variant === "destructive"
      ? "border-destructive bg-destructive text-destructive-foreground"
      : "bg-background text-foreground"
  }`;
  const text = document.createElement("div");
  text.className = "grid gap-1";
  const title = document.createElement("div");
  title.className = "text-sm font-semibold";
  title.textContent = current.title;
  text.append(title);
  if (current.description) {
    const description = document.createElement("div");
    description.className = "text-sm opacity-90";
    description.textContent = current.description;
    text.append(description);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.setAttribute("aria-label", "Dismiss notification");
  close.className = "absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100 focus:opacity-100";
  close.innerHTML =
    '<svg aria-hidden="true" class="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M18 6 6 18M6 6l12 12"/></svg>';
  close.addEventListener("click", () => dismissToast(current.id));
  li.append(text, close);

  // held while the visitor reads it (pointed at or focused), as Radix holds it
  const start = () => {
    clearTimeout(timer);
    timer = setTimeout(() => dismissToast(current.id), TOAST_DURATION_MS);
  };
  const hold = () => clearTimeout(timer);
  li.addEventListener("pointerenter", hold);
  li.addEventListener("pointerleave", start);
  li.addEventListener("focusin", hold);
  li.addEventListener("focusout", start);
  let from: number | null = null;
  li.addEventListener("pointerdown", (event) => {
    from = event.clientX;
  });
  li.addEventListener("pointerup", (event) => {
    if (from !== null && from - event.clientX >= TOAST_SWIPE_THRESHOLD_PX) dismissToast(current.id);
    from = null;
  });
  start();
  return li;
}

subscribeToasts((current) => {
  clearTimeout(timer);
  list.replaceChildren(...(current ? [item(current)] : []));
  announce.textContent = current ? [current.title, current.description].filter(Boolean).join(" ") : "";
});

import { useEffect } from "react";

/*
 * Focus never drops to the page body after an action (ui-guide, Access). Radix returns focus to a dialog's
 * trigger, and a button that stays keeps it; what is left is the focused control that goes away: a row
 * action that no longer applies (Accept becomes Mark as Completed), a row that leaves the list after a
 * delete or a filter, a card that moves to another column, a dialog whose opener went while it was open.
 *
 * Rows say who they are: `data-row-key` on the row, `data-row-list` on the collection that holds them
 * (DataList, the board). We remember where focus was (its row, its place among the row's controls, the
 * rows beside it), and when the focused element leaves the document (or is moved, which also drops focus)
 * with focus on the body, focus goes to the element if it is still there, else to the same row, else the
 * next row, else the previous one (in the row, to the control at the same place, else the row's first).
 * Focus inside a dialog does not replace what was outside it, so a dialog that closes with no trigger to
 * return to sends focus back to its opener, or to that opener's row.
 */

const FOCUSABLE = "a[href], button, input, select, textarea, [tabindex]:not([tabindex='-1'])";

interface Place {
  element: HTMLElement;
  /** in a dialog (or a menu) when it was focused */
  dialog: boolean;
  list: string | null;
  row: string | null;
  index: number;
  next: string | null;
  previous: string | null;
}

const rowKeyOf = (element: Element | null) => element?.getAttribute("data-row-key") ?? null;

function visible(element: HTMLElement) {
  return element.getClientRects().length > 0;
}

function controlsOf(row: Element) {
  return [...row.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => visible(element) && !element.hasAttribute("disabled"),
  );
}

function placeOf(element: HTMLElement): Place {
  const row = element.closest("[data-row-key]");
  const list = row?.closest("[data-row-list]");
  const rows = list
    ? [...list.querySelectorAll("[data-row-key]")].filter((r) => visible(r as HTMLElement))
    : [];
  const at = row ? rows.indexOf(row) : -1;
  return {
    element,
    dialog: Boolean(element.closest("[role='dialog'], [role='alertdialog'], [role='menu']")),
    list: list?.getAttribute("data-row-list") ?? null,
    row: rowKeyOf(row ?? null),
    index: row ? controlsOf(row).indexOf(element) : -1,
    next: at >= 0 ? rowKeyOf(rows[at + 1] ?? null) : null,
    previous: at > 0 ? rowKeyOf(rows[at - 1] ?? null) : null,
  };
}

function findRow(list: string, key: string | null) {
  if (!key) return undefined;
  const lists = document.querySelectorAll(`[data-row-list="${CSS.escape(list)}"]`);
  for (const holder of lists) {
    for (const row of holder.querySelectorAll(`[data-row-key="${CSS.escape(key)}"]`))
      if (visible(row as HTMLElement)) return row;
  }
  return undefined;
}

/** Focus where `place` was: the element itself, else its row, the next row, the previous row. */
function refocus(place: Place): boolean {
  if (place.element.isConnected && visible(place.element)) {
    place.element.focus();
    return true;
  }
  if (!place.list) return false;
  const row =
    findRow(place.list, place.row) ?? findRow(place.list, place.next) ?? findRow(place.list, place.previous);
  if (!row) return false;
  const controls = controlsOf(row);
  // the control at the same place (the next row's Delete after a Delete), else the row's first
  const target = controls[Math.min(Math.max(place.index, 0), controls.length - 1)] ?? controls[0];
  if (!target) return false;
  target.focus();
  return true;
}

/** Keeps focus off the page body while the component that calls it is mounted (the dashboard layout). */
export function useFocusKeeper() {
  useEffect(() => {
    let last: Place | null = null;
    let outside: Place | null = null;
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement)) return;
      last = placeOf(target);
      if (!last.dialog) outside = last;
    };
    const recover = (records: MutationRecord[]) => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const lost = last;
      // only focus that a change of the page took away (the element, or a parent, left or moved), not
      // focus the person moved away by clicking elsewhere
      const element = lost?.element;
      if (!lost || !element || !records.some((r) => [...r.removedNodes].some((n) => n.contains(element))))
        return;
      // a dialog closed with nothing to return to: its opener, or the opener's row
      if (lost.dialog && outside && refocus(outside)) return;
      refocus(lost);
    };
    const observer = new MutationObserver(recover);
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener("focusin", onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener("focusin", onFocusIn);
    };
  }, []);
}

/**
 * Focus to the control that replaces the one pressed, once it is on the page (issue 35): the list it lives
 * in may refetch first. Looks at each frame for up to `wait` ms; gives up quietly (the keeper above still
 * keeps focus off the body).
 */
export function focusWhenThere(find: () => HTMLElement | null | undefined, wait = 3000) {
  const until = performance.now() + wait;
  const look = () => {
    const element = find();
    if (element?.isConnected && element.getClientRects().length > 0) element.focus();
    else if (performance.now() < until) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

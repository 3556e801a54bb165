/**
 * Tells that an island has taken over its part of a static page: its name joins the root element's
 * `data-islands`, which the browser tests wait for (as they wait for React on the app's pages).
 */
export function markReady(island: string) {
  const root = document.documentElement;
  const names = new Set((root.dataset.islands ?? "").split(" ").filter(Boolean));
  names.add(island);
  root.dataset.islands = [...names].join(" ");
}

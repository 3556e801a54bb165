import type { Page } from "@playwright/test";

/** The prerendered public pages, their h1 and the start of their title (spec section 2). */
export const publicPages = [
  {
    path: "/",
    heading: "Your Creative Future Starts Here",
    title: "Creator Management Agency | CreatorDesk",
  },
  { path: "/services", heading: "What We Do", title: "What We Do | CreatorDesk" },
  { path: "/portfolio", heading: "Our Work", title: "Our Work | CreatorDesk" },
  { path: "/about", heading: "Built for Creators, by Creators", title: "About Us | CreatorDesk" },
  { path: "/contact", heading: "Let's Connect", title: "Contact | CreatorDesk" },
  { path: "/legal", heading: "Terms & Privacy", title: "Terms & Privacy | CreatorDesk" },
] as const;

/**
 * Opens a page and waits until its scripts have taken over: on the public site's static pages (ADR 077),
 * until every island the page names has attached; on the app's pages, until React has hydrated it.
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * A static page (its root marked `data-site`) is ready when each island its markup names (`data-island`)
 * is listed in the root's `data-islands`. An app page is ready when React has taken over its <main> (a
 * prerendered page reads before that) and, unless told otherwise, its forms (a test that holds a form's own
 * code back waits for the page alone).
 */
export async function waitForHydration(page: Page, { forms = true } = {}) {
  await page.waitForFunction((withForms) => {
    const root = document.documentElement;
    if (root.hasAttribute("data-site")) {
      const ready = new Set((root.dataset.islands ?? "").split(" "));
      const named = [...document.querySelectorAll("[data-island]")].map((el) =>
        el.getAttribute("data-island"),
      );
      return named.every((name) => name && ready.has(name));
    }
    const main = document.querySelector("main");
    // the login card's pre-script view (both tabs' forms in the page) gives way once its effects have run
    const isReact = (element: Element) => Object.keys(element).some((key) => key.startsWith("__reactFiber"));
    // and its forms: a part in its own Suspense boundary hydrates after <main>, and a click on a form's button
    // before then submits it the plain HTML way (the contact form's flake: "Sending…" never seen)
    const hydrated =
      !!main && isReact(main) && (!withForms || [...main.querySelectorAll("form")].every(isReact));
    return hydrated && !document.querySelector("[data-before-scripts]");
  }, forms);
}

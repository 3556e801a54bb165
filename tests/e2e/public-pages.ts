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
 * Opens a page and waits until React has hydrated it: prerendered HTML is visible before its buttons work,
 * and React marks hydrated DOM nodes with a __reactFiber key.
 */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/**
 * Waits until React has taken over the page's <main> (a prerendered page reads before that) and, unless told
 * otherwise, its forms (a test that holds a form's own code back waits for the page alone).
 */
export async function waitForHydration(page: Page, { forms = true } = {}) {
  await page.waitForFunction((withForms) => {
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

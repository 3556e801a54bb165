import { CONTACT_DRAFT_KEY } from "../contact-draft";
import { markReady } from "../ready";

/*
 * The Contact page's form on the static page. It posts to the server as plain HTML (docs/decisions/041);
 * this island sends it in the page instead, with its inline errors and toasts, as the app's form does. The
 * code that does (the shared zod schema and the API call) is fetched when the visitor reaches for the form,
 * not with the page; if it cannot be fetched, the form posts the plain way and loses nothing.
 */
const form = document.querySelector<HTMLFormElement>('form[data-island="contact"]');

if (form) {
  let code: Promise<typeof import("../contact-form")> | undefined;
  const load = () => {
    code ??= import("../contact-form");
    return code;
  };
  // a draft that a reload left (site/contact-form.ts keeps it): its code comes now, to put the text back
  try {
    if (sessionStorage.getItem(CONTACT_DRAFT_KEY)) void load();
  } catch {}
  form.addEventListener("focusin", () => void load(), { once: true });
  form.addEventListener("pointerenter", () => void load(), { once: true });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    load().then(
      (enhance) => enhance.send(form),
      () => form.submit(),
    );
  });
}
markReady("contact");

import { lazyWithRetry } from "~/web/lib/chunk-load";

/*
 * The contact form as the public Contact page shows it. Its libraries (react-hook-form, zod) load after the
 * page has painted, not before: in the browser it is a lazy component whose code is its own chunk
 * (`contact-form`). The prerendered page has the form itself, not a placeholder, so that it works before (or
 * without) the scripts (docs/decisions/041); its boundary hydrates once the code has arrived.
 */
export const ContactForm = import.meta.env.SSR
  ? (await import("./contact-form")).ContactForm
  : lazyWithRetry(() => import("./contact-form").then((m) => ({ default: m.ContactForm })));

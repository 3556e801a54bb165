/*
 * The contact form as other features reach it (issue 33): the public Contact page shows it, loaded after its
 * first paint (`lazy-contact-form.tsx`).
 */
export { ContactForm } from "./lazy-contact-form";

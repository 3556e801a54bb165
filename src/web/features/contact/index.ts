/*
 * The contact form as other features reach it (issue 33): the public Contact page shows it (a static page:
 * its `contact` island sends it, src/web/site/contact-form.ts).
 */
export { ContactForm } from "./contact-form";
export { sendContactMessage } from "./send-contact-message";

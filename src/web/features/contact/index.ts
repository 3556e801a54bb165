/* The contact form as other features reach it (issue 33): the public Contact page loads it after its first paint. */
export { ContactForm } from "./contact-form";

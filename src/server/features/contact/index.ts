/* The contact form as other features reach it (issue 33): the public site's server-posted form sends it. */
export { submitContactMessage } from "./service";

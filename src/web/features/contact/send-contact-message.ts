import type { ContactMessageInput } from "~/domain/contact";
import { api } from "~/web/lib/api";

/** POST /api/contact: stores the message; the server emails the agency from its outbox. */
export function sendContactMessage(input: ContactMessageInput) {
  return api.POST("/contact", { body: input });
}

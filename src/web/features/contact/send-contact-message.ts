import type { ContactMessageInput } from "~/domain/contact";
import { apiFetch } from "~/web/lib/api";

/** POST /api/contact: stores the message; the server emails the agency from its outbox. */
export function sendContactMessage(input: ContactMessageInput) {
  return apiFetch<{ id: string }>("/api/contact", { method: "POST", json: input });
}

import { messages } from "~/domain/messages";
import { ApiError } from "./api";
import { toast } from "./toast";

/** What to tell the user about a failed call: the server's safe message, or the generic one. */
export function apiErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : messages.generic.somethingWentWrong;
}

/** A toast's words as the messages catalogue keeps them (e.g. `messages.chat.fetchFailed`). */
interface Said {
  title: string;
  description?: string;
}

/**
 * The one destructive toast of the browser (spec section 8): `title`, and `description` when there is one (or
 * the catalogue's entry, both in one).
 * A failing query or mutation asks for it in its `meta` (query-client.ts); a failure outside React Query (a
 * clipboard write, an upload, the public chat's own calls, a form refused before it is sent) calls this, or
 * `apiErrorToast` when it has the error. Nothing else builds a destructive toast (scripts/one-toast-way.test.ts).
 */
export function errorToast(title: string | Said, description?: string) {
  const said = typeof title === "string" ? { title, description } : title;
  toast({ title: said.title, description: said.description, variant: "destructive" });
}

/** The destructive toast of a failed API call, under `title`. */
export function apiErrorToast(title: string, error: unknown) {
  errorToast(title, apiErrorMessage(error));
}

import { messages } from "~/domain/messages";
import { ApiError } from "./api";
import { toast } from "./toast";

/** What to tell the user about a failed call: the server's safe message, or the generic one. */
export function apiErrorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : messages.generic.somethingWentWrong;
}

/** The destructive toast of a failed API call, under `title`. */
export function apiErrorToast(title: string, error: unknown) {
  toast({ title, description: apiErrorMessage(error), variant: "destructive" });
}

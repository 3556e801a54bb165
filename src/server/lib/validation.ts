import type { Hook } from "@hono/zod-openapi";
import type { ZodError } from "zod";
import { AppError } from "./app-error";

/** Maps each invalid field to its first message, e.g. `{ email: "Enter a valid email address" }`. */
function fieldErrors(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Every request body, query and path is validated by its zod schema; failures become one 400 shape. */
// biome-ignore lint/suspicious/noExplicitAny: the hook is shared by routes of every shape
export const validationHook: Hook<any, any, any, any> = (result) => {
  if (result.success) return;
  const fields = fieldErrors(result.error as ZodError);
  const first = Object.values(fields)[0] ?? "Invalid request";
  throw AppError.badRequest(first, fields);
};

import type { Hook } from "@hono/zod-openapi";
import type { ZodError, ZodType, z } from "zod";
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

/** The one 400 of invalid input: the first field's message, and every field's. */
function invalidInput(error: ZodError): AppError {
  const fields = fieldErrors(error);
  const first = Object.values(fields)[0] ?? "Invalid request";
  return AppError.badRequest(first, fields);
}

/** Every request body, query and path is validated by its zod schema; failures become one 400 shape. */
// biome-ignore lint/suspicious/noExplicitAny: the hook is shared by routes of every shape
export const validationHook: Hook<any, any, any, any> = (result) => {
  if (result.success) return;
  throw invalidInput(result.error as ZodError);
};

/** Input that did not come through a route's schema (a form post), validated the same way: the same 400. */
export function validated<T extends ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw invalidInput(result.error);
  return result.data;
}

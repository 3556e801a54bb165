import type { z } from "@hono/zod-openapi";
import { apiErrorSchema } from "~/domain/api-error";

/* Shorthands for the OpenAPI route descriptions, so each route states only what is its own. */

/** A JSON response: its description and the zod schema of its body. */
export function jsonContent<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}

/**
 * The answers of a cached read (lib/page-cache.ts): the JSON with its entity tag, to be revalidated on every
 * use, or 304 without a body when the request's If-None-Match names the current tag.
 */
export function cachedContent<T extends z.ZodType>(schema: T, description: string) {
  return {
    200: {
      ...jsonContent(schema, description),
      headers: {
        ETag: { description: "The answer's tag, for If-None-Match", schema: { type: "string" as const } },
        "Cache-Control": { description: "private, no-cache", schema: { type: "string" as const } },
      },
    },
    304: { description: "Not Modified: the If-None-Match tag is still current (no body)" },
  };
}

/** A failed answer: the `{error, code, fields}` body every API error has. */
export function errorResponse(description: string) {
  return jsonContent(apiErrorSchema, description);
}

/** A required JSON request body, validated by `schema`. */
export function jsonBody<T extends z.ZodType>(schema: T) {
  return { required: true, content: { "application/json": { schema } } };
}

/** The answer of every route behind `signedIn` to an anonymous caller. */
export const signedInErrors = { 401: errorResponse("Not signed in") };

/** The answers of every route behind `withRole(can.manageUsers)` to other callers. */
export const managerErrors = { ...signedInErrors, 403: errorResponse("Not a manager") };

/**
 * Security requirements of the operations (schemes registered in features/docs): the session cookie, a
 * guest's chat token (`Authorization: Bearer`), either one, or none.
 */
type SecurityRequirement = Record<string, string[]>;
export const security: Record<
  "none" | "session" | "chatToken" | "chatTokenOrSession",
  SecurityRequirement[]
> = {
  none: [],
  session: [{ session: [] }],
  chatToken: [{ chatToken: [] }],
  chatTokenOrSession: [{ chatToken: [] }, { session: [] }],
};

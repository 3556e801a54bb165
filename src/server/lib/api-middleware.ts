import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { CSV_MAX_BYTES, CSV_TOO_LARGE } from "~/domain/performance";
import type { AppEnv } from "../context";
import { payloadTooLarge } from "./error-response";

/** JSON bodies of the API (and of /api/auth) are small: 100 KB is far above any form of the product. */
const JSON_BODY_LIMIT = 100 * 1024;
/** Room for the multipart envelope around an uploaded file. */
const MULTIPART_OVERHEAD = 64 * 1024;

const limiter = (maxSize: number, message?: string) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw payloadTooLarge(message);
    },
  });

const jsonLimit = limiter(JSON_BODY_LIMIT);
/** Routes with a path parameter that take a larger body: the channels' CSV imports (issue 12). */
const largerBodyPatterns: [RegExp, MiddlewareHandler][] = [
  [
    /^\/api\/me\/channels\/[^/]+\/import(\/preview)?$/,
    limiter(CSV_MAX_BYTES + MULTIPART_OVERHEAD, CSV_TOO_LARGE),
  ],
];
const largerBodyOf = (path: string) => largerBodyPatterns.find(([pattern]) => pattern.test(path))?.[1];
/**
 * The tus uploads (issue 22; since issue 33, ADR 075, the avatar and the deals' documents too, each
 * purpose's own limit checked at the creation): a PATCH streams up to the upload's declared length straight
 * into the blob store, and tus itself refuses more than that (and than FILES_MAX_BYTES).
 */
const TUS_UPLOAD = /^\/api\/uploads(\/[^/]+)?$/;

/**
 * Every request body under /api has a size limit, checked from Content-Length before it is read and
 * counted while it streams in: a larger one is answered 413 and never buffered whole.
 */
export const bodyLimits: MiddlewareHandler<AppEnv> = (c, next) =>
  // a GET has no body: skipping it spares the node server building a full Request on every read
  c.req.method === "GET" || c.req.method === "HEAD" || TUS_UPLOAD.test(c.req.path)
    ? next()
    : (largerBodyOf(c.req.path) ?? jsonLimit)(c, next);

/**
 * API answers carry user data: nothing caches them unless the route says otherwise (avatars do). Set before
 * the handler runs, so a route's own Cache-Control replaces it, and the answer is not touched afterwards.
 */
export const noStoreByDefault: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header("Cache-Control", "no-store");
  await next();
};

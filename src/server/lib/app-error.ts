import type { ContentfulStatusCode } from "hono/utils/http-status";

/**
 * The one error type of the API: a code, an HTTP status and a message that is safe to show a user. `details`
 * adds what a screen needs to recover beside them (a refused deal move's `current` stage), documented in the
 * route's own response schema.
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    readonly details?: Record<string, string | number | boolean>,
  ) {
    super(message);
    this.name = "AppError";
  }

  static badRequest(message: string, fields?: Record<string, string>) {
    return new AppError(400, "bad_request", message, fields);
  }
  static unauthorized(message = "You need to sign in first.") {
    return new AppError(401, "unauthorized", message);
  }
  static forbidden(message = "You do not have permission to do that.") {
    return new AppError(403, "forbidden", message);
  }
  static notFound(message = "Not found.") {
    return new AppError(404, "not_found", message);
  }
  static conflict(code: string, message: string, details?: Record<string, string | number | boolean>) {
    return new AppError(409, code, message, undefined, undefined, details);
  }
  static tooManyRequests(retryAfterSeconds: number, message: string) {
    return new AppError(429, "rate_limited", message, undefined, {
      "Retry-After": String(retryAfterSeconds),
    });
  }
}

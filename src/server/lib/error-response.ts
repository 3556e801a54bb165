import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { messages } from "~/domain/messages";
import type { AppEnv } from "../context";
import { inputErrorKind, isDatabaseBusy, isExclusionViolation } from "../db/errors";
import { SharedStoreUnavailable } from "../db/redis";
import { AppError } from "./app-error";

/** Seconds a client is asked to wait while the database is unreachable. */
const RETRY_AFTER_SECONDS = 5;

/** What Hono's own refusals (body parsing, media types) say, in words a person can act on. */
function fromHttpException(error: HTTPException): AppError {
  const status = error.status as ContentfulStatusCode;
  if (status === 415)
    return new AppError(
      415,
      "unsupported_media_type",
      "The request body is not in a format this address accepts.",
    );
  if (status === 413) return payloadTooLarge();
  if (status === 400 && /JSON/i.test(error.message))
    return new AppError(400, "malformed_json", "The request body is not valid JSON.");
  if (status === 400 && /FormData|multipart|boundary/i.test(error.message))
    return new AppError(
      400,
      "malformed_form",
      "The uploaded form could not be read. Please choose the file again.",
    );
  if (status < 500)
    return new AppError(status, "bad_request", error.message || "The request could not be read.");
  return new AppError(status, "internal_error", messages.generic.somethingWentWrong);
}

export function payloadTooLarge(message = "The request is too large.") {
  return new AppError(413, "payload_too_large", message);
}

export function databaseUnavailable() {
  return new AppError(
    503,
    "unavailable",
    "The service is briefly unavailable. Please try again in a moment.",
    undefined,
    { "Retry-After": String(RETRY_AFTER_SECONDS) },
  );
}

/**
 * Every failure of the API as one JSON shape, `{error, code, fields}`, with the right status: our own
 * AppErrors, Hono's (malformed JSON 400, media type 415, body size 413), an unreachable database 503,
 * and input the database refused (a NUL byte, a malformed id) 400/409. Only a real fault is a 500.
 */
export function errorResponse(error: unknown, c: Context<AppEnv>): Response {
  const { deps } = c.var;
  let appError: AppError;
  if (error instanceof AppError) appError = error;
  else if (error instanceof HTTPException) appError = fromHttpException(error);
  else if (deps.availability.report(error) || isDatabaseBusy(error)) appError = databaseUnavailable();
  // a limit that fails closed could not be counted: Redis is away (ADR 085)
  else if (error instanceof SharedStoreUnavailable) appError = databaseUnavailable();
  else {
    const kind = inputErrorKind(error);
    // the only exclusion constraint keeps a manager's meetings apart: someone else took the time first
    if (isExclusionViolation(error)) appError = AppError.conflict("time_taken", messages.bookings.justTaken);
    else if (kind === "invalid") appError = AppError.badRequest("Some of the data sent could not be used.");
    else if (kind === "conflict")
      appError = new AppError(409, "conflict", "That conflicts with something that already exists.");
    else {
      deps.logger.error({ err: error, method: c.req.method, path: c.req.path }, "unhandled error");
      appError = new AppError(500, "internal_error", messages.generic.somethingWentWrong);
    }
  }
  for (const [name, value] of Object.entries(appError.headers ?? {})) c.header(name, value);
  return c.json(
    { ...appError.details, error: appError.message, code: appError.code, fields: appError.fields },
    appError.status,
  );
}

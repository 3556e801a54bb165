/*
 * What a database error means for the caller. Drizzle wraps the driver's error (`cause`), so every check
 * walks the chain.
 */

function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** Node socket errors and the SQLSTATEs of a server that is going away, starting, or refusing connections. */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "57P01", // admin_shutdown (pg_terminate_backend, a restart)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, in recovery)
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "53300", // too_many_connections
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|Client has encountered a connection error|Cannot use a pool after calling end|terminating connection/i;

/**
 * No pooled connection came free in time (pg-pool's `connectionTimeoutMillis`): the process is busy, or the
 * pool is, which says nothing of the database. The request is answered 503, but no outage is declared.
 */
const BUSY_MESSAGES = /timeout exceeded when trying to connect/i;

/**
 * The database cannot be reached right now (as opposed to a query it refused): decided from connection
 * errors only, never from slowness (a stalled event loop makes every wait time out).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) {
    if (typeof link.code === "string" && UNAVAILABLE_CODES.has(link.code)) return true;
    if (typeof link.message === "string" && UNAVAILABLE_MESSAGES.test(link.message)) return true;
  }
  return false;
}

/** Waiting for a pooled connection timed out (see BUSY_MESSAGES). */
export function isDatabaseBusy(error: unknown): boolean {
  for (const link of chain(error))
    if (typeof link.message === "string" && BUSY_MESSAGES.test(link.message)) return true;
  return false;
}

/**
 * SQLSTATE classes that mean the input was unusable, not that the server failed: 22 (data exception:
 * a NUL byte, a malformed uuid or number, a value out of range) and 23 (integrity: a duplicate, a missing
 * referenced row). A request reaching one of these is answered 4xx, never 500.
 */
export function inputErrorKind(error: unknown): "invalid" | "conflict" | null {
  for (const link of chain(error)) {
    if (typeof link.code !== "string" || link.code.length !== 5) continue;
    if (link.code.startsWith("22")) return "invalid";
    if (link.code.startsWith("23")) return "conflict";
  }
  return null;
}

/** SQLSTATE 23P01: an exclusion constraint refused the row (two meetings of one manager that overlap). */
export function isExclusionViolation(error: unknown): boolean {
  for (const link of chain(error)) if (link.code === "23P01") return true;
  return false;
}

/**
 * The driver's own words for an error (code and message of the innermost cause): never Drizzle's wrapper,
 * whose message lists the values the query was given.
 */
export function rootCause(error: unknown): string {
  let last: { code?: unknown; message?: unknown } = {};
  for (const link of chain(error)) last = link;
  const code = typeof last.code === "string" ? `${last.code} ` : "";
  const message = typeof last.message === "string" ? last.message : String(error);
  return `${code}${message}`.replace(/\nparams: [\s\S]*$/, "").slice(0, 300);
}

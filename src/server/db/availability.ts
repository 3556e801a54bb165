import type { Logger } from "../lib/logger";
import { isDatabaseUnavailable, rootCause } from "./errors";

/**
 * Whether the database answers, as seen by this process: an outage is logged once when it starts and once
 * when it ends, never once per request, background pass or pooled connection.
 */
export class DatabaseAvailability {
  #down = false;
  #since = 0;

  constructor(private readonly logger: Logger) {}

  get down() {
    return this.#down;
  }

  /** Reports an error; true when it was the database being unreachable (and so was counted as an outage). */
  report(error: unknown): boolean {
    if (!isDatabaseUnavailable(error)) return false;
    if (!this.#down) {
      this.#down = true;
      this.#since = Date.now();
      this.logger.error({ reason: rootCause(error) }, "database unavailable: answering 503 until it is back");
    }
    return true;
  }

  /** A pooled connection was closed by the server (idle or in use); the pool replaces it on demand. */
  connectionLost(error: unknown) {
    this.logger.debug({ reason: rootCause(error) }, "a database connection was closed");
  }

  /** A query or a new connection succeeded. */
  up() {
    if (!this.#down) return;
    this.#down = false;
    this.logger.warn({ outageMs: Date.now() - this.#since }, "database available again");
  }
}

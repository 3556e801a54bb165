import { describe, expect, it } from "vitest";
import { createLogger } from "../lib/logger";
import { DatabaseAvailability } from "./availability";
import { isDatabaseBusy, isDatabaseUnavailable } from "./errors";

/* The outage detector decides from connection errors, never from slowness (issue 17). */
describe("what a database error means", () => {
  const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
  const terminated = new Error("Connection terminated unexpectedly");
  // pg-pool's words when no pooled connection came free in time: a busy process or pool
  const poolTimeout = new Error("timeout exceeded when trying to connect");
  const wrapped = (cause: Error) => Object.assign(new Error("Failed query: select 1"), { cause });

  it("takes a refused or dropped connection, even wrapped by Drizzle, as the database being unavailable", () => {
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(terminated))).toBe(true);
    expect(isDatabaseBusy(refused)).toBe(false);
  });

  it("takes a wait for a pooled connection that timed out as busy, not as an outage", () => {
    expect(isDatabaseUnavailable(wrapped(poolTimeout))).toBe(false);
    expect(isDatabaseBusy(wrapped(poolTimeout))).toBe(true);
    const availability = new DatabaseAvailability(createLogger("silent"));
    expect(availability.report(wrapped(poolTimeout))).toBe(false);
    expect(availability.down).toBe(false);
    expect(availability.report(refused)).toBe(true);
    expect(availability.down).toBe(true);
  });
});

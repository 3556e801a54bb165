import { describe, expect, it } from "vitest";
import { formatDate, formatElapsed, formatRelative } from "./dates";

const now = new Date("2026-11-22T15:00:00Z");
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe("dates as the app writes them", () => {
  it("writes absolute dates as 'Nov 22, 2026'", () => {
    expect(formatDate("2026-11-22T12:00:00Z")).toBe("Nov 22, 2026");
  });

  it("writes recent moments relative to now", () => {
    expect(formatRelative(ago(20_000), now)).toBe("just now");
    expect(formatRelative(ago(MIN), now)).toBe("1 min ago");
    expect(formatRelative(ago(5 * MIN), now)).toBe("5 min ago");
    expect(formatRelative(ago(60 * MIN), now)).toBe("1 hour ago");
    expect(formatRelative(ago(3 * 60 * MIN), now)).toBe("3 hours ago");
    expect(formatRelative(ago(30 * 60 * MIN), now)).toBe("yesterday");
    expect(formatRelative(ago(4 * 24 * 60 * MIN), now)).toBe("4 days ago");
  });

  it("falls back to the date after a week, and reads the future forwards", () => {
    expect(formatRelative(new Date("2026-11-02T12:00:00Z"), now)).toBe("Nov 2, 2026");
    expect(formatRelative(new Date(now.getTime() + 5 * MIN), now)).toBe("in 5 min");
    expect(formatRelative(new Date(now.getTime() + 26 * 60 * MIN), now)).toBe("tomorrow");
  });

  it("says how long since a moment: how long a visitor has waited", () => {
    expect(formatElapsed(ago(20_000), now)).toBe("under a minute");
    expect(formatElapsed(ago(12 * MIN), now)).toBe("12 min");
    expect(formatElapsed(ago(3 * 60 * MIN), now)).toBe("3 hours");
    expect(formatElapsed(ago(9 * 24 * 60 * MIN), now)).toBe("9 days");
  });
});

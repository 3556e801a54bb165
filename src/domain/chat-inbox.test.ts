import { describe, expect, it } from "vitest";
import { countryOf, snoozePresetTime } from "./chat-inbox";

describe("snooze presets (issue 35)", () => {
  // Thursday 26 November 2026, 22:30 in Lisbon (UTC+0 in winter)
  const now = new Date("2026-11-26T22:30:00Z");

  it("an hour from now", () => {
    expect(snoozePresetTime("hour", now, "Europe/Lisbon").toISOString()).toBe("2026-11-26T23:30:00.000Z");
  });

  it("tomorrow at 9:00 in the manager's zone, whatever the server's", () => {
    expect(snoozePresetTime("tomorrow", now, "Europe/Lisbon").toISOString()).toBe("2026-11-27T09:00:00.000Z");
    // already Friday 27 in Kolkata (04:00): tomorrow is Saturday 28, 9:00 IST
    expect(snoozePresetTime("tomorrow", now, "Asia/Kolkata").toISOString()).toBe("2026-11-28T03:30:00.000Z");
  });

  it("next week: the next Monday at 9:00, a week on when today is Monday", () => {
    expect(snoozePresetTime("week", now, "America/New_York").toISOString()).toBe("2026-11-30T14:00:00.000Z");
    const monday = new Date("2026-11-30T10:00:00Z");
    expect(snoozePresetTime("week", monday, "Europe/Lisbon").toISOString()).toBe("2026-12-07T09:00:00.000Z");
  });

  it("across a change of offset: the wall time of the day after", () => {
    // Saturday 28 March 2026 in Lisbon: the clocks go forward on Sunday 29 (UTC+1 from then)
    const before = new Date("2026-03-28T12:00:00Z");
    expect(snoozePresetTime("tomorrow", before, "Europe/Lisbon").toISOString()).toBe(
      "2026-03-29T08:00:00.000Z",
    );
  });
});

describe("countryOf", () => {
  it("takes a two-letter code, in upper case, and refuses the proxies' unknowns", () => {
    expect(countryOf("pt")).toBe("PT");
    expect(countryOf(" BR ")).toBe("BR");
    for (const value of [undefined, null, "", "XX", "T1", "Portugal", "P1"])
      expect(countryOf(value)).toBeNull();
  });
});

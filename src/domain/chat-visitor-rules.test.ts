import { describe, expect, it } from "vitest";
import { nextOpening } from "./business-hours";
import { looksLikeEmail, timeZoneCity, visitorDisplayName, waitedTooLong } from "./chat-visitor-rules";

/** The agency's hours (src/content/contact.ts), which the domain may not import. */
const businessHours = {
  timeZone: "America/New_York",
  days: [1, 2, 3, 4, 5],
  opensHour: 9,
  closesHour: 24,
};

describe("who a chat visitor is", () => {
  it("is named by what they gave, their account, else their time zone's city", () => {
    expect(visitorDisplayName({ name: "Ada", email: "a@example.com", timeZone: "Europe/Lisbon" })).toBe(
      "Ada",
    );
    expect(visitorDisplayName({ account: { name: "Bo", email: "b@example.com" } })).toBe("Bo");
    expect(visitorDisplayName({ email: "c@example.com", timeZone: "Europe/Lisbon" })).toBe("c@example.com");
    expect(visitorDisplayName({ timeZone: "Europe/Lisbon" })).toBe("Visitor from Lisbon");
    expect(visitorDisplayName({ timeZone: "America/Argentina/Buenos_Aires" })).toBe(
      "Visitor from Buenos Aires",
    );
    expect(visitorDisplayName({ timeZone: "UTC" })).toBe("Visitor");
    expect(timeZoneCity(null)).toBeNull();
  });

  it("checks emails without zod", () => {
    expect(looksLikeEmail(" a@b.co ")).toBe(true);
    expect(looksLikeEmail("a@b")).toBe(false);
  });

  it("a wait turns into an alert past five minutes", () => {
    const now = Date.parse("2026-11-24T12:00:00Z");
    expect(waitedTooLong("2026-11-24T11:56:00Z", now)).toBe(false);
    expect(waitedTooLong("2026-11-24T11:54:59Z", now)).toBe(true);
    expect(waitedTooLong(null, now)).toBe(false);
  });

  it("the team is back at the next opening hour on the agency's clock", () => {
    // Friday 23:30 in New York: back Monday 9:00 (14:00 UTC in winter)
    expect(nextOpening(businessHours, new Date("2026-11-28T04:30:00Z"))?.toISOString()).toBe(
      "2026-11-30T14:00:00.000Z",
    );
    expect(nextOpening({ ...businessHours, days: [] }, new Date())).toBeNull();
  });
});

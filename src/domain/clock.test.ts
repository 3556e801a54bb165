import { describe, expect, it } from "vitest";
import {
  AGENCY_TIME_ZONE,
  addBusinessDays,
  addDays,
  agencyDateNow,
  dateIn,
  isTimeZone,
  todayUtc,
} from "./clock";

describe("the clock", () => {
  it("knows the zones of the runtime, their other names and links, and nothing else", () => {
    for (const zone of [
      "Europe/Lisbon",
      "Asia/Kolkata",
      "Asia/Calcutta",
      "UTC",
      "Etc/GMT+5",
      AGENCY_TIME_ZONE,
    ])
      expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ["Mars/Olympus_Mons", "../etc", "+05:30", "", "Europe/", `Europe/${"x".repeat(70)}`])
      expect(isTimeZone(zone), zone).toBe(false);
  });

  it("tells the date in a zone, on the agency's calendar and in UTC, at one instant", () => {
    // 03:00 UTC on 1 March 2028 is still 29 February (a leap day) in New York and already the 1st in Tokyo
    const at = new Date("2028-03-01T03:00:00Z");
    expect(dateIn("America/New_York", at)).toBe("2028-02-29");
    expect(dateIn("Asia/Tokyo", at)).toBe("2028-03-01");
    expect(agencyDateNow(at)).toBe("2028-02-29");
    expect(todayUtc(at)).toBe("2028-03-01");
  });

  it("counts business days over weekends, forward and back (issue 36: a brand's auto-approval)", () => {
    // Friday 2026-11-27 + 1 business day: Monday; Monday - 1: Friday; + 5 from a Wednesday: next Wednesday
    expect(addBusinessDays("2026-11-27", 1)).toBe("2026-11-30");
    expect(addBusinessDays("2026-11-30", -1)).toBe("2026-11-27");
    expect(addBusinessDays("2026-11-25", 5)).toBe("2026-12-02");
    expect(addBusinessDays("2026-11-28", 2)).toBe("2026-12-01");
    expect(addBusinessDays("2026-11-25", 0)).toBe("2026-11-25");
  });

  it("counts calendar days across months, years and a leap day", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-11-28", -27)).toBe("2026-11-01");
  });
});

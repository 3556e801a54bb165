import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatMoney, type RevenueSummary } from "~/domain/deals";
import { creatorColumns, HeadlineFigures } from "./revenue-figures";

/* The revenue page shows totals past 2^53 minor units to the cent: they come as strings, formatted exactly. */

const PAST_2_53 = "9100000000000001"; // 91,000,000,000,000.01 dollars; as a number it would be ...000.00

const summary = {
  currency: "USD",
  currencies: [{ currency: "USD", deals: 92, bookedMinor: PAST_2_53 }],
  timeZone: "America/New_York",
  year: 2026,
  totals: {
    openDeals: 92,
    pipelineMinor: PAST_2_53,
    weightedMinor: "8190000000000001",
    bookedThisYearMinor: PAST_2_53,
    paidThisYearMinor: "1",
    commissionBookedMinor: "1820000000000000",
    commissionEarnedMinor: "0",
    commissionEarnedThisYearMinor: "0",
  },
  stages: [],
  months: [],
  creators: { items: [], total: 0, page: 1, pageSize: 20 },
} satisfies RevenueSummary;

describe("the revenue figures", () => {
  it("format a total past 2^53 exactly", () => {
    expect(formatMoney(PAST_2_53, "USD")).toBe("$91,000,000,000,000.01");
    expect(formatMoney("1200", "JPY")).toBe("¥1,200");
  });

  it("show the headline totals to the cent", () => {
    const html = renderToStaticMarkup(<HeadlineFigures summary={summary} />);
    expect(html).toContain("$91,000,000,000,000.01");
    expect(html).toContain("$81,900,000,000,000.01");
    expect(html).toContain("$0.01");
  });

  it("show a creator's totals to the cent", () => {
    const booked = creatorColumns("USD").find((column) => column.header === "Booked")!;
    const creator = {
      id: "c1",
      name: "Ada",
      bookedDeals: 91,
      bookedMinor: PAST_2_53,
      paidMinor: "0",
      commissionBookedMinor: "0",
      commissionEarnedMinor: "0",
      payoutMinor: "0",
    };
    expect(renderToStaticMarkup(booked.cell(creator))).toBe("$91,000,000,000,000.01");
  });
});

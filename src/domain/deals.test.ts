import { describe, expect, it } from "vitest";
import {
  canMoveDeal,
  commissionOf,
  DEAL_MOVES,
  DEAL_STAGES,
  formatMoney,
  MAX_MINOR,
  minorDigits,
  OPEN_STAGES,
  parseMoney,
  payoutOf,
} from "./deals";

describe("deal money", () => {
  it("knows each currency's minor unit", () => {
    expect(minorDigits("USD")).toBe(2);
    expect(minorDigits("JPY")).toBe(0);
    expect(minorDigits("KRW")).toBe(0);
  });

  it("formats minor units exactly, at the edges", () => {
    expect(formatMoney(0, "USD")).toBe("$0.00");
    expect(formatMoney(1, "USD")).toBe("$0.01");
    expect(formatMoney(123_405, "USD")).toBe("$1,234.05");
    expect(formatMoney(1200, "JPY")).toBe("¥1,200");
    // a float would print ...999.99 as 1,000,000,000,000.00 here
    expect(formatMoney(MAX_MINOR - 1, "USD")).toBe("$999,999,999,999.99");
  });

  it("parses what people type without floats", () => {
    expect(parseMoney("1,234.05", "USD")).toBe(123_405);
    expect(parseMoney("0.01", "USD")).toBe(1);
    expect(parseMoney("0", "USD")).toBe(0);
    expect(parseMoney("1200", "JPY")).toBe(1200);
    expect(parseMoney("12.5", "JPY")).toBeNull();
    expect(parseMoney("1.005", "USD")).toBeNull();
    expect(parseMoney("-5", "USD")).toBeNull();
    expect(parseMoney("abc", "USD")).toBeNull();
    expect(parseMoney("999999999999.99", "USD")).toBe(MAX_MINOR - 1);
    expect(parseMoney("1000000000000.01", "USD")).toBeNull();
  });

  it("splits a value into commission and payout that add up, rounding half up", () => {
    expect(commissionOf(0, 2000)).toBe(0);
    expect(commissionOf(1, 2000)).toBe(0);
    expect(commissionOf(3, 2000)).toBe(1); // 0.6 → 1
    expect(commissionOf(5, 1000)).toBe(1); // 0.5 → 1
    expect(commissionOf(100_000, 1250)).toBe(12_500);
    expect(commissionOf(MAX_MINOR, 10_000)).toBe(MAX_MINOR);
    expect(commissionOf(MAX_MINOR - 1, 3333)).toBe(33_330_000_000_000); // exact in BigInt
    for (const [value, bps] of [
      [0, 0],
      [1, 5000],
      [999, 1999],
      [MAX_MINOR, 2000],
    ] as const) {
      expect(commissionOf(value, bps) + payoutOf(value, bps)).toBe(value);
    }
  });
});

describe("the stage table", () => {
  it("lets a deal be lost from every open stage and never leave Paid", () => {
    for (const stage of OPEN_STAGES) expect(canMoveDeal(stage, "Lost")).toBe(true);
    expect(DEAL_MOVES.Paid).toEqual([]);
    expect(canMoveDeal("Lead", "Paid")).toBe(false);
    expect(canMoveDeal("Contracted", "Invoiced")).toBe(false);
    expect(canMoveDeal("Lost", "Lead")).toBe(true);
  });

  it("names only stages that exist, and never a move to the same stage", () => {
    for (const from of DEAL_STAGES) {
      for (const to of DEAL_MOVES[from]) {
        expect(DEAL_STAGES).toContain(to);
        expect(to).not.toBe(from);
      }
    }
  });
});

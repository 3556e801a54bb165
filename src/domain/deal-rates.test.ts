import { describe, expect, it } from "vitest";
import { parseRate } from "./deals";

describe("commission typed as a percentage", () => {
  it("reads whole and decimal percentages in basis points, without floats", () => {
    expect(parseRate("20")).toBe(2000);
    expect(parseRate("12.5")).toBe(1250);
    expect(parseRate("7.25%")).toBe(725);
    expect(parseRate(" 0 ")).toBe(0);
    expect(parseRate("100")).toBe(10_000);
    // 0.1 + 0.2 style sums never happen: 0.29 is 29 basis points exactly
    expect(parseRate("0.29")).toBe(29);
  });

  it("refuses what is not a rate from 0 to 100 with at most two decimals", () => {
    for (const input of ["", "abc", "-5", "100.01", "101", "12.345", "1e2"])
      expect(parseRate(input), input).toBeNull();
  });
});

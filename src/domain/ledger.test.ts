import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { balanceOf, invoiceTotals, paymentFits, percentOf, settledStatus, splitOf, sumMinor } from "./ledger";

/* Issue 38: the money loop's arithmetic at its edges: 0, one cent, JPY (no minor unit), and past 2^53. */

describe("invoiceTotals", () => {
  it("adds quantity × unit, taxes half up, and charges no tax when reverse-charged", () => {
    expect(
      invoiceTotals(
        [
          { quantity: 2, unitMinor: 1050 },
          { quantity: 1, unitMinor: 1 },
        ],
        2000,
        false,
      ),
    ).toEqual({
      lines: ["2100", "1"],
      subtotalMinor: "2101",
      taxMinor: "420", // 420.2
      totalMinor: "2521",
    });
    expect(invoiceTotals([{ quantity: 1, unitMinor: 1 }], 5000, false).taxMinor).toBe("1"); // 0.5 → 1
    expect(invoiceTotals([{ quantity: 1, unitMinor: 2101 }], 2000, true)).toMatchObject({
      taxMinor: "0",
      totalMinor: "2101",
    });
  });
  it("is zero for nothing, and exact past 2^53", () => {
    expect(invoiceTotals([{ quantity: 1, unitMinor: 0 }], 2000, false).totalMinor).toBe("0");
    const big = invoiceTotals([{ quantity: 10_000, unitMinor: 100_000_000_000_000 }], 2000, false);
    expect(big.subtotalMinor).toBe("1000000000000000000");
    expect(big.totalMinor).toBe("1200000000000000000");
  });
  it("is the same for JPY's whole yen", () => {
    expect(invoiceTotals([{ quantity: 3, unitMinor: 333 }], 1000, false)).toMatchObject({
      subtotalMinor: "999",
      taxMinor: "100", // 99.9
      totalMinor: "1099",
    });
  });
});

describe("payments", () => {
  it("refuses nothing and more than is due, and settles at zero", () => {
    expect(paymentFits(0, 100)).toBe("zero");
    expect(paymentFits(1, 0)).toBe("overpayment");
    expect(paymentFits(101, 100)).toBe("overpayment");
    expect(paymentFits(100, 100)).toBe("ok");
    expect(paymentFits("9007199254740993", "9007199254740993")).toBe("ok");
    expect(balanceOf({ totalMinor: 100, paidMinor: 30, creditedMinor: 20 })).toBe("50");
    expect(settledStatus({ totalMinor: 100, paidMinor: 0, creditedMinor: 0 })).toBe("Issued");
    expect(settledStatus({ totalMinor: 100, paidMinor: 1, creditedMinor: 0 })).toBe("Partially paid");
    expect(settledStatus({ totalMinor: 100, paidMinor: 80, creditedMinor: 20 })).toBe("Paid");
    expect(settledStatus({ totalMinor: 0, paidMinor: 0, creditedMinor: 0 })).toBe("Paid");
    // credited in full before any payment: nothing was ever owed
    expect(settledStatus({ totalMinor: 100, paidMinor: 0, creditedMinor: 100 })).toBe("Void");
  });
});

describe("splitOf", () => {
  it("splits nothing into nothing", () => {
    expect(splitOf(0, 2000, 2500)).toEqual({
      grossMinor: "0",
      commissionMinor: "0",
      creatorMinor: "0",
      managerMinor: "0",
      agencyMinor: "0",
      remainderMinor: "0",
    });
  });
  it("rounds one cent's commission half up, and the manager's share down, the fraction to the agency", () => {
    // 1 cent at 50%: commission 0.5 → 1; the manager's 50% of 1 is 0.5 → 0, the agency keeps 1
    expect(splitOf(1, 5000, 5000)).toEqual({
      grossMinor: "1",
      commissionMinor: "1",
      creatorMinor: "0",
      managerMinor: "0",
      agencyMinor: "1",
      remainderMinor: "0.5",
    });
    expect(splitOf(1, 2000, 2000)).toMatchObject({
      commissionMinor: "0",
      creatorMinor: "1",
      managerMinor: "0",
    });
  });
  it("splits JPY in whole yen", () => {
    // ¥333,333 at 20%: commission 66,666.6 → 66,667; manager 25% = 16,666.75 → 16,666; agency 50,001
    expect(splitOf(333_333, 2000, 2500)).toEqual({
      grossMinor: "333333",
      commissionMinor: "66667",
      creatorMinor: "266666",
      managerMinor: "16666",
      agencyMinor: "50001",
      remainderMinor: "0.75",
    });
  });
  it("keeps the whole commission with the agency when the creator has no manager", () => {
    expect(splitOf(500_000, 2000, null)).toMatchObject({ managerMinor: "0", agencyMinor: "100000" });
  });
  it("is exact past 2^53", () => {
    const split = splitOf("90071992547409930", 2000, 3333);
    expect(split.commissionMinor).toBe("18014398509481986");
    expect(BigInt(split.creatorMinor) + BigInt(split.managerMinor) + BigInt(split.agencyMinor)).toBe(
      90071992547409930n,
    );
    expect(sumMinor(["9007199254740993", 1, 1n])).toBe("9007199254740995");
  });
  it("always adds up to the gross, with the manager never above their exact share", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null }),
        (gross, rate, share) => {
          const s = splitOf(gross, rate, share);
          const parts = BigInt(s.creatorMinor) + BigInt(s.managerMinor) + BigInt(s.agencyMinor);
          expect(parts).toBe(gross);
          expect(BigInt(s.commissionMinor)).toBe(percentOf(gross, rate));
          expect(BigInt(s.managerMinor) * 10_000n).toBeLessThanOrEqual(
            BigInt(s.commissionMinor) * BigInt(share ?? 0),
          );
          expect(BigInt(s.agencyMinor)).toBeGreaterThanOrEqual(0n);
        },
      ),
    );
  });
});

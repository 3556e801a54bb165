import { describe, expect, it } from "vitest";
import {
  canMoveDeal,
  commissionOf,
  creatorCommissionFormSchema,
  DEAL_MOVES,
  DEAL_STAGES,
  type DealForm,
  dealFormSchema,
  formatMoney,
  lostReasonSchema,
  MAX_MINOR,
  minorDigits,
  OPEN_STAGES,
  parseMoney,
  payoutOf,
  staleDays,
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

describe("the deal forms", () => {
  const typed: DealForm = {
    brandId: "0b7d5c1e-5f1a-4c52-9d57-1d2f3a4b5c6d",
    creatorId: "cora",
    title: " Spring launch ",
    valueMinor: "1,234.5",
    currency: "USD",
    commissionBps: "",
    expectedCloseDate: "",
    ownerId: "",
    notes: "",
  };
  /** Each field's first problem, as the form shows it under the field. */
  const problems = (value: DealForm) => {
    const result = dealFormSchema.safeParse(value);
    const found: Record<string, string> = {};
    for (const issue of result.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
    return found;
  };

  it("reads what was typed into the body the server takes", () => {
    expect(dealFormSchema.parse(typed)).toEqual({
      brandId: typed.brandId,
      creatorId: "cora",
      title: "Spring launch",
      valueMinor: 123_450,
      currency: "USD",
      commissionBps: null,
      expectedCloseDate: null,
      ownerId: null,
      notes: "",
      stage: "Lead",
    });
    expect(
      dealFormSchema.parse({ ...typed, commissionBps: "12.5%", currency: "JPY", valueMinor: "1200" }),
    ).toMatchObject({ valueMinor: 1200, commissionBps: 1250 });
    // a deal added in the board's column starts at its stage, up to Contracted (issue 35)
    expect(dealFormSchema.parse({ ...typed, stage: "Negotiating" })).toMatchObject({ stage: "Negotiating" });
    expect(problems({ ...typed, stage: "Paid" })).toEqual({
      stage: "A new deal starts at Lead, Pitched, Negotiating or Contracted",
    });
  });

  it("names every field's problem at once, in the form's words", () => {
    expect(
      problems({ ...typed, brandId: "", creatorId: "", title: " ", valueMinor: "", commissionBps: "x" }),
    ).toEqual({
      brandId: "Choose a brand",
      creatorId: "Choose a creator",
      title: "Give the deal a title",
      valueMinor: "Enter an amount",
      commissionBps: "Enter a percentage from 0 to 100, like 20 or 12.5",
    });
    expect(problems({ ...typed, valueMinor: "12.5", currency: "JPY" })).toEqual({
      valueMinor: "Enter an amount in JPY, like 123456",
    });
  });

  it("reads a default commission and asks for a lost deal's reason", () => {
    expect(creatorCommissionFormSchema.parse({ commissionBps: "0" })).toEqual({ commissionBps: 0 });
    expect(creatorCommissionFormSchema.parse({ commissionBps: "7.25" })).toEqual({ commissionBps: 725 });
    expect(creatorCommissionFormSchema.safeParse({ commissionBps: "101" }).error?.issues[0]?.message).toBe(
      "Enter a percentage from 0 to 100, like 20 or 12.5",
    );
    expect(lostReasonSchema.parse({ lostReason: " Budget " })).toEqual({ lostReason: "Budget" });
    expect(lostReasonSchema.safeParse({ lostReason: "  " }).error?.issues[0]?.message).toBe(
      "Say why the deal was lost",
    );
  });
});

describe("no move for N days (issue 35)", () => {
  const now = Date.parse("2026-12-01T12:00:00Z");
  const since = (days: number) => new Date(now - days * 86_400_000).toISOString();
  it("marks a deal that has stood in its stage past the stage's limit, with the whole days", () => {
    expect(staleDays({ stage: "Lead", stageChangedAt: since(13.9) }, now)).toBeNull();
    expect(staleDays({ stage: "Lead", stageChangedAt: since(14) }, now)).toBe(14);
    expect(staleDays({ stage: "Delivered", stageChangedAt: since(8.5) }, now)).toBe(8);
  });
  it("never marks a paid or a lost deal", () => {
    expect(staleDays({ stage: "Paid", stageChangedAt: since(400) }, now)).toBeNull();
    expect(staleDays({ stage: "Lost", stageChangedAt: since(400) }, now)).toBeNull();
  });
});

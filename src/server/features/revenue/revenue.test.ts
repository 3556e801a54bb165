import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { commissionOf, MAX_MINOR, payoutOf, type RevenueSummary } from "~/domain/deals";
import { loggingStatements } from "../../db/client";
import { call, signedInAs } from "../../testing/auth";
import { createTestContext, type TestContext } from "../../testing/context";
import { seedUser } from "../accounts/seed-user";
import { REVENUE_CSV_HEADER } from "./export";
import { revenueSummary } from "./read";
import { type SeedDealOptions, seedDeal } from "./seed-deal";

/*
 * The revenue figures for a known set of deals in USD and JPY: stages, months across (and outside) the
 * 12-month window on the agency's clock (US Eastern), a lost deal left out, a paid deal counted as booked
 * and as paid, amounts of one cent and of a hundred trillion minor units.
 */

const TZ = "America/New_York";
const monthOf = (date: Date) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: TZ, year: "numeric", month: "2-digit" }).format(date);
const yearOf = (date: Date) => Number(monthOf(date).slice(0, 4));
/** The 15th, midday, `back` months before the current month (UTC): well inside its month on any clock. */
function monthsAgo(back: number) {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 15, 17));
}
/** 03:00 UTC on the 1st of this month (UTC): still the evening before, in the previous month, in New York. */
const firstOfMonthUtc = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1, 3));
};

const FORMULA_NAME = "=cmd|' /C calc'!A0";
const QUOTED_NAME = 'Quote "Q", Inc';

let ctx: TestContext;
let manager: { cookie: string };
const people = { ada: "", formula: "", quoted: "" };
type Made = SeedDealOptions & { stage: NonNullable<SeedDealOptions["stage"]> };
const made: Made[] = [];

async function deal(options: Made) {
  await seedDeal(ctx.deps.db, options);
  made.push(options);
}

beforeAll(async () => {
  ctx = await createTestContext();
  manager = await signedInAs(ctx, "manager");
  people.ada = (await seedUser(ctx.deps, { name: "Ada Lovelace" })).id;
  people.formula = (await seedUser(ctx.deps, { name: FORMULA_NAME })).id;
  people.quoted = (await seedUser(ctx.deps, { name: QUOTED_NAME })).id;
  const usd = { currency: "USD" };
  // Ada: an open lead, a deal contracted this month, one contracted 3 months ago and paid this month,
  // one paid 14 months ago (outside the window, still in her all-time totals)
  await deal({ ...usd, creatorId: people.ada, stage: "Lead", valueMinor: 100_000 });
  await deal({ ...usd, creatorId: people.ada, stage: "Contracted", valueMinor: 50_000 });
  await deal({
    ...usd,
    creatorId: people.ada,
    stage: "Paid",
    valueMinor: 200_000,
    contractedAt: monthsAgo(3),
    paidAt: new Date(),
  });
  await deal({
    ...usd,
    creatorId: people.ada,
    stage: "Paid",
    valueMinor: 7_000,
    commissionBps: 2000,
    contractedAt: monthsAgo(15),
    paidAt: monthsAgo(14),
  });
  // the formula-named creator: the largest value a deal may have, and a one-cent deal paid on the evening
  // before this month began (New York)
  await deal({
    ...usd,
    creatorId: people.formula,
    stage: "In production",
    valueMinor: MAX_MINOR,
    contractedAt: monthsAgo(1),
  });
  await deal({
    ...usd,
    creatorId: people.formula,
    stage: "Paid",
    valueMinor: 1,
    commissionBps: 1500,
    contractedAt: monthsAgo(2),
    paidAt: firstOfMonthUtc(),
  });
  // the quoted creator: a cent and an odd amount early in the pipeline, a delivered deal, and a lost one
  // that had been contracted (left out of everything)
  await deal({ ...usd, creatorId: people.quoted, stage: "Pitched", valueMinor: 1 });
  await deal({ ...usd, creatorId: people.quoted, stage: "Negotiating", valueMinor: 333 });
  await deal({
    ...usd,
    creatorId: people.quoted,
    stage: "Delivered",
    valueMinor: 2_500,
    contractedAt: monthsAgo(1),
  });
  await deal({
    ...usd,
    creatorId: people.quoted,
    stage: "Lost",
    valueMinor: 999_999,
    contractedAt: monthsAgo(2),
  });
  // yen: no minor unit
  await deal({ currency: "JPY", creatorId: people.ada, stage: "Paid", valueMinor: 1_200 });
  await deal({ currency: "JPY", creatorId: people.quoted, stage: "Lead", valueMinor: 5_000 });
});
afterAll(() => ctx.close());

const get = (path: string, cookie = manager.cookie) => call(ctx, `/api${path}`, { cookie });
async function summary(query = ""): Promise<RevenueSummary> {
  const res = await get(`/revenue${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

const BOOKED = ["Contracted", "In production", "Delivered", "Invoiced", "Paid"];
/** What the figures of the months and the year must be, read off the deals made above. */
function expectedMonths(currency: string) {
  // the window is the agency's months: its last is this month in New York
  const [year, month] = monthOf(new Date()).split("-").map(Number) as [number, number];
  const window: { month: string; bookedMinor: number; paidMinor: number }[] = [];
  for (let back = 11; back >= 0; back--)
    window.push({
      month: monthOf(new Date(Date.UTC(year, month - 1 - back, 15))),
      bookedMinor: 0,
      paidMinor: 0,
    });
  for (const d of made.filter((d) => d.currency === currency)) {
    const contracted = d.contractedAt === undefined ? new Date() : d.contractedAt;
    const paid = d.paidAt === undefined ? new Date() : d.paidAt;
    if (BOOKED.includes(d.stage) && contracted) {
      const row = window.find((m) => m.month === monthOf(contracted));
      if (row) row.bookedMinor += d.valueMinor;
    }
    if (d.stage === "Paid" && paid) {
      const row = window.find((m) => m.month === monthOf(paid));
      if (row) row.paidMinor += d.valueMinor;
    }
  }
  return window.map((m) => ({ ...m, bookedMinor: String(m.bookedMinor), paidMinor: String(m.paidMinor) }));
}

describe("GET /api/revenue", () => {
  it("defaults to the currency with the most booked value and lists every currency", async () => {
    const result = await summary();
    expect(result.currency).toBe("USD");
    expect(result.timeZone).toBe(TZ);
    expect(result.year).toBe(yearOf(new Date()));
    expect(result.currencies).toEqual([
      { currency: "USD", deals: 10, bookedMinor: String(50_000 + 200_000 + 7_000 + MAX_MINOR + 1 + 2_500) },
      { currency: "JPY", deals: 2, bookedMinor: "1200" },
    ]);
  });

  it("gives the pipeline by stage and the weighted forecast, exact to the cent", async () => {
    const { stages, totals } = await summary("?currency=USD");
    expect(stages).toEqual([
      { stage: "Lead", probability: 10, deals: 1, valueMinor: "100000", weightedMinor: "10000" },
      // a cent at 25% is a quarter cent: rounds to 0
      { stage: "Pitched", probability: 25, deals: 1, valueMinor: "1", weightedMinor: "0" },
      // 333 × 50% = 166.5: half up to 167
      { stage: "Negotiating", probability: 50, deals: 1, valueMinor: "333", weightedMinor: "167" },
      { stage: "Contracted", probability: 90, deals: 1, valueMinor: "50000", weightedMinor: "45000" },
      {
        stage: "In production",
        probability: 95,
        deals: 1,
        valueMinor: String(MAX_MINOR),
        weightedMinor: "95000000000000",
      },
      { stage: "Delivered", probability: 100, deals: 1, valueMinor: "2500", weightedMinor: "2500" },
      { stage: "Invoiced", probability: 100, deals: 0, valueMinor: "0", weightedMinor: "0" },
    ]);
    expect(totals.openDeals).toBe(6);
    expect(totals.pipelineMinor).toBe(String(100_000 + 1 + 333 + 50_000 + MAX_MINOR + 2_500));
    // Σ value × percent = 9,500,000,005,766,675 hundredths of a cent: 95,000,000,057,666.75 cents, rounded
    // once, half up (not the sum of the stages' rounded figures, 95,000,000,057,667 here as well)
    expect(totals.weightedMinor).toBe("95000000057667");
  });

  it("counts booked and paid by month on the agency's clock, a paid deal in both, a lost one in neither", async () => {
    const { months, totals } = await summary("?currency=USD");
    const expected = expectedMonths("USD");
    expect(months).toEqual(expected);
    expect(months).toHaveLength(12);
    expect(months.at(-1)!.month).toBe(monthOf(new Date()));
    // the cent paid at 03:00 UTC on the 1st is the previous month's in New York
    const evening = monthOf(firstOfMonthUtc());
    expect(evening).not.toBe(firstOfMonthUtc().toISOString().slice(0, 7));
    expect(Number(months.find((m) => m.month === evening)!.paidMinor)).toBeGreaterThanOrEqual(1);
    // the Paid deal: booked 3 months ago, paid this month
    expect(months.find((m) => m.month === monthOf(monthsAgo(3)))!.bookedMinor).toBe("200000");
    expect(months.at(-1)!.paidMinor).toBe("200000");
    // nothing of the lost deal, anywhere
    expect(JSON.stringify(months)).not.toContain("999999");
    const thisYear = yearOf(new Date());
    const inYear = (date: Date | null | undefined) => !!date && yearOf(date) === thisYear;
    const usd = made.filter((d) => d.currency === "USD");
    expect(totals.bookedThisYearMinor).toBe(
      `${usd
        .filter(
          (d) =>
            BOOKED.includes(d.stage) && inYear(d.contractedAt === undefined ? new Date() : d.contractedAt),
        )
        .reduce((sum, d) => sum + d.valueMinor, 0)}`,
    );
    expect(totals.paidThisYearMinor).toBe(
      `${usd
        .filter((d) => d.stage === "Paid" && inYear(d.paidAt === undefined ? new Date() : d.paidAt))
        .reduce((sum, d) => sum + d.valueMinor, 0)}`,
    );
  });

  it("gives the agency's commission, booked and earned, with commissionOf's figures", async () => {
    const { totals } = await summary("?currency=USD");
    expect(totals.commissionBookedMinor).toBe(
      String(
        commissionOf(50_000, 2000) +
          commissionOf(200_000, 2000) +
          commissionOf(7_000, 2000) +
          commissionOf(MAX_MINOR, 2000) +
          commissionOf(1, 1500) +
          commissionOf(2_500, 2000),
      ),
    );
    expect(totals.commissionEarnedMinor).toBe(
      String(commissionOf(200_000, 2000) + commissionOf(7_000, 2000)),
    );
  });

  it("totals each creator's booked deals, the most booked first, paged with the total", async () => {
    const { creators } = await summary("?currency=USD&pageSize=2");
    expect(creators.total).toBe(3);
    expect(creators.items).toEqual([
      {
        id: people.formula,
        name: FORMULA_NAME,
        bookedDeals: 2,
        bookedMinor: String(MAX_MINOR + 1),
        paidMinor: "1",
        commissionBookedMinor: String(commissionOf(MAX_MINOR, 2000) + commissionOf(1, 1500)),
        commissionEarnedMinor: String(commissionOf(1, 1500)),
        payoutMinor: String(payoutOf(1, 1500)),
      },
      {
        id: people.ada,
        name: "Ada Lovelace",
        bookedDeals: 3,
        bookedMinor: "257000",
        paidMinor: "207000",
        commissionBookedMinor: "51400",
        commissionEarnedMinor: "41400",
        payoutMinor: "165600",
      },
    ]);
    const second = await summary("?currency=USD&pageSize=2&page=2");
    expect(second.creators).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(second.creators.items.map((c) => c.name)).toEqual([QUOTED_NAME]);
    // past the last page: no creator, the same total (and the same figures)
    const beyond = await summary("?currency=USD&pageSize=2&page=50");
    expect(beyond.creators).toEqual({ items: [], total: 3, page: 50, pageSize: 2 });
    expect(beyond.totals).toEqual(second.totals);
  });

  it("never adds currencies: the yen figures are the yen deals only", async () => {
    const jpy = await summary("?currency=JPY");
    expect(jpy.currency).toBe("JPY");
    expect(jpy.totals).toMatchObject({
      openDeals: 1,
      pipelineMinor: "5000",
      weightedMinor: "500",
      commissionEarnedMinor: String(commissionOf(1_200, 2000)),
      commissionBookedMinor: "240",
    });
    expect(jpy.months.at(-1)).toEqual({ month: monthOf(new Date()), bookedMinor: "1200", paidMinor: "1200" });
    expect(jpy.creators.items.map((c) => [c.name, c.bookedMinor])).toEqual([["Ada Lovelace", "1200"]]);
  });

  it("answers a currency without deals with zeros, every month and stage there", async () => {
    const eur = await summary("?currency=EUR");
    expect(eur.currency).toBe("EUR");
    expect(eur.totals.pipelineMinor).toBe("0");
    expect(eur.months).toHaveLength(12);
    expect(eur.months.every((m) => m.bookedMinor === "0" && m.paidMinor === "0")).toBe(true);
    expect(eur.stages).toHaveLength(7);
    expect(eur.creators).toMatchObject({ items: [], total: 0 });
  });

  it("reads everything in one statement", async () => {
    const statements: string[] = [];
    await loggingStatements(statements, () =>
      revenueSummary(ctx.deps.db, { currency: "USD", page: 1, pageSize: 20 }),
    );
    expect(statements).toHaveLength(1);
  });

  it("refuses an unknown currency", async () => {
    expect((await get("/revenue?currency=XYZ")).status).toBe(400);
  });

  it("is the managers' only: 403 for other roles, 401 signed out", async () => {
    for (const role of ["creator", "editor", "designer", "promoter"] as const) {
      const who = await signedInAs(ctx, role);
      expect((await get("/revenue", who.cookie)).status).toBe(403);
      expect((await get("/revenue.csv", who.cookie)).status).toBe(403);
    }
    expect((await call(ctx, "/api/revenue")).status).toBe(401);
    expect((await call(ctx, "/api/revenue.csv")).status).toBe(401);
  });
});

describe("GET /api/revenue.csv", () => {
  it("exports every currency's figures, names safe from formulas and parsed back as written", async () => {
    const res = await get("/revenue.csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: TZ }).format(new Date());
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="revenue-${today}.csv"`);
    const text = await res.text();
    const rows: string[][] = parse(text, { bom: true });
    expect(rows[0]).toEqual([...REVENUE_CSV_HEADER]);
    const of = (section: string, currency: string, item: string) =>
      rows.find((r) => r[0] === section && r[1] === currency && r[2] === item);

    // the formula is text, its name otherwise intact; the quotes and comma come back as they were
    expect(of("Creator", "USD", `'${FORMULA_NAME}`)).toEqual([
      "Creator",
      "USD",
      `'${FORMULA_NAME}`,
      "2",
      "",
      "",
      "1000000000000.01",
      "0.01",
      "200000000000.00",
      "0.00",
      "0.01",
    ]);
    expect(rows.some((r) => r.includes(FORMULA_NAME))).toBe(false);
    expect(of("Creator", "USD", QUOTED_NAME)).toEqual([
      "Creator",
      "USD",
      QUOTED_NAME,
      "1",
      "",
      "",
      "25.00",
      "0.00",
      "5.00",
      "0.00",
      "0.00",
    ]);
    // amounts as decimals of the major unit, yen without decimals
    expect(of("Pipeline", "USD", "All open deals")?.slice(3, 6)).toEqual([
      "6",
      "1000000001528.34",
      "950000000576.67",
    ]);
    expect(of("Pipeline", "USD", "Negotiating")?.slice(3, 6)).toEqual(["1", "3.33", "1.67"]);
    expect(of("Creator", "JPY", "Ada Lovelace")?.slice(6)).toEqual(["1200", "1200", "240", "240", "960"]);
    expect(of("Month", "JPY", monthOf(new Date()))?.slice(6, 8)).toEqual(["1200", "1200"]);
    expect(of("Agency", "USD", "All time")?.slice(8, 10)).toEqual(["200000000519.00", "414.00"]);
    // no lost deal, no number prefixed
    expect(text).not.toContain("9999.99");
    expect(rows.filter((r) => r[0] === "Month")).toHaveLength(24);
    for (const row of rows.slice(1))
      for (const cell of row.slice(3)) expect(cell).toMatch(/^(\d+(\.\d+)?)?$/);
  });
});

describe("totals past 2^53 minor units", () => {
  it("are answered exactly, as strings of integers, on the page and in the CSV", async () => {
    // 91 deals of the largest value a deal may have: 9,100,000,000,000,000 cents, past 2^53 (9,007,199,254,740,992)
    const first = await seedDeal(ctx.deps.db, {
      currency: "CHF",
      creatorId: people.ada,
      stage: "Contracted",
      valueMinor: MAX_MINOR,
    });
    await ctx.deps.db.execute(sql`
      insert into deals (brand_id, creator_id, title, stage, value_minor, currency, commission_bps,
        commission_minor, payout_minor, contracted_at)
      select d.brand_id, d.creator_id, d.title, d.stage, d.value_minor, d.currency, d.commission_bps,
        d.commission_minor, d.payout_minor, d.contracted_at
      from deals d, generate_series(1, 90)
      where d.id = ${first.id}`);
    const chf = await summary("?currency=CHF");
    const total = (BigInt(MAX_MINOR) * 91n).toString();
    expect(total).toBe("9100000000000000");
    expect(BigInt(total) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    expect(chf.totals.pipelineMinor).toBe(total);
    // Σ value × 90% = 8,190,000,000,000,000 cents
    expect(chf.totals.weightedMinor).toBe("8190000000000000");
    expect(chf.totals.bookedThisYearMinor).toBe(total);
    expect(chf.currencies.find((c) => c.currency === "CHF")).toEqual({
      currency: "CHF",
      deals: 91,
      bookedMinor: total,
    });
    expect(chf.creators.items).toMatchObject([{ name: "Ada Lovelace", bookedDeals: 91, bookedMinor: total }]);
    // the default currency is now the most booked one, compared exactly
    expect((await summary()).currency).toBe("CHF");

    const csv = await get("/revenue.csv");
    expect(csv.status).toBe(200);
    const rows: string[][] = parse(await csv.text(), { bom: true });
    const pipeline = rows.find((r) => r[0] === "Pipeline" && r[1] === "CHF" && r[2] === "All open deals");
    expect(pipeline?.slice(3, 6)).toEqual(["91", "91000000000000.00", "81900000000000.00"]);
  });
});

import { moneyInputValue, type RevenueSummary } from "~/domain/deals";
import { type CsvCell, CsvNumber, toCsv } from "../../lib/csv";

/*
 * The revenue page's figures as one CSV table, every currency: a row a figure, its currency on it (amounts
 * of different currencies are never added), amounts as plain decimals of the major unit ("1234.05";
 * "1200" for JPY), built from integers (moneyInputValue), never floats.
 */

export const REVENUE_CSV_HEADER = [
  "Section",
  "Currency",
  "Item",
  "Deals",
  "Value",
  "Weighted forecast",
  "Booked",
  "Paid",
  "Commission booked",
  "Commission earned",
  "Creator payout",
] as const;

function rowsOf(summary: RevenueSummary): CsvCell[][] {
  const { currency, totals, year } = summary;
  const money = (minor: string) => new CsvNumber(moneyInputValue(minor, currency));
  const blank = null;
  return [
    [
      "Pipeline",
      currency,
      "All open deals",
      totals.openDeals,
      money(totals.pipelineMinor),
      money(totals.weightedMinor),
    ],
    ...summary.stages.map((s) => [
      "Pipeline",
      currency,
      s.stage,
      s.deals,
      money(s.valueMinor),
      money(s.weightedMinor),
    ]),
    [
      "Agency",
      currency,
      `${year}`,
      blank,
      blank,
      blank,
      money(totals.bookedThisYearMinor),
      money(totals.paidThisYearMinor),
      blank,
      money(totals.commissionEarnedThisYearMinor),
    ],
    [
      "Agency",
      currency,
      "All time",
      blank,
      blank,
      blank,
      blank,
      blank,
      money(totals.commissionBookedMinor),
      money(totals.commissionEarnedMinor),
    ],
    ...summary.months.map((m) => [
      "Month",
      currency,
      m.month,
      blank,
      blank,
      blank,
      money(m.bookedMinor),
      money(m.paidMinor),
    ]),
    ...summary.creators.items.map((c) => [
      "Creator",
      currency,
      c.name,
      c.bookedDeals,
      blank,
      blank,
      money(c.bookedMinor),
      money(c.paidMinor),
      money(c.commissionBookedMinor),
      money(c.commissionEarnedMinor),
      money(c.payoutMinor),
    ]),
  ];
}

/** Every row as wide as the header (empty cells where a figure does not apply). */
const padded = (row: CsvCell[]) => [
  ...row,
  ...Array<null>(REVENUE_CSV_HEADER.length - row.length).fill(null),
];

export const revenueCsv = (summaries: readonly RevenueSummary[]) =>
  toCsv([REVENUE_CSV_HEADER, ...summaries.flatMap(rowsOf).map(padded)]);

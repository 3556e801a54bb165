/*
 * The money loop's arithmetic (issue 38): an invoice's totals, a payment's effect on it, and the split of a
 * paid deal between the creator, their talent manager and the agency. Integers of minor units only, computed
 * with bigint and answered as the decimal strings of integers, so a sum passes 2^53 without losing a unit.
 * Computed here and nowhere else: the server stores what these answer, the screens show it.
 */

/** An amount of minor units in: a safe integer, a bigint, or the string of an integer. */
export type Minor = number | bigint | string;

const big = (value: Minor): bigint => (typeof value === "bigint" ? value : BigInt(value));
const BPS = 10_000n;

/** value × rate in basis points, rounded half up to the minor unit (value ≥ 0). */
export function percentOf(value: Minor, bps: number): bigint {
  return (big(value) * BigInt(bps) + BPS / 2n) / BPS;
}

/** The lines' subtotal, the tax and the total of an invoice. A reverse-charged invoice carries no tax. */
export function invoiceTotals(
  lines: readonly { quantity: number; unitMinor: Minor }[],
  taxBps: number,
  reverseCharge: boolean,
) {
  const amounts = lines.map((line) => BigInt(line.quantity) * big(line.unitMinor));
  const subtotal = amounts.reduce((sum, amount) => sum + amount, 0n);
  const tax = reverseCharge ? 0n : percentOf(subtotal, taxBps);
  return {
    lines: amounts.map(String),
    subtotalMinor: String(subtotal),
    taxMinor: String(tax),
    totalMinor: String(subtotal + tax),
  };
}

/** What is still due on an invoice: its total less what was paid and what credit notes took off. */
export const balanceOf = (invoice: { totalMinor: Minor; paidMinor: Minor; creditedMinor: Minor }) =>
  String(big(invoice.totalMinor) - big(invoice.paidMinor) - big(invoice.creditedMinor));

/**
 * The status of an issued invoice after a payment or a credit note: Paid when nothing is due and something
 * was paid; Void when credit notes took all of it off before any payment (nothing was ever owed).
 */
export function settledStatus(invoice: {
  totalMinor: Minor;
  paidMinor: Minor;
  creditedMinor: Minor;
}): "Issued" | "Partially paid" | "Paid" | "Void" {
  if (big(balanceOf(invoice)) <= 0n)
    return big(invoice.paidMinor) > 0n || big(invoice.totalMinor) === 0n ? "Paid" : "Void";
  return big(invoice.paidMinor) > 0n ? "Partially paid" : "Issued";
}

/** Whether `amount` may be paid against `balance`: more than nothing, never more than what is due. */
export function paymentFits(amount: Minor, balance: Minor): "ok" | "zero" | "overpayment" {
  if (big(amount) <= 0n) return "zero";
  return big(amount) > big(balance) ? "overpayment" : "ok";
}

/**
 * A paid deal's split. The agency's commission is the gross at the deal's rate (half up); the creator is paid
 * the rest. The creator's talent manager takes their share of the commission, rounded DOWN, so the rounding
 * remainder stays with the agency (`remainderMinor` says how much of the agency's part that is). No manager:
 * the agency keeps the whole commission.
 */
export function splitOf(gross: Minor, commissionBps: number, managerShareBps: number | null) {
  const g = big(gross);
  const commission = percentOf(g, commissionBps);
  const exactManager = managerShareBps === null ? 0n : commission * BigInt(managerShareBps);
  const manager = exactManager / BPS;
  const fraction = (exactManager % BPS).toString().padStart(4, "0").replace(/0+$/, "");
  return {
    grossMinor: String(g),
    commissionMinor: String(commission),
    creatorMinor: String(g - commission),
    managerMinor: String(manager),
    agencyMinor: String(commission - manager),
    /** the fraction of a minor unit the manager's exact share had, kept by the agency: "0" or "0.5" */
    remainderMinor: fraction ? `0.${fraction}` : "0",
  };
}

/** The sum of amounts, exact. */
export const sumMinor = (amounts: readonly Minor[]) =>
  String(amounts.reduce<bigint>((sum, amount) => sum + big(amount), 0n));

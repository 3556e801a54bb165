import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { z } from "zod";
import { AGENCY_TIME_ZONE, agencyDateNow } from "~/domain/clock";
import { managesDeals, moneyInputValue } from "~/domain/deals";
import type { PayeeRole, payoutInputSchema, Statement, statementQuerySchema } from "~/domain/invoices";
import { sumMinor } from "~/domain/ledger";
import { normalizeRole } from "~/domain/roles";
import type { SessionUser } from "../../auth/session";
import type { Db } from "../../db/client";
import { dealSettlements, payouts, user } from "../../db/schema";
import { AppError } from "../../lib/app-error";
import { CsvNumber, toCsv } from "../../lib/csv";
import { announceStatements } from "./money";

type StatementQuery = z.output<typeof statementQuerySchema>;
type PayoutInput = z.output<typeof payoutInputSchema>;

const NOT_FOUND = "No such statement, or not yours to see.";

/**
 * Whose statement `caller` may read: a creator their own (as a creator), a manager anyone's; other staff
 * none (403). Anything else is the same 404, so a creator learns nothing of another's.
 */
export function statementScope(caller: SessionUser, query: StatementQuery) {
  const role = normalizeRole(caller.role);
  const payeeId = query.payeeId ?? caller.id;
  if (managesDeals(caller.role))
    return { payeeId, role: query.role ?? (query.payeeId ? "creator" : "manager") };
  if (role !== "creator") throw AppError.forbidden("Only managers and creators have statements.");
  if (payeeId !== caller.id || (query.role ?? "creator") !== "creator") throw AppError.notFound(NOT_FOUND);
  return { payeeId, role: "creator" as const };
}

/** The columns of a payee's part of a settlement: the creator's net, or the manager's share. */
const partOf = (role: PayeeRole) =>
  role === "creator"
    ? {
        payee: dealSettlements.creatorId,
        amount: dealSettlements.creatorMinor,
        payout: dealSettlements.creatorPayoutId,
      }
    : {
        payee: dealSettlements.managerId,
        amount: dealSettlements.managerMinor,
        payout: dealSettlements.managerPayoutId,
      };

const thisMonth = () => agencyDateNow().slice(0, 7);

/** The monthly statement of a payee: each deal settled that month, the payouts of the month, what is owed. */
export async function readStatement(
  db: Db,
  scope: { payeeId: string; role: PayeeRole },
  month = thisMonth(),
): Promise<Statement> {
  const [payee] = await db
    .select({ id: user.id, name: user.name, role: user.role })
    .from(user)
    .where(eq(user.id, scope.payeeId));
  if (!payee || normalizeRole(payee.role) !== scope.role) throw AppError.notFound(NOT_FOUND);
  const part = partOf(scope.role);
  const start = sql`(${`${month}-01`}::date)::timestamp at time zone ${AGENCY_TIME_ZONE}`;
  const end = sql`((${`${month}-01`}::date + interval '1 month'))::timestamp at time zone ${AGENCY_TIME_ZONE}`;
  const [lines, monthPayouts, owed] = await Promise.all([
    db
      .select()
      .from(dealSettlements)
      .where(
        and(
          eq(part.payee, scope.payeeId),
          sql`${dealSettlements.settledAt} >= ${start}`,
          sql`${dealSettlements.settledAt} < ${end}`,
        ),
      )
      .orderBy(asc(dealSettlements.settledAt)),
    db
      .select({
        payout: payouts,
        lines: sql<number>`(select count(*)::int from ${dealSettlements} s where s.${sql.raw(
          scope.role === "creator" ? "creator_payout_id" : "manager_payout_id",
        )} = "payouts"."id")`,
      })
      .from(payouts)
      .where(
        and(
          eq(payouts.payeeId, scope.payeeId),
          eq(payouts.role, scope.role),
          sql`${payouts.paidOn} >= ${`${month}-01`}::date`,
          sql`${payouts.paidOn} < ${`${month}-01`}::date + interval '1 month'`,
        ),
      )
      .orderBy(asc(payouts.paidOn), asc(payouts.createdAt)),
    db
      .select({
        currency: dealSettlements.currency,
        owed: sql<string>`coalesce(sum(${part.amount}), 0)::text`,
      })
      .from(dealSettlements)
      .where(and(eq(part.payee, scope.payeeId), isNull(part.payout)))
      .groupBy(dealSettlements.currency),
  ]);
  const statementLines = lines.map((line) => ({
    dealId: line.dealId ?? "",
    dealTitle: line.dealTitle,
    brandName: line.brandName,
    settledAt: line.settledAt.toISOString(),
    currency: line.currency,
    grossMinor: String(line.grossMinor),
    commissionMinor: String(line.commissionMinor),
    amountMinor: String(scope.role === "creator" ? line.creatorMinor : line.managerMinor),
    paid: (scope.role === "creator" ? line.creatorPayoutId : line.managerPayoutId) !== null,
  }));
  const currencies = [
    ...new Set([
      ...statementLines.map((l) => l.currency),
      ...monthPayouts.map((p) => p.payout.currency),
      ...owed.map((o) => o.currency),
    ]),
  ].sort();
  return {
    payee: { id: payee.id, name: payee.name },
    role: scope.role,
    month,
    timeZone: AGENCY_TIME_ZONE,
    lines: statementLines,
    payouts: monthPayouts.map(({ payout, lines: n }) => ({
      id: payout.id,
      currency: payout.currency,
      amountMinor: String(payout.amountMinor),
      paidOn: payout.paidOn,
      method: payout.method,
      reference: payout.reference,
      lines: Number(n),
      createdAt: payout.createdAt.toISOString(),
    })),
    totals: currencies.map((currency) => ({
      currency,
      earnedMinor: sumMinor(statementLines.filter((l) => l.currency === currency).map((l) => l.amountMinor)),
      paidOutMinor: sumMinor(
        monthPayouts.filter((p) => p.payout.currency === currency).map((p) => p.payout.amountMinor),
      ),
      owedMinor: owed.find((o) => o.currency === currency)?.owed ?? "0",
    })),
  };
}

/**
 * A payout to a creator or a manager of everything owed to them in a currency, all or nothing: their unpaid
 * lines are locked and must add up to the amount the manager saw (else 409 with what is owed now), then the
 * payout is recorded and names them. Of two managers paying the same lines at once, the second finds nothing
 * owed: never a double payout.
 */
export async function recordPayout(db: Db, caller: SessionUser, input: PayoutInput) {
  const part = partOf(input.role);
  const id = await db.transaction(async (tx) => {
    const [payee] = await tx.select({ role: user.role }).from(user).where(eq(user.id, input.payeeId));
    if (!payee || normalizeRole(payee.role) !== input.role)
      throw AppError.badRequest("Choose who is paid", { payeeId: "No such payee" });
    const unpaid = await tx
      .select({ id: dealSettlements.id, amount: part.amount })
      .from(dealSettlements)
      .where(
        and(eq(part.payee, input.payeeId), eq(dealSettlements.currency, input.currency), isNull(part.payout)),
      )
      .for("update");
    const owed = sumMinor(unpaid.map((row) => row.amount));
    if (owed === "0") throw AppError.conflict("nothing_owed", "Nothing is owed to them in this currency.");
    if (owed !== String(input.amountMinor))
      throw AppError.conflict(
        "owed_changed",
        `What is owed has changed: ${moneyInputValue(owed, input.currency)} ${input.currency} now.`,
        { owedMinor: owed },
      );
    const [payout] = await tx
      .insert(payouts)
      .values({
        payeeId: input.payeeId,
        role: input.role,
        currency: input.currency,
        amountMinor: input.amountMinor,
        paidOn: input.paidOn,
        method: input.method,
        reference: input.reference,
        recordedBy: caller.id,
      })
      .returning({ id: payouts.id });
    for (const row of unpaid)
      await tx
        .update(dealSettlements)
        .set(input.role === "creator" ? { creatorPayoutId: payout!.id } : { managerPayoutId: payout!.id })
        .where(eq(dealSettlements.id, row.id));
    await announceStatements(tx, [input.payeeId]);
    return payout!.id;
  });
  return readStatement(db, { payeeId: input.payeeId, role: input.role }, input.paidOn.slice(0, 7)).then(
    (statement) => ({ payoutId: id, statement }),
  );
}

/** The statement as CSV: one row a line, then the payouts, then the totals (amounts as exact decimals). */
export function statementCsv(statement: Statement) {
  const money = (minor: string, currency: string) => new CsvNumber(moneyInputValue(minor, currency));
  return toCsv([
    ["Section", "Date", "Deal", "Brand", "Currency", "Gross", "Commission", "Amount", "Paid"],
    ...statement.lines.map((line) => [
      "Deal",
      line.settledAt.slice(0, 10),
      line.dealTitle,
      line.brandName,
      line.currency,
      money(line.grossMinor, line.currency),
      money(line.commissionMinor, line.currency),
      money(line.amountMinor, line.currency),
      line.paid ? "yes" : "no",
    ]),
    ...statement.payouts.map((payout) => [
      "Payout",
      payout.paidOn,
      `${payout.method}${payout.reference ? ` ${payout.reference}` : ""}`,
      "",
      payout.currency,
      "",
      "",
      money(payout.amountMinor, payout.currency),
      "yes",
    ]),
    ...statement.totals.map((total) => [
      "Owed now",
      "",
      "",
      "",
      total.currency,
      "",
      "",
      money(total.owedMinor, total.currency),
      "",
    ]),
  ]);
}

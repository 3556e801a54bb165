import { type SQL, sql } from "drizzle-orm";
import { AGENCY_TIME_ZONE } from "~/domain/clock";
import {
  BOOKED_STAGES,
  DEFAULT_CURRENCY,
  type DealStage,
  OPEN_STAGES,
  REVENUE_MONTHS,
  type RevenueSummary,
  STAGE_PROBABILITY,
} from "~/domain/deals";
import { offsetOf } from "~/domain/paging";
import { type Db, queryRows } from "../../db/client";
import { deals, user } from "../../db/schema";

/*
 * Money at a glance (issue 19, item 5): every figure of the revenue page from ONE statement over the deals
 * (and the creators' names), per currency; amounts of different currencies are never added.
 *
 * - Months are counted on the agency's clock (its business time zone, content/contact.ts): a deal paid on
 *   the evening of 31 October in New York is October's, as the agency's books have it.
 * - Sums are exact: SUM of a bigint is a numeric in PostgreSQL, read as text and answered as the string of
 *   its integer, at any size (a currency's total may pass 2^53 minor units, where a number would round).
 * - The weighted forecast: Σ value × percent is summed exactly (in hundredths of a minor unit), then
 *   rounded half up ONCE to the minor unit with integer division, div(Σ + 50, 100). Each stage's figure is
 *   rounded the same way from its own exact sum, so the stages' figures may add up to a minor unit or so
 *   more or less than the total (never more than half a minor unit per stage), and the total is the exact
 *   forecast rounded, not the sum of rounded parts.
 */

const PAID: DealStage = "Paid";
const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  );
/** The stage table's probabilities as rows (stage, percent, position): never numbers of their own here. */
const probabilities = sql.join(
  OPEN_STAGES.map((stage, i) => sql`(${stage}::text, ${STAGE_PROBABILITY[stage]}::int, ${i}::int)`),
  sql`, `,
);

/** Which currencies: the one asked for (or the most booked), or all of them (the CSV). */
type Scope = { all: true } | { all: false; currency?: string; page: number; pageSize: number };

interface Row {
  kind: "currency" | "totals" | "stage" | "month" | "creator";
  currency: string;
  item: string | null;
  name: string | null;
  position: string;
  n: string | null;
  a: string | null;
  b: string | null;
  c: string | null;
  d: string | null;
  e: string | null;
  f: string | null;
  g: string | null;
}

function statement(scope: Scope): SQL {
  const all = scope.all;
  const currency = scope.all ? null : (scope.currency ?? null);
  const limit = scope.all ? null : scope.pageSize;
  const offset = scope.all ? 0 : offsetOf(scope);
  const tz = sql`${AGENCY_TIME_ZONE}::text`;
  const booked = list(BOOKED_STAGES);
  const paid = sql`${PAID}::text`;
  return sql`
    with probability(stage, percent, position) as (values ${probabilities}),
    clock as (
      select date_trunc('month', now() at time zone ${tz}) as this_month,
        date_trunc('year', now() at time zone ${tz}) as this_year
    ),
    months as (
      select generate_series(k.this_month - make_interval(months => ${REVENUE_MONTHS - 1}::int), k.this_month,
        interval '1 month') as month
      from clock k
    ),
    currencies as (
      select x.currency, count(*) as deals,
        coalesce(sum(x.value_minor) filter (where x.stage in (${booked})), 0) as booked
      from ${deals} x
      group by x.currency
    ),
    chosen as (
      select cu.currency from currencies cu where ${all}::boolean
      union all
      select coalesce(${currency}::text,
        (select cu.currency from currencies cu order by cu.booked desc, cu.deals desc, cu.currency limit 1),
        ${DEFAULT_CURRENCY}::text)
      where not ${all}::boolean
    ),
    d as (
      select x.currency, x.creator_id, x.stage, x.value_minor, x.commission_minor, x.payout_minor, p.percent,
        x.stage in (${booked}) as booked,
        x.contracted_at at time zone ${tz} as contracted_local,
        x.paid_at at time zone ${tz} as paid_local
      from ${deals} x
      left join probability p on p.stage = x.stage
      where x.currency in (select ch.currency from chosen ch)
    ),
    stage_rows as (
      select ch.currency, p.stage, p.percent, p.position, count(d.stage) as deals,
        coalesce(sum(d.value_minor), 0) as value,
        -- exact, in hundredths of a minor unit
        coalesce(sum(d.value_minor::numeric * p.percent), 0) as exact
      from chosen ch
      cross join probability p
      left join d on d.currency = ch.currency and d.stage = p.stage
      group by ch.currency, p.stage, p.percent, p.position
    ),
    booked_months as (
      select d.currency, date_trunc('month', d.contracted_local) as month, sum(d.value_minor) as value
      from d
      where d.booked and d.contracted_local >= (select min(m.month) from months m)
      group by 1, 2
    ),
    paid_months as (
      select d.currency, date_trunc('month', d.paid_local) as month, sum(d.value_minor) as value
      from d
      where d.stage = ${paid} and d.paid_local >= (select min(m.month) from months m)
      group by 1, 2
    ),
    creator_totals as (
      select d.currency, d.creator_id, count(*) as deals, sum(d.value_minor) as booked,
        coalesce(sum(d.value_minor) filter (where d.stage = ${paid}), 0) as paid,
        sum(d.commission_minor) as commission_booked,
        coalesce(sum(d.commission_minor) filter (where d.stage = ${paid}), 0) as commission_earned,
        coalesce(sum(d.payout_minor) filter (where d.stage = ${paid}), 0) as payout
      from d
      where d.booked
      group by d.currency, d.creator_id
    ),
    creator_rows as (
      select t.*, u.name,
        row_number() over (partition by t.currency order by t.booked desc, u.name, t.creator_id) as position
      from creator_totals t
      join ${user} u on u.id = t.creator_id
    ),
    totals as (
      select ch.currency, k.this_year,
        count(d.stage) filter (where d.percent is not null) as open_deals,
        coalesce(sum(d.value_minor) filter (where d.percent is not null), 0) as pipeline,
        coalesce(sum(d.value_minor) filter (where d.booked and d.contracted_local >= k.this_year
          and d.contracted_local < k.this_year + interval '1 year'), 0) as booked_year,
        coalesce(sum(d.value_minor) filter (where d.stage = ${paid} and d.paid_local >= k.this_year
          and d.paid_local < k.this_year + interval '1 year'), 0) as paid_year,
        coalesce(sum(d.commission_minor) filter (where d.booked), 0) as commission_booked,
        coalesce(sum(d.commission_minor) filter (where d.stage = ${paid}), 0) as commission_earned,
        coalesce(sum(d.commission_minor) filter (where d.stage = ${paid} and d.paid_local >= k.this_year
          and d.paid_local < k.this_year + interval '1 year'), 0) as commission_earned_year
      from chosen ch
      cross join clock k
      left join d on d.currency = ch.currency
      group by ch.currency, k.this_year
    )
    select 'currency' as kind, cu.currency, null::text as item, null::text as name, 0::text as position,
      cu.deals::text as n, cu.booked::text as a, null::text as b, null::text as c, null::text as d,
      null::text as e, null::text as f, null::text as g
    from currencies cu
    union all
    select 'totals', t.currency, to_char(t.this_year, 'YYYY'), null, 0::text, t.open_deals::text,
      t.pipeline::text, (select div(sum(s.exact) + 50, 100) from stage_rows s where s.currency = t.currency)::text,
      t.booked_year::text, t.paid_year::text, t.commission_booked::text, t.commission_earned::text,
      t.commission_earned_year::text
    from totals t
    union all
    select 'stage', s.currency, s.stage, null, s.position::text, s.deals::text, s.value::text,
      div(s.exact + 50, 100)::text, s.percent::text, null, null, null,
      (select count(*) from creator_totals t where t.currency = s.currency)::text
    from stage_rows s
    union all
    select 'month', ch.currency, to_char(m.month, 'YYYY-MM'), null, to_char(m.month, 'YYYYMM'), null,
      coalesce(b.value, 0)::text, coalesce(p.value, 0)::text, null, null, null, null, null
    from chosen ch
    cross join months m
    left join booked_months b on b.currency = ch.currency and b.month = m.month
    left join paid_months p on p.currency = ch.currency and p.month = m.month
    union all
    select 'creator', r.currency, r.creator_id, r.name, r.position::text, r.deals::text, r.booked::text,
      r.paid::text, r.commission_booked::text, r.commission_earned::text, r.payout::text, null, null
    from creator_rows r
    where r.position > ${offset}::bigint and (${limit}::bigint is null or r.position <= ${offset}::bigint + ${limit}::bigint)`;
}

/** A count the database made, as a number: exact, or refused. */
function int(value: string | null): number {
  const n = Number(value ?? "0");
  if (!Number.isSafeInteger(n)) throw new Error(`A revenue count is not a safe integer: ${value}`);
  return n;
}

/**
 * An amount the database summed, as the string of its integer: exact at any size (a currency's total
 * passes 2^53 minor units with 91 trillion-cent deals; a number would lose units there).
 */
const amount = (value: string | null) => BigInt(value ?? "0").toString();

function emptySummary(currency: string, scope: Scope): RevenueSummary {
  return {
    currency,
    currencies: [],
    timeZone: AGENCY_TIME_ZONE,
    year: 0,
    totals: {
      openDeals: 0,
      pipelineMinor: "0",
      weightedMinor: "0",
      bookedThisYearMinor: "0",
      paidThisYearMinor: "0",
      commissionBookedMinor: "0",
      commissionEarnedMinor: "0",
      commissionEarnedThisYearMinor: "0",
    },
    stages: [],
    months: [],
    creators: {
      items: [],
      total: 0,
      page: scope.all ? 1 : scope.page,
      pageSize: scope.all ? 0 : scope.pageSize,
    },
  };
}

/** The figures of each currency in `scope`, from one statement; currencies in the order of the switch. */
async function readRevenue(db: Db, scope: Scope): Promise<RevenueSummary[]> {
  const rows = await queryRows<Row>(db, statement(scope));
  const currencies = rows
    .filter((row) => row.kind === "currency")
    .map((row) => ({ currency: row.currency, deals: int(row.n), bookedMinor: amount(row.a) }))
    .sort((x, y) => {
      const booked = BigInt(y.bookedMinor) - BigInt(x.bookedMinor);
      return (
        (booked > 0n ? 1 : booked < 0n ? -1 : 0) || y.deals - x.deals || x.currency.localeCompare(y.currency)
      );
    });
  const byCurrency = new Map<string, RevenueSummary>();
  const of = (currency: string) => {
    let summary = byCurrency.get(currency);
    if (!summary) {
      summary = { ...emptySummary(currency, scope), currencies };
      byCurrency.set(currency, summary);
    }
    return summary;
  };
  const position = (row: Row) => Number(row.position);
  for (const row of [...rows].sort((x, y) => position(x) - position(y))) {
    if (row.kind === "currency") continue;
    const summary = of(row.currency);
    if (row.kind === "totals") {
      summary.year = Number(row.item);
      summary.totals = {
        openDeals: int(row.n),
        pipelineMinor: amount(row.a),
        weightedMinor: amount(row.b),
        bookedThisYearMinor: amount(row.c),
        paidThisYearMinor: amount(row.d),
        commissionBookedMinor: amount(row.e),
        commissionEarnedMinor: amount(row.f),
        commissionEarnedThisYearMinor: amount(row.g),
      };
    } else if (row.kind === "stage") {
      summary.stages.push({
        stage: row.item as (typeof OPEN_STAGES)[number],
        probability: int(row.c),
        deals: int(row.n),
        valueMinor: amount(row.a),
        weightedMinor: amount(row.b),
      });
      summary.creators.total = int(row.g);
    } else if (row.kind === "month") {
      summary.months.push({ month: row.item ?? "", bookedMinor: amount(row.a), paidMinor: amount(row.b) });
    } else {
      summary.creators.items.push({
        id: row.item ?? "",
        name: row.name ?? "",
        bookedDeals: int(row.n),
        bookedMinor: amount(row.a),
        paidMinor: amount(row.b),
        commissionBookedMinor: amount(row.c),
        commissionEarnedMinor: amount(row.d),
        payoutMinor: amount(row.e),
      });
    }
  }
  const order = new Map(currencies.map((c, i) => [c.currency, i]));
  return [...byCurrency.values()].sort(
    (x, y) => (order.get(x.currency) ?? Infinity) - (order.get(y.currency) ?? Infinity),
  );
}

/** The revenue page: one currency (asked for, or the most booked), with a page of its creators. */
export async function revenueSummary(
  db: Db,
  query: { currency?: string; page: number; pageSize: number },
): Promise<RevenueSummary> {
  const scope: Scope = { all: false, ...query };
  const [summary] = await readRevenue(db, scope);
  return summary ?? emptySummary(query.currency ?? DEFAULT_CURRENCY, scope);
}

/** Every currency's figures with all their creators (the CSV export). */
export const revenueOfEveryCurrency = (db: Db) => readRevenue(db, { all: true });

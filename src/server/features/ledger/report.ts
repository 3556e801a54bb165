import { sql } from "drizzle-orm";
import { AGENCY_TIME_ZONE } from "~/domain/clock";
import { moneyInputValue } from "~/domain/deals";
import { type LedgerReport, RECEIVABLE_AGES } from "~/domain/invoices";
import { type Db, queryRows } from "../../db/client";
import { dealSettlements, invoicePayments, invoices, user } from "../../db/schema";
import { type CsvCell, CsvNumber, toCsv } from "../../lib/csv";

/*
 * The revenue page's money loop (issue 38, item 4): every figure of a currency from ONE statement over the
 * invoices, their payments and the settled deals. Sums are numeric, read as text: exact at any size.
 * Receivables are aged by days since the invoice was issued; months are the agency's clock.
 */

interface Row {
  kind: "currency" | "receivable" | "month" | "split" | "manager";
  currency: string;
  item: string | null;
  name: string | null;
  a: string | null;
  b: string | null;
  c: string | null;
  d: string | null;
  e: string | null;
  f: string | null;
}

function statement(currency: string | null) {
  const tz = sql`${AGENCY_TIME_ZONE}::text`;
  return sql`
    with clock as (
      select (now() at time zone ${tz})::date as today, date_trunc('month', now() at time zone ${tz}) as this_month
    ),
    months as (
      select generate_series(k.this_month - interval '11 months', k.this_month, interval '1 month') as month
      from clock k
    ),
    currencies as (
      select x.currency, sum(x.n) as n from (
        select i.currency, count(*) as n from ${invoices} i where i.kind = 'invoice' and i.status <> 'Draft'
          group by i.currency
        union all
        select s.currency, 0 from ${dealSettlements} s group by s.currency
      ) x group by x.currency
    ),
    chosen as (
      select coalesce(${currency}::text,
        (select cu.currency from currencies cu order by cu.n desc, cu.currency limit 1), 'USD') as currency
    ),
    open_invoices as (
      select i.total_minor - i.paid_minor - i.credited_minor as due, i.due_date, k.today - i.issue_date as age,
        k.today
      from ${invoices} i cross join clock k
      where i.currency = (select currency from chosen) and i.kind = 'invoice'
        and i.status in ('Issued', 'Partially paid')
    ),
    received as (
      select date_trunc('month', p.paid_on::timestamp) as month, sum(p.amount_minor) as amount
      from ${invoicePayments} p join ${invoices} i on i.id = p.invoice_id
      where i.currency = (select currency from chosen)
      group by 1
    ),
    settled as (
      select * from ${dealSettlements} s where s.currency = (select currency from chosen)
    )
    select 'currency' as kind, cu.currency, null::text as item, null::text as name, cu.n::text as a,
      null::text as b, null::text as c, null::text as d, null::text as e, null::text as f
    from currencies cu
    union all
    select 'receivable', (select currency from chosen), null, null,
      coalesce(sum(o.due), 0)::text,
      coalesce(sum(o.due) filter (where o.due_date < o.today), 0)::text,
      coalesce(sum(o.due) filter (where o.age <= 30), 0)::text,
      coalesce(sum(o.due) filter (where o.age between 31 and 60), 0)::text,
      coalesce(sum(o.due) filter (where o.age between 61 and 90), 0)::text,
      coalesce(sum(o.due) filter (where o.age > 90), 0)::text
    from open_invoices o
    union all
    select 'month', (select currency from chosen), to_char(m.month, 'YYYY-MM'), null,
      coalesce(r.amount, 0)::text, null, null, null, null, null
    from months m left join received r on r.month = m.month
    union all
    select 'split', (select currency from chosen), null, null,
      coalesce(sum(s.agency_minor), 0)::text,
      coalesce(sum(s.creator_minor) filter (where s.creator_payout_id is null), 0)::text,
      coalesce(sum(s.manager_minor) filter (where s.manager_payout_id is null and s.manager_id is not null), 0)::text,
      null, null, null
    from settled s
    union all
    select 'manager', (select currency from chosen), s.manager_id, u.name, sum(s.manager_minor)::text,
      null, null, null, null, null
    from settled s join ${user} u on u.id = s.manager_id
    group by s.manager_id, u.name`;
}

const amount = (value: string | null) => BigInt(value ?? "0").toString();

export async function ledgerReport(db: Db, currency?: string): Promise<LedgerReport> {
  const rows = await queryRows<Row>(db, statement(currency ?? null));
  const currencies = rows
    .filter((row) => row.kind === "currency")
    .sort((x, y) => Number(y.a) - Number(x.a) || x.currency.localeCompare(y.currency))
    .map((row) => row.currency);
  const receivable = rows.find((row) => row.kind === "receivable");
  const split = rows.find((row) => row.kind === "split");
  const chosen = receivable?.currency ?? currency ?? "USD";
  return {
    currency: chosen,
    currencies,
    receivables: {
      issuedMinor: amount(receivable?.a ?? null),
      overdueMinor: amount(receivable?.b ?? null),
      ages: RECEIVABLE_AGES.map((age, i) => ({
        age,
        dueMinor: amount((receivable?.[(["c", "d", "e", "f"] as const)[i]!] as string | null) ?? null),
      })),
    },
    cash: rows
      .filter((row) => row.kind === "month")
      .sort((x, y) => (x.item ?? "").localeCompare(y.item ?? ""))
      .map((row) => ({ month: row.item ?? "", receivedMinor: amount(row.a) })),
    commission: {
      agencyMinor: amount(split?.a ?? null),
      managers: rows
        .filter((row) => row.kind === "manager")
        .sort((x, y) => {
          const more = BigInt(y.a ?? "0") - BigInt(x.a ?? "0");
          return more > 0n ? 1 : more < 0n ? -1 : (x.name ?? "").localeCompare(y.name ?? "");
        })
        .map((row) => ({ id: row.item ?? "", name: row.name ?? "", shareMinor: amount(row.a) })),
    },
    payable: { creatorsMinor: amount(split?.b ?? null), managersMinor: amount(split?.c ?? null) },
  };
}

/** Every currency's figures as one CSV table (a row a figure; amounts as exact decimals). */
export async function ledgerReportCsv(db: Db) {
  const first = await ledgerReport(db);
  const reports = [
    first,
    ...(await Promise.all(
      first.currencies.filter((c) => c !== first.currency).map((c) => ledgerReport(db, c)),
    )),
  ]
    .filter((report) => first.currencies.includes(report.currency))
    .sort((x, y) => x.currency.localeCompare(y.currency));
  const rows: CsvCell[][] = [["Section", "Currency", "Item", "Amount"]];
  for (const r of reports) {
    const money = (minor: string) => new CsvNumber(moneyInputValue(minor, r.currency));
    rows.push(
      ["Receivables", r.currency, "Issued", money(r.receivables.issuedMinor)],
      ["Receivables", r.currency, "Overdue", money(r.receivables.overdueMinor)],
      ...r.receivables.ages.map((a) => [
        "Receivables by age",
        r.currency,
        `${a.age} days`,
        money(a.dueMinor),
      ]),
      ...r.cash.map((m) => ["Cash received", r.currency, m.month, money(m.receivedMinor)]),
      ["Commission", r.currency, "Agency", money(r.commission.agencyMinor)],
      ...r.commission.managers.map((m) => ["Commission", r.currency, m.name, money(m.shareMinor)]),
      ["Payable", r.currency, "Creators", money(r.payable.creatorsMinor)],
      ["Payable", r.currency, "Managers", money(r.payable.managersMinor)],
    );
  }
  return toCsv(rows);
}

import { Download } from "lucide-react";
import { formatMoney } from "~/domain/deals";
import type { LedgerReport } from "~/domain/invoices";
import { QueryState } from "~/web/components/query-state";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { LEDGER_CSV_URL, useLedgerReport } from "./api";

function Figure({ label, minor, currency }: { label: string; minor: string; currency: string }) {
  return (
    <div className="grid gap-0.5 rounded-md border p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{formatMoney(minor, currency)}</dd>
    </div>
  );
}

function Report({ report }: { report: LedgerReport }) {
  const c = report.currency;
  return (
    <div className="grid gap-6">
      <section aria-label="Receivables" className="grid gap-2">
        <h3 className="text-sm font-semibold">Receivables</h3>
        <dl className="grid gap-2 sm:grid-cols-3 lg:grid-cols-6">
          <Figure label="Due on issued invoices" minor={report.receivables.issuedMinor} currency={c} />
          <Figure label="Overdue" minor={report.receivables.overdueMinor} currency={c} />
          {report.receivables.ages.map((age) => (
            <Figure key={age.age} label={`${age.age} days old`} minor={age.dueMinor} currency={c} />
          ))}
        </dl>
      </section>
      <section aria-label="Commission split" className="grid gap-2">
        <h3 className="text-sm font-semibold">Commission earned and payable</h3>
        <dl className="grid gap-2 sm:grid-cols-3">
          <Figure label="Agency's commission" minor={report.commission.agencyMinor} currency={c} />
          {report.commission.managers.map((manager) => (
            <Figure
              key={manager.id}
              label={`${manager.name}'s share`}
              minor={manager.shareMinor}
              currency={c}
            />
          ))}
          <Figure label="Payable to creators" minor={report.payable.creatorsMinor} currency={c} />
          <Figure label="Payable to managers" minor={report.payable.managersMinor} currency={c} />
        </dl>
      </section>
      <section aria-label="Cash received" className="grid gap-2">
        <h3 className="text-sm font-semibold">Cash received per month</h3>
        <ol className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4 lg:grid-cols-6">
          {report.cash.map((month) => (
            <li key={month.month} className="flex justify-between gap-2">
              <span className="text-muted-foreground">{month.month}</span>
              <span className="tabular-nums">{formatMoney(month.receivedMinor, c)}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** Issue 38: the money loop on the revenue page: receivables by age, cash, the commission's split, payable. */
export function MoneyLoopCard({ currency }: { currency: string }) {
  const report = useLedgerReport(currency);
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3 space-y-0">
        <div className="grid gap-1.5">
          <CardTitle>Invoices, cash and commission</CardTitle>
          <CardDescription>
            What brands owe, what came in, and how the commission of paid deals splits.
          </CardDescription>
        </div>
        <Button asChild size="sm" variant="outline">
          <a href={LEDGER_CSV_URL} download>
            <Download aria-hidden className="size-4" />
            Export money CSV
          </a>
        </Button>
      </CardHeader>
      <CardContent>
        <QueryState query={report} what="the invoices' figures">
          {(data) => <Report report={data} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

import { zodResolver } from "@hookform/resolvers/zod";
import { Download, Receipt } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { agencyDateNow } from "~/domain/clock";
import { formatMoney } from "~/domain/deals";
import { type PayoutForm, payoutFormSchema, type Statement } from "~/domain/invoices";
import { QueryState } from "~/web/components/query-state";
import { StatusBadge } from "~/web/components/status-badge";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/web/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/web/components/ui/dialog";
import { controlProps, FormField } from "~/web/components/ui/form-field";
import { Input } from "~/web/components/ui/input";
import { formatCalendarDate } from "~/web/lib/calendar-date";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { type StatementQuery, useRecordPayout, useStatement } from "./api";
import { PaymentFields } from "./payment-fields";

/** Record payout (managers): everything owed to the payee in one currency, on a date, by a method. */
function PayoutDialog({
  statement,
  currency,
  owedMinor,
}: {
  statement: Statement;
  currency: string;
  owedMinor: string;
}) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const record = useRecordPayout(failureToast("The payout was not recorded"));
  const form = useForm<PayoutForm, unknown, ReturnType<typeof payoutFormSchema.parse>>({
    resolver: zodResolver(payoutFormSchema),
    defaultValues: { paidOn: agencyDateNow(), method: "Bank transfer", reference: "" },
  });
  const errors = form.formState.errors;
  const amount = formatMoney(owedMinor, currency);
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      await record.mutateAsync({
        ...body,
        payeeId: statement.payee.id,
        role: statement.role,
        currency: currency as never,
        amountMinor: Number(owedMinor),
      });
      toast({ title: `Payout of ${amount} to ${statement.payee.name} recorded` });
      setOpen(false);
    } catch {
      // the mutation's meta says why (what is owed changed meanwhile: the statement refetches)
    }
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">Record payout of {amount}</Button>
      </DialogTrigger>
      <DialogContent>
        <form noValidate className="grid gap-4" onSubmit={onSubmit}>
          <DialogHeader>
            <DialogTitle className="wrap-anywhere">
              Pay {statement.payee.name} {amount}
            </DialogTitle>
            <DialogDescription>Everything owed in {currency}: its lines are marked paid.</DialogDescription>
          </DialogHeader>
          <PaymentFields id={id} register={(name) => form.register(name)} errors={errors} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" pending={record.isPending} pendingLabel="Recording">
              Record payout
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const exportUrl = (kind: "pdf" | "csv", query: StatementQuery, statement: Statement) => {
  const params = new URLSearchParams({ month: statement.month, role: statement.role });
  if (query.payeeId) params.set("payeeId", query.payeeId);
  return `/api/statements/${kind}?${params}`;
};

/**
 * A monthly statement: each deal its brand paid that month (gross, commission, net or the manager's share,
 * paid or owed), the payouts of the month, and per currency what was earned, paid out and is owed now; the
 * PDF and the CSV. Managers record a payout of what is owed.
 */
export function StatementView({
  query,
  canPay,
  title,
}: {
  query: StatementQuery;
  canPay: boolean;
  title: string;
}) {
  const [month, setMonth] = useState(query.month ?? agencyDateNow().slice(0, 7));
  const statement = useStatement({ ...query, month });
  const id = useId();
  return (
    <Card id="statement">
      <CardHeader className="flex-row flex-wrap items-end justify-between gap-3 space-y-0">
        <CardTitle className="min-w-0 wrap-anywhere">{title}</CardTitle>
        <FormField id={`${id}-month`} label="Month">
          <Input
            {...controlProps(`${id}-month`)}
            type="month"
            value={month}
            onChange={(event) => event.target.value && setMonth(event.target.value)}
            className="w-44"
          />
        </FormField>
      </CardHeader>
      <CardContent>
        <QueryState query={statement} what="the statement">
          {(data) => <StatementBody statement={data} query={query} canPay={canPay} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function StatementBody({
  statement,
  query,
  canPay,
}: {
  statement: Statement;
  query: StatementQuery;
  canPay: boolean;
}) {
  const amountLabel = statement.role === "creator" ? "Net to you" : "Manager's share";
  return (
    <div className="grid gap-6">
      <section aria-label="Totals" className="grid gap-3 sm:grid-cols-3">
        {statement.totals.length === 0 && (
          <p className="text-sm text-muted-foreground">Nothing earned or owed yet.</p>
        )}
        {statement.totals.map((total) => (
          <div
            key={total.currency}
            className="grid gap-2 rounded-md border p-3"
            data-currency={total.currency}
          >
            <dl className="grid gap-1">
              <dt className="text-sm text-muted-foreground">Owed now ({total.currency})</dt>
              <dd className="text-2xl font-semibold tabular-nums">
                {formatMoney(total.owedMinor, total.currency)}
              </dd>
              <dt className="sr-only">This month</dt>
              <dd className="text-xs text-muted-foreground">
                Earned this month {formatMoney(total.earnedMinor, total.currency)} · paid out{" "}
                {formatMoney(total.paidOutMinor, total.currency)}
              </dd>
            </dl>
            {canPay && total.owedMinor !== "0" && (
              <PayoutDialog statement={statement} currency={total.currency} owedMinor={total.owedMinor} />
            )}
          </div>
        ))}
      </section>
      {statement.lines.length === 0 ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Receipt aria-hidden className="size-4" /> No deal was paid by its brand in {statement.month}.
        </p>
      ) : (
        <ul aria-label={`Deals paid in ${statement.month}`} className="grid gap-2">
          {statement.lines.map((line) => (
            <li key={`${line.dealId}-${line.settledAt}`} className="rounded-md border p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="min-w-0 wrap-anywhere">
                  <span className="font-medium">{line.dealTitle}</span>{" "}
                  <span className="text-xs text-muted-foreground">{line.brandName}</span>
                </p>
                <StatusBadge status={line.paid ? "Paid" : "Owed"} />
              </div>
              <dl className="mt-2 grid grid-cols-3 gap-2 text-sm">
                {(
                  [
                    ["Gross", line.grossMinor],
                    ["Commission", line.commissionMinor],
                    [amountLabel, line.amountMinor],
                  ] as const
                ).map(([label, amount]) => (
                  <div key={label}>
                    <dt className="text-xs text-muted-foreground">{label}</dt>
                    <dd className="tabular-nums">{formatMoney(amount, line.currency)}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
      <section aria-label="Payouts" className="grid gap-2">
        <h3 className="text-sm font-semibold">Payouts in {statement.month}</h3>
        {statement.payouts.length === 0 ? (
          <p className="text-sm text-muted-foreground">No payout this month.</p>
        ) : (
          <ul className="grid gap-1 text-sm">
            {statement.payouts.map((payout) => (
              <li key={payout.id}>
                {formatCalendarDate(payout.paidOn)}: {formatMoney(payout.amountMinor, payout.currency)} by{" "}
                {payout.method}
                {payout.reference ? ` (${payout.reference})` : ""}
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <a href={exportUrl("pdf", query, statement)} download>
            <Download aria-hidden className="size-4" />
            Statement PDF
          </a>
        </Button>
        <Button asChild size="sm" variant="outline">
          <a href={exportUrl("csv", query, statement)} download>
            <Download aria-hidden className="size-4" />
            Statement CSV
          </a>
        </Button>
      </div>
    </div>
  );
}

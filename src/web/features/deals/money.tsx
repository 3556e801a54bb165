import { formatMoney, type MoneyTotal } from "~/domain/deals";
import { cn } from "~/web/lib/utils";

/** Totals in several currencies, each on its own (never added across currencies): "$1,200.00 · ¥5,000". */
export function Totals({ totals, className }: { totals: readonly MoneyTotal[]; className?: string }) {
  if (totals.length === 0) return <span className={cn("text-muted-foreground", className)}>—</span>;
  return (
    <span className={cn("tabular-nums", className)}>
      {totals.map((t) => formatMoney(t.valueMinor, t.currency)).join(" · ")}
    </span>
  );
}

/** An amount in minor units of its currency, as people read it. */
export function Money({
  minor,
  currency,
  className,
}: {
  minor: number;
  currency: string;
  className?: string;
}) {
  return <span className={cn("tabular-nums", className)}>{formatMoney(minor, currency)}</span>;
}

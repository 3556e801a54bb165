import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { DELIVERABLE_KIND_LABEL, formatMoney } from "~/domain/deals";
import { QueryState } from "~/web/components/query-state";
import { useCurrentUser } from "~/web/components/session-guard";
import { Button } from "~/web/components/ui/button";
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "~/web/components/ui/card";
import { Skeleton } from "~/web/components/ui/skeleton";
import { DueDate, useCreatorDealSummary, useCreatorDealsLive } from "~/web/features/deals";

/** The creator home's brand deals card: the next due deliverable and this month's payouts, live. */
export function DealsCard() {
  const user = useCurrentUser();
  const summary = useCreatorDealSummary();
  useCreatorDealsLive(user.id);
  return (
    <Card role="region" aria-labelledby="deals-card-title" className="min-w-0">
      <CardHeader>
        <CardTitle id="deals-card-title" className="text-base">
          Brand deals
        </CardTitle>
        <CardDescription>What is due next, and what you were paid this month.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={summary} what="your deals" skeleton={<Skeleton className="h-24" />}>
          {({ nextDeliverable: next, overdueCount, payoutsThisMonth }) => (
            <dl className="grid gap-4 text-sm">
              <div className="grid gap-1">
                <dt className="text-muted-foreground">Next deliverable</dt>
                <dd data-next-deliverable>
                  {next ? (
                    <span className="grid gap-0.5">
                      <span className="font-medium wrap-anywhere">
                        {DELIVERABLE_KIND_LABEL[next.kind]} on {next.platform}
                      </span>
                      <span className="text-muted-foreground wrap-anywhere">
                        {next.dealTitle} · {next.brandName}
                      </span>
                      <span className="tabular-nums">
                        Due <DueDate value={next.dueDate} overdue={next.overdue} />
                      </span>
                    </span>
                  ) : (
                    "Nothing due. You are all caught up."
                  )}
                </dd>
              </div>
              {overdueCount > 0 && (
                <div className="grid gap-1">
                  <dt className="text-muted-foreground">Overdue</dt>
                  <dd className="font-medium text-destructive tabular-nums">
                    {overdueCount === 1 ? "1 deliverable" : `${overdueCount} deliverables`}
                  </dd>
                </div>
              )}
              <div className="grid gap-1">
                <dt className="text-muted-foreground">Payouts this month</dt>
                <dd className="text-lg font-semibold tabular-nums" data-payouts>
                  {payoutsThisMonth.length === 0
                    ? "None yet"
                    : payoutsThisMonth.map((p) => formatMoney(p.payoutMinor, p.currency)).join(" + ")}
                </dd>
              </div>
            </dl>
          )}
        </QueryState>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" size="sm">
          <Link to="/creator-dashboard/deals">
            View your deals
            <ArrowRight aria-hidden className="size-4" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

import { ArrowRight, TrendingUp, Upload } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { messages } from "~/domain/messages";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/web/components/ui/card";
import { Skeleton } from "~/web/components/ui/skeleton";
import { useOverview } from "~/web/features/performance/api";
import { ChangeText } from "~/web/features/performance/change-text";
import { changeOf, formatCount, formatSigned } from "~/web/features/performance/format";

const PERFORMANCE_PATH = "/creator-dashboard/performance";

/**
 * The creator home's Overall Performance card (spec section 2): the last 28 days' views and net subscribers
 * across the creator's channels, with the change against the 28 days before. Before the first import it is
 * the spec's placeholder, 'awaiting data', with the way to import.
 */
export function OverallPerformanceCard() {
  const headingId = useId();
  const overview = useOverview();
  const data = overview.data;
  return (
    <section aria-labelledby={headingId} className="h-full">
      <Card className="flex h-full flex-col">
        <CardHeader className="flex-row items-center justify-between gap-2 space-y-0 pb-2">
          <CardTitle id={headingId} className="text-sm font-medium">
            Overall Performance
          </CardTitle>
          <TrendingUp aria-hidden className="size-4 text-muted-foreground" />
        </CardHeader>
        <CardContent className="grid flex-1 content-between gap-3">
          {data === undefined ? (
            overview.isError ? (
              <p className="text-sm text-muted-foreground">
                Could not load your figures.{" "}
                <button
                  type="button"
                  className="font-medium text-primary underline"
                  onClick={() => overview.refetch()}
                >
                  Try again
                </button>
              </p>
            ) : (
              <div role="status" aria-label="Loading your figures" className="grid gap-2">
                <Skeleton className="h-7 w-24" />
                <Skeleton className="h-4 w-32" />
              </div>
            )
          ) : data.hasData ? (
            <>
              <dl className="grid grid-cols-2 gap-3">
                <div>
                  <dt className="text-xs text-muted-foreground">Views, last 28 days</dt>
                  <dd className="text-2xl font-semibold tabular-nums">{formatCount(data.views)}</dd>
                  <dd>
                    <ChangeText change={changeOf(data.views, data.previousViews, data)} className="text-xs" />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-muted-foreground">Net subscribers</dt>
                  <dd className="text-2xl font-semibold tabular-nums">{formatSigned(data.netSubscribers)}</dd>
                  <dd>
                    <ChangeText
                      change={changeOf(data.netSubscribers, data.previousNetSubscribers, data)}
                      className="text-xs"
                    />
                  </dd>
                </div>
              </dl>
              <Link
                to={PERFORMANCE_PATH}
                className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
              >
                View performance
                <ArrowRight aria-hidden className="size-4" />
              </Link>
            </>
          ) : (
            <>
              <div>
                <p className="text-2xl font-semibold">—</p>
                <p className="text-sm text-muted-foreground">{messages.performance.awaitingData}</p>
              </div>
              <Button asChild variant="outline" size="sm" className="justify-self-start">
                <Link to={`${PERFORMANCE_PATH}#import`}>
                  <Upload aria-hidden className="size-4" />
                  Import
                </Link>
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}

import { ArrowRight, RotateCw, TrendingUp, Upload } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { messages } from "~/domain/messages";
import { Button } from "~/web/components/ui/button";
import { Skeleton } from "~/web/components/ui/skeleton";
import { ChangeText, changeOf, formatCount, formatSigned, useOverview } from "~/web/features/performance";
import { StatFrame } from "./stat-card";

const PERFORMANCE_PATH = "/creator-dashboard/performance";

/** A figure of the card: its label, the number, and the change (or what stands for it). */
function Figure({ label, value, change }: { label: string; value: ReactNode; change: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
      <dd className="text-xs">{change}</dd>
    </div>
  );
}

/**
 * The creator home's Overall Performance card (spec section 2): the last 28 days' views and net subscribers
 * across the creator's channels, with the change against the 28 days before. Before the first import it is
 * the spec's placeholder, 'awaiting data', with the way to import. Every state (loading, failed, awaiting,
 * figures) has the same two rows, the figures and an action, of the same height: nothing moves on arrival.
 */
export function OverallPerformanceCard() {
  const headingId = useId();
  const overview = useOverview();
  const data = overview.data;
  let figures: ReactNode;
  let action: ReactNode;
  if (data === undefined && overview.isError) {
    figures = <p className="text-sm text-muted-foreground">Could not load your figures.</p>;
    action = (
      <Button variant="outline" size="sm" onClick={() => overview.refetch()}>
        <RotateCw aria-hidden className="size-4" />
        Try again
      </Button>
    );
  } else if (data === undefined) {
    figures = (
      <div role="status" aria-label="Loading your figures" className="grid content-start gap-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-8 w-20" />
      </div>
    );
    action = <Skeleton className="h-8 w-24" />;
  } else if (data.hasData) {
    figures = (
      <dl className="grid grid-cols-2 gap-3">
        <Figure
          label="Views, last 28 days"
          value={formatCount(data.views)}
          change={<ChangeText change={changeOf(data.views, data.previousViews, data)} className="text-xs" />}
        />
        <Figure
          label="Net subscribers"
          value={formatSigned(data.netSubscribers)}
          change={
            <ChangeText
              change={changeOf(data.netSubscribers, data.previousNetSubscribers, data)}
              className="text-xs"
            />
          }
        />
      </dl>
    );
    action = (
      <Link
        to={PERFORMANCE_PATH}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        View performance
        <ArrowRight aria-hidden className="size-4" />
      </Link>
    );
  } else {
    figures = (
      <dl>
        <Figure
          label="Views, last 28 days"
          value="—"
          change={<span className="text-muted-foreground">{messages.performance.awaitingData}</span>}
        />
      </dl>
    );
    action = (
      <Button asChild variant="outline" size="sm">
        <Link to={`${PERFORMANCE_PATH}#import`}>
          <Upload aria-hidden className="size-4" />
          Import
        </Link>
      </Button>
    );
  }
  return (
    <StatFrame
      role="region"
      aria-labelledby={headingId}
      titleId={headingId}
      title="Overall Performance"
      icon={TrendingUp}
      className="h-full"
    >
      <div className="grid flex-1 grid-rows-[minmax(4rem,1fr)_auto] gap-3">
        {figures}
        <div className="flex h-8 items-center">{action}</div>
      </div>
    </StatFrame>
  );
}

import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Card } from "~/web/components/ui/card";
import { Skeleton } from "~/web/components/ui/skeleton";
import { cn } from "~/web/lib/utils";

/** The frame all four stat cards of the creator home share: the title and its icon, then the figures. */
export function StatFrame({
  title,
  titleId,
  icon: Icon,
  className,
  children,
  ...props
}: ComponentProps<"div"> & { title: string; titleId?: string; icon: LucideIcon }) {
  return (
    <Card className={cn("flex flex-col gap-2 p-5", className)} {...props}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={titleId} className="text-sm font-medium text-muted-foreground">
          {title}
        </h2>
        <Icon aria-hidden className="size-4 text-muted-foreground" />
      </div>
      {children}
    </Card>
  );
}

/** One of the stat cards of the creator home: a title, a figure and one line under it. */
export function StatCard({
  title,
  icon,
  value,
  note,
  loading = false,
}: {
  title: string;
  icon: LucideIcon;
  value: ReactNode;
  note: ReactNode;
  loading?: boolean;
}) {
  return (
    <StatFrame role="group" aria-label={title} title={title} icon={icon}>
      {/* the skeleton is the figure's height: nothing moves when the count arrives */}
      {loading ? (
        <Skeleton className="h-8 w-12" />
      ) : (
        <p className="text-2xl font-semibold tabular-nums">{value}</p>
      )}
      <p className="text-xs text-muted-foreground">{note}</p>
    </StatFrame>
  );
}

import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "~/web/components/ui/card";
import { Skeleton } from "~/web/components/ui/skeleton";

/** One of the four stat cards of the creator home: a title, a figure and one line under it. */
export function StatCard({
  title,
  icon: Icon,
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
    <Card role="group" aria-label={title} className="flex flex-col gap-2 p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <Icon aria-hidden className="size-4 text-muted-foreground" />
      </div>
      {loading ? (
        <Skeleton className="h-8 w-12" />
      ) : (
        <p className="text-2xl font-semibold tabular-nums">{value}</p>
      )}
      <p className="text-xs text-muted-foreground">{note}</p>
    </Card>
  );
}

import { clsx } from "clsx";
import { formatCount, formatHours, formatSigned } from "~/web/lib/figures";

/**
 * Three of a channel's figures side by side (views, watch hours, net subscribers), as a document shows them to
 * a brand: the media kit's periods and the campaign report's deliverables. Tight on paper.
 */
export function FigureRow({
  figures,
  className,
}: {
  figures: { views: number; watchHours: number; netSubscribers: number };
  className?: string;
}) {
  return (
    <dl className={clsx("grid grid-cols-3 gap-2 tabular-nums print:gap-1", className)}>
      {(
        [
          ["Views", formatCount(figures.views)],
          ["Watch hours", formatHours(figures.watchHours)],
          ["Net subscribers", formatSigned(figures.netSubscribers)],
        ] as const
      ).map(([name, value]) => (
        <div key={name} className="min-w-0">
          <dt className="text-xs text-muted-foreground print:leading-tight">{name}</dt>
          <dd className="truncate text-lg font-semibold print:text-sm print:leading-tight">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

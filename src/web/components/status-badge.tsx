import { clsx } from "clsx";
import { CheckCircle2, CircleDashed, CircleDot, CircleSlash, CircleX, type LucideIcon } from "lucide-react";
import { type StatusGroup, statusGroup } from "~/domain/statuses";

/* One look per status group for the whole app; the icon and the text mean colour is never the only signal.
   Text colours are the 800 shades on 100 backgrounds: at least 4.5:1. Plain clsx, not cn(): a brand's public
   report shows badges without tailwind-merge's 8 KB gzip (a caller's classes add to these, never replace). */
const looks: Record<StatusGroup | "unknown", { className: string; icon: LucideIcon }> = {
  waiting: { className: "bg-amber-100 text-amber-800 ring-amber-600/20", icon: CircleDashed },
  active: { className: "bg-blue-100 text-blue-800 ring-blue-600/20", icon: CircleDot },
  done: { className: "bg-green-100 text-green-800 ring-green-600/20", icon: CheckCircle2 },
  closed: { className: "bg-zinc-100 text-zinc-700 ring-zinc-500/20", icon: CircleSlash },
  failed: { className: "bg-red-100 text-red-800 ring-red-600/20", icon: CircleX },
  unknown: { className: "bg-zinc-100 text-zinc-700 ring-zinc-500/20", icon: CircleDot },
};

/** A record's status, coloured by its group (src/domain/statuses.ts), with its text always shown. */
export function StatusBadge({ status, className }: { status: string; className?: string }) {
  const group = statusGroup(status) ?? "unknown";
  const { className: look, icon: Icon } = looks[group];
  return (
    <span
      data-status-group={group}
      className={clsx(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        look,
        className,
      )}
    >
      <Icon aria-hidden className="size-3.5" />
      {status}
    </span>
  );
}

import { ArrowDownRight, ArrowUpRight, Minus } from "lucide-react";
import { cn } from "~/web/lib/utils";
import type { Change } from "./format";

/** A change against the previous period: an arrow, the words, and a colour (never the only signal). */
export function ChangeText({ change, className }: { change: Change; className?: string }) {
  const Icon =
    change.direction === "up" ? ArrowUpRight : change.direction === "down" ? ArrowDownRight : Minus;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 text-sm tabular-nums",
        change.direction === "up" && "text-emerald-700 dark:text-emerald-400",
        change.direction === "down" && "text-red-700 dark:text-red-400",
        (change.direction === "flat" || change.direction === "none") && "text-muted-foreground",
        className,
      )}
    >
      <Icon aria-hidden className="size-4" />
      {change.text}
    </span>
  );
}

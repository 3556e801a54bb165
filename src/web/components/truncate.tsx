import { cn } from "~/web/lib/utils";

/* One line cut with an ellipsis, never broken mid-word; or a few lines, broken inside a word if need be. */
const CUT = {
  1: "block truncate",
  2: "line-clamp-2 wrap-anywhere",
  3: "line-clamp-3 wrap-anywhere",
} as const;

/**
 * Text that may be too long for its box: an email address on one line, cut with an ellipsis; with `lines`,
 * a record's name wrapped and cut after that many lines. The full value stays in the page for screen readers
 * and shows on hover (and in the record's details).
 */
export function Truncate({
  text,
  className,
  lines = 1,
}: {
  text: string;
  className?: string;
  lines?: keyof typeof CUT;
}) {
  return (
    <span title={text} className={cn("min-w-0", CUT[lines], className)}>
      {text}
    </span>
  );
}

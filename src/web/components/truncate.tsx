import { cn } from "~/web/lib/utils";

/**
 * One line of text that may be too long for its box (an email address): cut with an ellipsis, never broken
 * mid-word. The full value stays in the page for screen readers and shows on hover.
 */
export function Truncate({ text, className }: { text: string; className?: string }) {
  return (
    <span title={text} className={cn("block min-w-0 truncate", className)}>
      {text}
    </span>
  );
}

import { cn } from "~/web/lib/utils";

/** A spinning ring; announced as a status so screen readers hear that something is loading. */
export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <span
        className={cn(
          "size-5 animate-spin rounded-full border-2 border-current border-t-transparent",
          className,
        )}
      />
    </span>
  );
}

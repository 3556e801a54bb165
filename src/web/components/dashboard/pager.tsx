import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "~/web/components/ui/button";
import { cn } from "~/web/lib/utils";

/** Previous / Next through the server's pages, with where the reader is. */
export function Pager({
  label,
  page,
  pages,
  onPage,
  summary,
  className,
}: {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** Said beside "Page n of m", e.g. the total. */
  summary?: ReactNode;
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn("flex items-center justify-between gap-2", className)}>
      <p className="text-sm text-muted-foreground tabular-nums">
        Page {page} of {pages}
        {summary && <> · {summary}</>}
      </p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <ChevronLeft aria-hidden className="size-4" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden className="size-4" />
        </Button>
      </div>
    </nav>
  );
}

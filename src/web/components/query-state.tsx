import { AlertTriangle, type LucideIcon, RotateCw } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "~/web/components/ui/button";
import { Skeleton } from "~/web/components/ui/skeleton";
import { apiErrorMessage } from "~/web/lib/api-error-toast";
import { cn } from "~/web/lib/utils";

/** What QueryState needs of a query (TanStack Query's result fits). */
interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  error: unknown;
  refetch: () => unknown;
}

interface EmptyProps {
  icon: LucideIcon;
  /** One sentence, in the spec's words where it has them ('All Caught Up!'). */
  title: string;
  description?: ReactNode;
  /** The action that fills the view ("Request a script"). */
  action?: ReactNode;
}

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** What is being loaded, in plain words: "users" gives "Could not load users". */
  what: string;
  skeleton?: ReactNode;
  isEmpty?: (data: T) => boolean;
  empty?: EmptyProps;
  children: (data: T) => ReactNode;
  className?: string;
}

/**
 * The four states of every data view (ui-guide): a skeleton in the shape of the content while the first load
 * runs, an inline error where the data would be (what failed, why, and 'Try again'), the empty state (icon,
 * sentence, action), and the data. Old data stays on screen while it is refetched; a failed refetch keeps it
 * and says so above it.
 */
/** The user timing of the first list (or its empty state) a page shows (read by scripts/bench-web.ts). */
const FIRST_LIST_MARK = "creatordesk:first-list";

export function QueryState<T>({
  query,
  what,
  skeleton = <ListSkeleton />,
  isEmpty,
  empty,
  children,
  className,
}: QueryStateProps<T>) {
  const { data, isPending, isError, isFetching = false, error, refetch } = query;
  const container = useRef<HTMLDivElement>(null);
  const retried = useRef(false);
  const retry = () => {
    retried.current = true;
    void refetch();
  };
  // the first list a page shows, as a user timing (bench:web reads it: time to the first list)
  const shown = data !== undefined;
  useEffect(() => {
    if (shown && !performance.getEntriesByName(FIRST_LIST_MARK).length) performance.mark(FIRST_LIST_MARK);
  }, [shown]);
  // 'Try again' disappears with the error; focus moves to the data it brought instead of the page body.
  useEffect(() => {
    if (!isError && !isFetching && retried.current) {
      retried.current = false;
      container.current?.focus();
    }
  }, [isError, isFetching]);
  let body: ReactNode;
  if (data === undefined) {
    body =
      isError && !isPending ? (
        <ErrorState title={`Could not load ${what}`} error={error} onRetry={retry} retrying={isFetching} />
      ) : (
        <div role="status" aria-label={`Loading ${what}`}>
          {skeleton}
        </div>
      );
  } else if (empty && isEmpty?.(data)) {
    body = <EmptyState {...empty} />;
  } else {
    body = children(data);
  }
  return (
    <div
      ref={container}
      tabIndex={-1}
      aria-busy={isFetching}
      className={cn("min-w-0 rounded-md focus:outline-none", className)}
    >
      {isError && data !== undefined && (
        <ErrorState
          compact
          title={`Could not refresh ${what}`}
          error={error}
          onRetry={retry}
          retrying={isFetching}
        />
      )}
      {body}
    </div>
  );
}

/** An inline failure: what failed, the reason in a person's words, and a 'Try again' that keeps focus. */
function ErrorState({
  title,
  description,
  error,
  onRetry,
  retrying = false,
  compact = false,
}: {
  title: string;
  description?: ReactNode;
  error?: unknown;
  onRetry: () => void;
  retrying?: boolean;
  compact?: boolean;
}) {
  return (
    <div
      role="alert"
      className={cn(
        "flex gap-3 rounded-lg border border-destructive/30 bg-destructive/5 text-sm",
        compact ? "mb-4 items-center p-3" : "flex-col items-center px-6 py-10 text-center",
      )}
    >
      <AlertTriangle aria-hidden className={cn("shrink-0 text-destructive", compact ? "size-4" : "size-6")} />
      <div className={cn("min-w-0", compact && "flex-1")}>
        <p className="font-medium text-foreground">{title}</p>
        <p className="mt-1 text-muted-foreground">{description ?? apiErrorMessage(error)}</p>
      </div>
      <Button
        variant="outline"
        size={compact ? "sm" : "default"}
        onClick={onRetry}
        pending={retrying}
        pendingLabel="Trying again"
        className={compact ? undefined : "mt-2"}
      >
        {!retrying && <RotateCw aria-hidden className="size-4" />}
        Try again
      </Button>
    </div>
  );
}

/** Nothing to show yet: an icon, one sentence and the action that fills the view. */
function EmptyState({ icon: Icon, title, description, action }: EmptyProps) {
  return (
    <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
      <span className="mb-1 flex size-11 items-center justify-center rounded-full bg-accent text-primary">
        <Icon aria-hidden className="size-5" />
      </span>
      <p className="font-medium">{title}</p>
      {description && <p className="max-w-sm text-sm text-muted-foreground">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

/** Rows of a list loading: a round avatar and two lines each. */
function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <ul className="divide-y">
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className="flex items-center gap-3 py-3">
          <Skeleton className="size-8 shrink-0 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-3.5 w-2/5" />
            <Skeleton className="h-3 w-1/4" />
          </div>
          <Skeleton className="h-8 w-24" />
        </li>
      ))}
    </ul>
  );
}

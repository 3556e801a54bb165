import { LinkIcon, RotateCw } from "lucide-react";
import { ReportFrame } from "./report-document";

/* The report's other states (issue 36, item 4): loading, a dead link, and a read that failed. */

/** A grey block where the report will be: Skeleton's look, without its cn() (tailwind-merge) on this page. */
const Block = ({ className }: { className: string }) => (
  <div aria-hidden className={`rounded-md bg-foreground/10 motion-safe:animate-pulse ${className}`} />
);

/** While the report is read: its shape (the title, the three figures, two cards). */
export function ReportSkeleton() {
  return (
    <ReportFrame>
      <div role="status" aria-label="Loading the report" className="grid gap-8">
        <div className="grid gap-2">
          <Block className="h-4 w-32" />
          <Block className="h-9 w-3/4" />
          <Block className="h-5 w-1/2" />
        </div>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Block key={i} className="h-20" />
          ))}
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          {[0, 1].map((i) => (
            <Block key={i} className="h-44" />
          ))}
        </div>
      </div>
    </ReportFrame>
  );
}

/** An unknown, expired or revoked link: the server's one message, whatever the cause. */
export function ReportGone({ message }: { message: string }) {
  return (
    <ReportFrame>
      <section className="mx-auto grid max-w-xl justify-items-center gap-4 py-16 text-center">
        <LinkIcon aria-hidden className="size-8 text-muted-foreground" />
        <h1 className="text-2xl font-bold tracking-tight">{message}</h1>
        <p className="text-muted-foreground">
          Links to a campaign report stop working when they expire or when the agency replaces them.
        </p>
      </section>
    </ReportFrame>
  );
}

/** The read failed (the network, the server, too many requests): what happened, and Try again. */
export function ReportFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <ReportFrame>
      <section role="alert" className="mx-auto grid max-w-xl justify-items-center gap-4 py-16 text-center">
        <h1 className="text-2xl font-bold tracking-tight">The report could not be loaded</h1>
        <p className="text-muted-foreground">{message}</p>
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex min-h-11 items-center gap-2 rounded-md bg-primary px-4 text-sm font-medium text-primary-foreground hover:bg-primary/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <RotateCw aria-hidden className="size-4" />
          Try again
        </button>
      </section>
    </ReportFrame>
  );
}

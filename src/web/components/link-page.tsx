import type { ReactNode } from "react";

/*
 * The page around what a link opens without an account (issue 36's brand review, issue 37's signing): the
 * agency's name, then the content; and its loading state while the link's loader reads. No dashboard, no
 * site frame, nothing else loaded (the review's page weight is budgeted: bench:web).
 */
export function LinkPageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-muted/30">
      <header className="border-b bg-background">
        <p className="mx-auto max-w-6xl px-4 py-3 text-lg font-bold tracking-tight">CreatorDesk</p>
      </header>
      <main id="main" className="mx-auto grid max-w-6xl gap-6 px-4 py-6">
        {children}
      </main>
    </div>
  );
}

/** The frame with a title's and a body's placeholders, announced as `label`. */
export function LinkPageLoading({ label, body }: { label: string; body: string }) {
  return (
    <LinkPageFrame>
      <div className="grid gap-4" role="status" aria-label={label}>
        <div className="h-8 w-2/3 animate-pulse rounded-md bg-muted" />
        <div className={`${body} w-full animate-pulse rounded-md bg-muted`} />
      </div>
    </LinkPageFrame>
  );
}

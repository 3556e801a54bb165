import { Component, type ReactNode } from "react";
import { isChunkLoadError } from "~/web/lib/chunk-load";

/**
 * What a person sees when part of the app could not be downloaded even after a retry and a reload: what
 * happened in plain words and a Reload button. Plain elements and classes only: it must render even when
 * the code of the rest failed to arrive.
 */
export function LoadFailed({ compact = false }: { compact?: boolean }) {
  const Heading = compact ? "h2" : "h1";
  return (
    <div
      role="alert"
      className={
        compact
          ? "rounded-xl border border-border bg-muted p-6 text-center"
          : "mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-6 py-16 text-center"
      }
    >
      <Heading className={compact ? "text-lg font-semibold" : "text-2xl font-semibold tracking-tight"}>
        This page could not be loaded
      </Heading>
      <p className="mt-3 text-muted-foreground">
        CreatorDesk may have been updated since this tab was opened, or the connection dropped. Reloading
        usually fixes it.
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-6 inline-flex h-10 items-center rounded-lg bg-primary px-4 text-sm font-semibold text-primary-foreground hover:bg-primary/90"
      >
        Reload
      </button>
    </div>
  );
}

/** Around lazily loaded parts of a page: their load failure becomes LoadFailed in place, not a broken page. */
export class ChunkBoundary extends Component<
  { children: ReactNode; fallback?: ReactNode },
  { failed: boolean; error?: unknown }
> {
  override state: { failed: boolean; error?: unknown } = { failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { failed: true, error };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // Anything else is not ours to soften: the route's error boundary shows it.
    if (!isChunkLoadError(this.state.error)) throw this.state.error;
    return this.props.fallback ?? <LoadFailed compact />;
  }
}

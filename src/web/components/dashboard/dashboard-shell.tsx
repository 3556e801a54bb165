import type { ReactNode } from "react";
import { BrandLogo } from "~/web/components/public/brand-logo";

/**
 * The dashboard's frame before anything is known: the header's bar with the brand, and the page below it.
 * What the app's first HTML paints (root.tsx's HydrateFallback) and what the session guard shows while it
 * asks the server, so the dashboard's shape is on screen at once and does not move when the session comes.
 */
export function DashboardShell({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-muted/40">
      <header className="sticky top-0 z-40 border-b bg-background/95">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
          <BrandLogo />
        </div>
      </header>
      <main
        id="main"
        className="mx-auto flex w-full max-w-7xl flex-1 flex-col items-center justify-center gap-4 px-4 py-8 text-center text-primary sm:px-6 lg:px-8"
      >
        {children}
      </main>
    </div>
  );
}

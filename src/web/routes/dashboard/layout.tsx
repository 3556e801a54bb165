import { QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { Outlet } from "react-router";
import { DashboardHeader } from "~/web/components/dashboard/dashboard-header";
import { SkipLink } from "~/web/components/skip-link";
import { SessionGuard } from "~/web/features/auth/session-guard";
import { useFocusKeeper } from "~/web/lib/focus-keeper";
import { makeQueryClient } from "~/web/lib/query-client";

export function meta() {
  return [{ title: "Dashboard | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

/**
 * Every private area, on one content width (72rem, the header's too), so switching pages never moves
 * anything. TanStack Query lives here, not in the root, so the public pages never download it (bundle
 * budget). The session guard shows a spinner, then the dashboard or a redirect to /login. Focus that would
 * drop to the page body after an action goes to the row that changed (lib/focus-keeper.ts).
 */
export default function DashboardLayout() {
  const [queryClient] = useState(makeQueryClient);
  useFocusKeeper();
  return (
    <QueryClientProvider client={queryClient}>
      <SessionGuard>
        <div className="flex min-h-screen flex-col bg-muted/40">
          <SkipLink />
          <DashboardHeader />
          <main
            id="main"
            tabIndex={-1}
            className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 focus:outline-none sm:px-6 lg:px-8"
          >
            <Outlet />
          </main>
        </div>
      </SessionGuard>
    </QueryClientProvider>
  );
}

import { QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { Outlet } from "react-router";
import { DashboardHeader } from "~/web/components/dashboard/dashboard-header";
import { ServerUnreachable } from "~/web/components/server-unreachable";
import { SessionGuard, useCurrentUser } from "~/web/components/session-guard";
import { SkipLink } from "~/web/components/skip-link";
import { DraftOwner } from "~/web/lib/drafts";
import { useFocusKeeper } from "~/web/lib/focus-keeper";
import { makeQueryClient } from "~/web/lib/query-client";
import { onServerBack } from "~/web/lib/server-reach";

/**
 * Every private area, on one content width (72rem, the header's too), so switching pages never moves
 * anything. TanStack Query lives here, not in the root, so the public pages never download it (bundle
 * budget). The session guard shows a spinner, then the dashboard or a redirect to /login. Focus that would
 * drop to the page body after an action goes to the row that changed (lib/focus-keeper.ts). The route hands
 * it the notification bell (a feature) for the header, and the upload tray that outlives a page.
 */
export function DashboardFrame({ notifications, tray }: { notifications: ReactNode; tray?: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  useFocusKeeper();
  // what failed while the server was down loads again once it answers
  useEffect(
    () =>
      onServerBack(() => {
        void queryClient.refetchQueries({ type: "active", predicate: (q) => q.state.status === "error" });
      }),
    [queryClient],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <SessionGuard>
        <UserDrafts>
          <div className="flex min-h-screen flex-col bg-muted/40">
            <SkipLink />
            <DashboardHeader notifications={notifications} />
            <ServerUnreachable />
            <main
              id="main"
              tabIndex={-1}
              className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 focus:outline-none sm:px-6 lg:px-8"
            >
              <Outlet />
            </main>
            {tray}
          </div>
        </UserDrafts>
      </SessionGuard>
    </QueryClientProvider>
  );
}

/** Drafts of forms below it are the signed-in user's own (lib/drafts.ts). */
function UserDrafts({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  return <DraftOwner.Provider value={user.id}>{children}</DraftOwner.Provider>;
}

import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { Navigate, useLocation } from "react-router";
import type { Area } from "~/domain/policy";
import { can } from "~/domain/policy";
import { roleHome } from "~/domain/roles";
import { DashboardShell } from "~/web/components/dashboard/dashboard-shell";
import { Spinner } from "~/web/components/ui/spinner";
import { type SessionUser, useAuthSession } from "~/web/lib/auth-client";
import { markSessionLite } from "~/web/lib/session-lite";
import { isSigningOut } from "~/web/lib/sign-out";

const CurrentUser = createContext<SessionUser | null>(null);

/** The signed-in user; only usable below SessionGuard, where it always exists. */
export function useCurrentUser(): SessionUser {
  const user = useContext(CurrentUser);
  if (!user) throw new Error("useCurrentUser must be used inside SessionGuard");
  return user;
}

/**
 * The route guard's first half (spec section 2): the dashboard's shell while the session loads, /login keeping the
 * origin when there is none. It re-renders when the session changes, so a sign-out in another tab
 * (better-auth's cross-tab signal) leaves the dashboard without a reload.
 */
export function SessionGuard({ children }: { children: ReactNode }) {
  const { user, isPending, refetch } = useAuthSession();
  const location = useLocation();
  const signedIn = Boolean(user);
  // better-auth keeps its last answer for a moment after the dashboard unmounts: after a sign-out and a quick
  // sign-in that answer is a stale "no session". Ask the server once on entry before sending anyone away.
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    void refetch().finally(() => setChecked(true));
  }, [refetch]);

  useEffect(() => {
    if (checked && !isPending) markSessionLite(signedIn);
  }, [checked, isPending, signedIn]);

  if (!user) {
    if (isPending || !checked)
      return (
        <DashboardShell>
          <Spinner className="size-8 border-4" label="Loading your dashboard" />
        </DashboardShell>
      );
    if (isSigningOut()) return <Navigate to="/login" replace />;
    const from = location.pathname + location.search;
    return <Navigate to={`/login?redirectTo=${encodeURIComponent(from)}`} state={{ from }} replace />;
  }
  return <CurrentUser.Provider value={user}>{children}</CurrentUser.Provider>;
}

/** The guard's second half: a user whose role may not open this area goes to their own dashboard. */
export function AreaGuard({ area, children }: { area: Area; children: ReactNode }) {
  const user = useCurrentUser();
  if (!can.openArea(user.role, area)) return <Navigate to={roleHome(user.role)} replace />;
  return children;
}

import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { normalizeRole, roleHome } from "~/domain/roles";
import { authClient, safeRedirect } from "~/web/lib/auth-client";

/**
 * Someone already signed in who opens /login goes on to their dashboard (or to ?redirectTo=). Asked of the
 * server once, when the page opens: better-auth's cached answer can be a stale "signed in" just after a
 * sign-out, and a sign-in made on this page sends the user on by itself.
 */
export function useRedirectSignedIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirectTo = params.get("redirectTo");
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the page as it was opened
  useEffect(() => {
    let cancelled = false;
    void authClient.getSession().then(({ data }) => {
      if (cancelled || !data) return;
      const role = normalizeRole((data.user as { role?: unknown }).role);
      navigate(safeRedirect(redirectTo, roleHome(role)), { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, []);
}

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { messages } from "~/domain/messages";
import { errorToast } from "~/web/lib/api-error-toast";
import { authClient } from "~/web/lib/auth-client";
import { markSessionLite } from "~/web/lib/session-lite";
import { toast } from "~/web/lib/toast";

/* While a deliberate sign-out runs, the session guard sends the user to a plain /login (no redirectTo). */
let signingOut = false;
export const isSigningOut = () => signingOut;

/** Signs out; 401 and 404 from the server mean "already signed out" and count as success (spec section 8). */
export async function signOutNow(): Promise<boolean> {
  signingOut = true;
  try {
    const { error } = await authClient.signOut();
    if (error && error.status !== 401 && error.status !== 404) return false;
    markSessionLite(false);
    return true;
  } catch {
    return false;
  } finally {
    // The guard may re-render a moment after the answer; keep the flag until then.
    setTimeout(() => {
      signingOut = false;
    }, 1000);
  }
}

/** The dashboard's Sign Out button: toast 'Signed Out' and go to /login, or say it failed. */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const signOut = async () => {
    setPending(true);
    const ok = await signOutNow();
    setPending(false);
    if (!ok) {
      errorToast(messages.auth.dashboardSignOutFailed);
      return;
    }
    queryClient.clear();
    toast({ title: messages.auth.signedOut });
    navigate("/login", { replace: true });
  };
  return { signOut, pending };
}

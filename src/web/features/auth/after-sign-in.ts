import { useLocation, useNavigate, useSearchParams } from "react-router";
import { messages } from "~/domain/messages";
import { errorToast } from "~/web/lib/api-error-toast";
import { safeRedirect } from "~/web/lib/auth-client";
import { markSessionLite } from "~/web/lib/session-lite";
import { toast } from "~/web/lib/toast";

/**
 * Where to go once signed in: back to the page the route guard sent the visitor from (?redirectTo= or the
 * router state), else /creator-dashboard (spec section 2).
 */
export function useAfterSignIn() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const location = useLocation();
  const from: unknown = (location.state as { from?: unknown } | null)?.from;
  const target = safeRedirect(params.get("redirectTo") ?? from);
  return (opts: { toast?: boolean } = {}) => {
    markSessionLite(true);
    if (opts.toast !== false) toast(messages.auth.loginSuccessful);
    navigate(target, { replace: true });
  };
}

/** An auth failure (spec section 8): the error message, or 'Something went wrong' if none. */
export function failToast(title: string, message: string | undefined) {
  errorToast(title, message || messages.generic.somethingWentWrong);
}

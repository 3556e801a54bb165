import { twoFactorClient } from "better-auth/client/plugins";
import { createAuthClient } from "better-auth/react";
import { normalizeRole, type Role } from "~/domain/roles";
import { fetchTakingEarlySession } from "./early-session";

/**
 * The better-auth client (same origin, /api/auth). Loaded only by the login and dashboard routes; the public
 * pages use session-lite.ts instead. A two-factor sign-in is handled by the login form itself.
 */
export const authClient = createAuthClient({
  plugins: [twoFactorClient()],
  // the first session read takes the request the page started (lib/early-session.ts)
  fetchOptions: { customFetchImpl: fetchTakingEarlySession },
});

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image: string | null;
  role: Role;
  twoFactorEnabled: boolean;
}

/** The signed-in user with our extra fields (role comes from the server's admin plugin), normalised. */
export function useAuthSession(): {
  user: SessionUser | null;
  isPending: boolean;
  refetch: () => Promise<void>;
} {
  const { data, isPending, refetch } = authClient.useSession();
  if (!data) return { user: null, isPending, refetch };
  const u = data.user as typeof data.user & { role?: unknown; twoFactorEnabled?: boolean | null };
  return {
    isPending,
    refetch,
    user: {
      id: u.id,
      email: u.email,
      name: u.name,
      image: u.image ?? null,
      role: normalizeRole(u.role),
      twoFactorEnabled: Boolean(u.twoFactorEnabled),
    },
  };
}

/** Only same-site paths are followed after sign-in, so a crafted ?redirectTo= cannot leave the site. */
export function safeRedirect(target: unknown, fallback = "/creator-dashboard"): string {
  if (
    typeof target !== "string" ||
    !target.startsWith("/") ||
    target.startsWith("//") ||
    target.startsWith("/\\")
  )
    return fallback;
  return target;
}

/**
 * The text of a failed account call, or undefined when it carries none: our routes answer `{error}`
 * (validation, limits), better-auth's own answers also carry `message`.
 */
export function authErrorMessage(
  error: { message?: string; error?: unknown; statusText?: string } | null | undefined,
) {
  return (
    (typeof error?.error === "string" && error.error) || error?.message || error?.statusText || undefined
  );
}

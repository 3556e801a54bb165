/*
 * "Is someone signed in?", asked plainly (no auth client, no React): the public pages' one question about
 * the session, for the app's public frame (session-lite.ts) and the static pages' `session` island.
 */

/** better-auth tells other tabs about a sign-out through this localStorage key ("storage" events). */
export const AUTH_BROADCAST_KEY = "better-auth.message";

/** Whether the server knows a session for this browser; a failed request counts as signed out. */
export async function isSignedIn(init: RequestInit = {}): Promise<boolean> {
  const body: unknown = await fetch("/api/auth/get-session", {
    credentials: "same-origin",
    headers: { accept: "application/json" },
    ...init,
  })
    .then((res) => (res.ok ? res.json() : null))
    .catch(() => null);
  return !!body && typeof body === "object" && "user" in body;
}

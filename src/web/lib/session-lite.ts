import { useEffect, useSyncExternalStore } from "react";
import { AUTH_BROADCAST_KEY, isSignedIn } from "./session-check";

/**
 * The public pages' view of the session: only "is someone signed in?". A plain fetch on purpose: the
 * better-auth client and TanStack Query would add tens of KB to every marketing page (bundle budget).
 */
export type SessionLiteStatus = "loading" | "signed-in" | "signed-out";

let status: SessionLiteStatus = "loading";
let inFlight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: SessionLiteStatus) {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

/** Re-reads the session from the server; concurrent callers share one request. */
function refreshSessionLite(): Promise<void> {
  inFlight ??= isSignedIn()
    .then((signedIn) => set(signedIn ? "signed-in" : "signed-out"))
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Lets the dashboard side tell the public side at once, after a sign-in or sign-out in this tab. */
export function markSessionLite(signedIn: boolean) {
  set(signedIn ? "signed-in" : "signed-out");
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === AUTH_BROADCAST_KEY) void refreshSessionLite();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

export function useSessionLite(): SessionLiteStatus {
  useEffect(() => {
    void refreshSessionLite();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => status,
    () => "loading",
  );
}

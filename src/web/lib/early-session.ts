/*
 * A dashboard's first paint needs the session, and the auth client asks for it only once the app's code
 * has loaded and rendered. So a tiny script inlined in the page's <head> (root.tsx) starts that request with
 * the page, on a dashboard's address only, and the auth client's first session read takes its answer
 * (issue 18: the session request starts with the page). A `<link rel=preload>` cannot do it: the session's
 * answer is `no-store`, which Chromium does not take from its preload cache.
 */

/** The global the early request waits in; removed once taken. */
export const EARLY_SESSION_KEY = "__creatordeskEarlySession";
const SESSION_PATH = "/api/auth/get-session";

/** Inlined as a classic script: self-contained, serialised with Function.prototype.toString. */
export function startEarlySession(key: string, homes: readonly string[], url: string) {
  const path = location.pathname;
  if (!homes.some((home) => path === home || path.startsWith(`${home}/`))) return;
  (window as unknown as Record<string, unknown>)[key] = fetch(url, {
    credentials: "include",
    headers: { accept: "application/json" },
  }).catch(() => null);
}

/**
 * The auth client's fetch: its first read of the session takes the early request's answer (when there is
 * one and it came), every other request goes out as usual.
 */
export async function fetchTakingEarlySession(
  input: string | URL | Request,
  init?: RequestInit,
): Promise<Response> {
  const store = window as unknown as Record<string, Promise<Response | null> | undefined>;
  const early = store[EARLY_SESSION_KEY];
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  if (
    early &&
    (init?.method ?? "GET").toUpperCase() === "GET" &&
    new URL(url, location.href).pathname === SESSION_PATH
  ) {
    delete store[EARLY_SESSION_KEY];
    const answer = await early;
    if (answer?.ok) return answer;
  }
  return fetch(input, init);
}

export const EARLY_SESSION_URL = SESSION_PATH;

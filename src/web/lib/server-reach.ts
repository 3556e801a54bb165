import { useSyncExternalStore } from "react";

/*
 * Whether the server can be reached (docs/decisions/045). A request that fails without an answer (the server
 * down, the connection gone) makes us ask /api/health; if that fails too, the server is unreachable: the
 * layouts say so (ServerUnreachable), navigations wait for it (route-load-recovery.ts), and we ask again
 * with a growing pause (1 s, 2 s, 4 s ... at most 30 s), at once when the browser says it is online again or
 * the person asks. Any answer from the server, even an error, means it is back.
 */

export interface Reach {
  unreachable: boolean;
  /** when the next try starts (ms since the epoch), while unreachable */
  retryAt: number | null;
}

const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 30_000;

let state: Reach = { unreachable: false, retryAt: null };
const listeners = new Set<() => void>();
let pause = FIRST_PAUSE_MS;
let timer: ReturnType<typeof setTimeout> | undefined;
let probing: Promise<boolean> | null = null;
let waiters: (() => void)[] = [];
const backListeners = new Set<() => void>();

function set(next: Reach) {
  state = next;
  for (const listener of listeners) listener();
}

/** One request to /api/health: true when the server answered at all. Concurrent callers share it. */
function probe(): Promise<boolean> {
  probing ??= fetch("/api/health", { cache: "no-store", credentials: "omit" })
    .then(
      () => true,
      () => false,
    )
    .then((reached) => {
      if (reached) back();
      else schedule();
      return reached;
    })
    .finally(() => {
      probing = null;
    });
  return probing;
}

function schedule() {
  clearTimeout(timer);
  const retryAt = Date.now() + pause;
  timer = setTimeout(() => void probe(), pause);
  pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
  set({ unreachable: true, retryAt });
}

function back() {
  clearTimeout(timer);
  pause = FIRST_PAUSE_MS;
  if (state.unreachable) {
    set({ unreachable: false, retryAt: null });
    for (const callback of backListeners) callback();
  }
  const release = waiters;
  waiters = [];
  for (const resolve of release) resolve();
}

let listening = false;
function listen() {
  if (listening || typeof window === "undefined") return;
  listening = true;
  window.addEventListener("online", () => {
    if (state.unreachable) void retryNow();
  });
}

/**
 * A request got no answer: true when the server is reachable all the same (the failure was that request's
 * alone), false when it is not (and the notice shows until it is back).
 */
export function checkReach(): Promise<boolean> {
  listen();
  // already known: the scheduled tries go on at their pace
  return state.unreachable ? Promise.resolve(false) : probe();
}

/** Asks the server again now (the notice's Try now, the browser back online). */
export function retryNow(): Promise<boolean> {
  clearTimeout(timer);
  pause = FIRST_PAUSE_MS;
  return probe();
}

/** Resolves once the server answers again (at once when it is not known to be unreachable). */
export function whenReachable(): Promise<void> {
  if (!state.unreachable) return Promise.resolve();
  return new Promise((resolve) => waiters.push(resolve));
}

/** Calls `callback` each time the server answers again after it could not be reached; returns the undo. */
export function onServerBack(callback: () => void) {
  backListeners.add(callback);
  return () => {
    backListeners.delete(callback);
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useServerReach(): Reach {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

import type { ClientInstrumentation } from "react-router";
import { claimReload } from "./chunk-load";

/*
 * Route code that fails to load (docs/decisions/017). React Router loads a route's module itself and, when
 * that fails, reloads the page at once: the page the user was on, not the one they were going to, and again
 * on every load if the file stays unreachable. We do not reach into how it loads modules. We only use two
 * things it supports: its client instrumentation (a `navigate` hook, `<HydratedRouter instrumentations>`)
 * and the fact that a load interrupted by a reload leaves our note behind in sessionStorage.
 *
 * - While a navigation runs, and while the page starts (until the app has rendered), a note says where to.
 * - A page reloaded while a fresh note is still there was reloaded before that navigation or start could
 *   finish: React Router's answer to code that did not arrive. The first time in a minute (the same
 *   `creatordesk:chunk-reload` stamp as loadChunk and the boot guard), we go on to where the user was going.
 *   After that, we stop and say so (LoadFailed) instead of starting the router, which would reload again.
 */

const NOTE_KEY = "creatordesk:route-load";
/**
 * A note older than this is left over from a visit that ended some other way, not from a failed load. Long
 * enough for a module request on a bad connection to time out: a stale note would let React Router's plain
 * reload loop come back.
 */
const NOTE_FRESH_MS = 120_000;

interface Note {
  to: string;
  at: number;
}

function here() {
  return location.pathname + location.search + location.hash;
}

function writeNote(to: string) {
  try {
    sessionStorage.setItem(NOTE_KEY, JSON.stringify({ to, at: Date.now() } satisfies Note));
  } catch {
    // without storage there is no note: React Router's plain reload applies
  }
}

function readNote(): Note | null {
  try {
    const note = JSON.parse(sessionStorage.getItem(NOTE_KEY) ?? "null") as Partial<Note> | null;
    if (typeof note?.to !== "string" || typeof note.at !== "number") return null;
    return Date.now() - note.at < NOTE_FRESH_MS ? { to: note.to, at: note.at } : null;
  } catch {
    return null;
  }
}

function reloaded() {
  const [entry] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  return entry?.type === "reload";
}

/** The page (or navigation) has everything it needs: nothing was interrupted. */
export function routeCodeLoaded() {
  try {
    sessionStorage.removeItem(NOTE_KEY);
  } catch {
    // nothing to clear
  }
}

/** For `<HydratedRouter instrumentations>`: a note while each navigation runs. */
export const noteNavigations: ClientInstrumentation = {
  router(router) {
    router.instrument({
      async navigate(handler, info) {
        if (typeof info.to === "string") {
          const target = new URL(info.to, location.href);
          if (target.origin === location.origin) writeNote(target.pathname + target.search + target.hash);
        }
        try {
          await handler();
        } finally {
          routeCodeLoaded();
        }
      },
    });
  },
};

/**
 * Called once before the router starts. "start": hydrate as usual (a note for this start is written).
 * "leaving": the page is being replaced by the one the user was going to. "failed": code did not load even
 * after a reload; show LoadFailed instead of starting the router.
 */
export function recoverInterruptedLoad(): "start" | "leaving" | "failed" {
  const note = readNote();
  if (note) routeCodeLoaded();
  // Only a reload counts (React Router's `location.reload()`): an address typed or a link followed while a
  // navigation ran is where the user wants to be.
  if (note && reloaded()) {
    if (!claimReload()) return "failed";
    if (note.to !== here()) {
      location.replace(note.to);
      return "leaving";
    }
  }
  writeNote(here());
  return "start";
}

import { type ComponentType, lazy } from "react";
import { messages } from "~/domain/messages";
import { showLoadNotice } from "./boot-guard";
import { checkReach, whenReachable } from "./server-reach";
import { holdsTypedText } from "./typed-text";

/*
 * Code that loads on demand (lazy components, libraries) can fail to arrive: a tab left open across a
 * deploy asks for files the new build no longer has, or the connection drops. Then: try once more; if the
 * server cannot be reached, wait until it can (server-reach.ts) and start again; otherwise reload once (a
 * reload gets the current build's pages and file names), and if that was already done a minute ago, give up
 * with a friendly message (components/load-failed.tsx) instead of reloading in a loop. A page whose form holds
 * text the person typed (typed-text.ts) is not reloaded: it stays as it is, under the boot guard's notice
 * "This page could not finish loading" and its Reload button. Route modules: see route-load-recovery.ts.
 */

export const RELOAD_KEY = "creatordesk:chunk-reload";
export const RELOAD_WINDOW_MS = 60_000;
const RETRY_DELAY_MS = 600;

/** Code could not be loaded even after retrying and reloading. */
class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
}

/*
 * Vite announces every dynamic import of ours that fails (`vite:preloadError`, the supported hook:
 * https://vite.dev/guide/build#load-error-handling). We do not cancel it: the import still rejects into
 * loadChunk()'s retry. We only remember the error, so that it is recognised whatever the browser's wording.
 */
const announced = new WeakSet<object>();
let listening = false;

/** Listens for Vite's `vite:preloadError`; call once at start (entry.client.tsx). */
export function watchPreloadErrors() {
  if (listening || typeof window === "undefined") return;
  listening = true;
  window.addEventListener("vite:preloadError", (event) => {
    if (typeof event.payload === "object" && event.payload !== null) announced.add(event.payload);
  });
}

/** Code that did not arrive: announced by Vite, or worded so by the browser (Chromium, Firefox, Safari). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (typeof error === "object" && error !== null && announced.has(error)) return true;
  const message = error instanceof Error ? error.message : "";
  return /dynamically imported module|importing a module script failed|unable to preload/i.test(message);
}

/**
 * Takes the one reload a minute allows: true (and the time noted) unless a reload for code that failed to
 * load already happened in the last minute. Without sessionStorage it says no: better a message than a loop.
 */
function claimReload(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY));
    if (last && Date.now() - last < RELOAD_WINDOW_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}

/** Reloads the page unless that was done in the last minute. */
function reloadOnce(): boolean {
  if (!claimReload()) return false;
  window.location.reload();
  return true;
}

/**
 * `load()` (an `import()`), tried twice; then, while the server cannot be reached, again once it can; else a
 * reload, or a ChunkLoadError when a reload already happened.
 * `reload: false` skips the reload for code whose page holds typing worth keeping.
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  { reload = true }: { reload?: boolean } = {},
): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
  }
  await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
  try {
    return await load();
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    // With the server down, a reload would land on the browser's error page: wait for it (ADR 045).
    if (!(await checkReach())) {
      await whenReachable();
      return loadChunk(load, { reload });
    }
    if (reload) {
      // What was typed stays, and so does the page (a prerendered form it holds still works): the notice
      // offers the reload, and this part waits, unrendered, meanwhile.
      if (holdsTypedText()) {
        showLoadNotice(messages.generic.loadUnfinished);
        return new Promise<never>(() => {});
      }
      // The page is going away: nothing should render an error in the meantime.
      if (reloadOnce()) return new Promise<never>(() => {});
    }
    throw new ChunkLoadError("This part of CreatorDesk could not be loaded.", { cause: error });
  }
}

/** React.lazy with loadChunk's retry and reload. */
// biome-ignore lint/suspicious/noExplicitAny: the same constraint as React.lazy's own
export function lazyWithRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  options?: Parameters<typeof loadChunk>[1],
) {
  return lazy(() => loadChunk(load, options));
}

import { type ComponentType, lazy } from "react";

/*
 * Code that loads on demand (route modules, lazy components) can fail to arrive: a tab left open across a
 * deploy asks for files the new build no longer has, or the connection drops. Then: try once more, then
 * reload once (a reload gets the current build's pages and file names), and if that was already done a
 * minute ago, give up with a friendly message (components/load-failed.tsx) instead of reloading in a loop.
 */

export const RELOAD_KEY = "creatordesk:chunk-reload";
export const RELOAD_WINDOW_MS = 60_000;
const RETRY_DELAY_MS = 600;

/** Code could not be loaded even after retrying and reloading. */
class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
}

/** Browsers word a failed dynamic import differently (Chromium, Firefox, Safari). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : "";
  return /dynamically imported module|importing a module script failed|unable to preload/i.test(message);
}

/** Reloads (to `href`, else the current address) unless that was done in the last minute. */
function reloadOnce(href?: string): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY));
    if (last && Date.now() - last < RELOAD_WINDOW_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    return false; // without storage a reload could loop: show the message instead
  }
  if (href && href !== window.location.pathname + window.location.search + window.location.hash)
    window.location.assign(href);
  else window.location.reload();
  return true;
}

/**
 * `load()` (an `import()`), tried twice; then a reload, or a ChunkLoadError when a reload already happened.
 * `reload: false` skips the reload for code whose page holds typing worth keeping. `reloadTo` is the address
 * to reload to, when the code was loading for a navigation that has not happened yet.
 */
export async function loadChunk<T>(
  load: () => Promise<T>,
  { reload = true, reloadTo }: { reload?: boolean; reloadTo?: () => string | undefined } = {},
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
    // The page is going away: nothing should render an error in the meantime.
    if (reload && reloadOnce(reloadTo?.())) return new Promise<never>(() => {});
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

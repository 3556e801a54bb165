import { loadChunk } from "./chunk-load";

/*
 * React Router loads a route's code with a bare import() and, when it fails, reloads the page at once: no
 * second try, and a reload loop if the file stays unreachable. Its loader first asks `id in routeModules`
 * (the cache in window.__reactRouterRouteModules) and returns the cached entry when there is one. This proxy
 * answers that question for routes not loaded yet with our own loadChunk(): retry, reload once, else a
 * ChunkLoadError that the root error boundary shows as a friendly message. If React Router ever stops asking
 * that way, its own behaviour (a reload) simply comes back.
 */

interface RouterGlobals {
  __reactRouterManifest?: { routes: Record<string, { module: string } | undefined> };
  __reactRouterRouteModules?: Record<string, unknown>;
  __reactRouterDataRouter?: {
    state: { navigation: { location?: { pathname: string; search: string; hash: string } } };
  };
}

/** Where a reload should land: the page being navigated to, if a navigation is under way. */
function pendingAddress(globals: RouterGlobals) {
  const next = globals.__reactRouterDataRouter?.state.navigation.location;
  return next ? next.pathname + next.search + next.hash : undefined;
}

/** Installs the proxy; call before the router hydrates (entry.client.tsx). */
export function retryRouteModules(globals: RouterGlobals = window as unknown as RouterGlobals) {
  const manifest = globals.__reactRouterManifest;
  const modules = globals.__reactRouterRouteModules;
  if (!manifest || !modules) return;
  let asked: string | undefined;
  globals.__reactRouterRouteModules = new Proxy(modules, {
    has(target, id) {
      if (Reflect.has(target, id)) return true;
      if (typeof id !== "string" || !manifest.routes[id]) return false;
      // The loader reads the entry right after asking; the answer is meant for that read only.
      asked = id;
      queueMicrotask(() => {
        asked = undefined;
      });
      return true;
    },
    get(target, id, receiver) {
      const route = typeof id === "string" ? manifest.routes[id] : undefined;
      if (id !== asked || !route || Reflect.has(target, id)) return Reflect.get(target, id, receiver);
      asked = undefined;
      return loadChunk(() => import(/* @vite-ignore */ route.module), {
        reloadTo: () => pendingAddress(globals),
      }).then((module) => {
        target[id as string] = module;
        return module;
      });
    },
  });
}

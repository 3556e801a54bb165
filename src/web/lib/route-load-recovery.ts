import { type ComponentType, createElement } from "react";
import { type ClientInstrumentation, matchRoutes, type RouteObject } from "react-router";
import { LoadFailed } from "~/web/components/load-failed";
import { checkReach, whenReachable } from "./server-reach";

/*
 * Route code that fails to load (docs/decisions/017 and 045). React Router imports a route's module when it
 * first needs it and, if that fails, reloads the page: with the server down, that lands on the browser's own
 * "This site can't be reached" and throws away what was typed. So React Router never gets to fail: before it
 * needs a route's module, we import it ourselves and put it in the registry it reads first
 * (`window.__reactRouterRouteModules`, filled the same way by its own start-up script): before the router
 * starts, and before each navigation (its `navigate` instrumentation, which may wait). Back and Forward
 * within the page go to routes whose code a navigation already loaded.
 *
 * - A module that fails is tried again after 600 ms.
 * - If the server cannot be reached (server-reach.ts), the navigation waits on the page the person is on, with
 *   the notice under the header, and goes on by itself once the server answers. A newer navigation replaces a
 *   waiting one.
 * - If the server answers but the file does not come (a deploy removed it), the route gets a stand-in whose
 *   page is LoadFailed: the message and a Reload button inside the layout, the header kept.
 */

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: string;
  /** a route's exports the build split into modules of their own (its clientLoader, ...) */
  clientLoaderModule?: string;
  clientActionModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
}
type RouteModule = { default?: ComponentType } & Record<string, unknown>;
interface RouterWindow {
  __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
  __reactRouterRouteModules?: Record<string, RouteModule>;
}

const RETRY_DELAY_MS = 600;
const routerWindow = () => window as unknown as RouterWindow;

let tree: RouteObject[] | null = null;
/** The manifest's routes as the tree `matchRoutes` takes. */
function routeTree(routes: Record<string, ManifestRoute>): RouteObject[] {
  if (tree) return tree;
  const node = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map(({ id, path, index, caseSensitive }) =>
        index ? { id, path, index, caseSensitive } : { id, path, caseSensitive, children: node(id) },
      );
  tree = node(undefined);
  return tree;
}

/** The routes whose code `pathname` needs and that are not loaded yet. */
function missingRoutes(pathname: string): ManifestRoute[] {
  const { __reactRouterManifest: manifest, __reactRouterRouteModules: modules } = routerWindow();
  if (!manifest || !modules) return [];
  const matches = matchRoutes(routeTree(manifest.routes), pathname) ?? [];
  return matches.flatMap(({ route }) => {
    const found = route.id === undefined ? undefined : manifest.routes[route.id];
    return found && !(found.id in modules) ? [found] : [];
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A route's module with the exports the build split off (React Router splits a clientLoader that shares no
 * code with the page into a module of its own): without them in the registry, the route would have no loader.
 */
async function importRoute(route: ManifestRoute): Promise<RouteModule> {
  const split = [
    route.clientLoaderModule,
    route.clientActionModule,
    route.clientMiddlewareModule,
    route.hydrateFallbackModule,
  ].filter((module): module is string => Boolean(module));
  const [main, ...parts] = (await Promise.all(
    [route.module, ...split].map((module) => import(/* @vite-ignore */ module)),
  )) as RouteModule[];
  return parts.length ? Object.assign({}, main, ...parts) : main!;
}

/** The stand-in of a route whose code the server no longer has. */
const failedModule: RouteModule = { default: () => createElement(LoadFailed, { compact: true }) };

async function loadRoute(route: ManifestRoute): Promise<RouteModule> {
  for (;;) {
    for (const wait of [0, RETRY_DELAY_MS]) {
      await pause(wait);
      try {
        return await importRoute(route);
      } catch {
        // tried again below, or decided by whether the server answers
      }
    }
    if (await checkReach()) return failedModule;
    await whenReachable();
  }
}

/** Loads the code of every route `pathname` needs into React Router's registry; waits while unreachable. */
async function loadRoutesFor(pathname: string) {
  const missing = missingRoutes(pathname);
  if (missing.length === 0) return;
  const loaded = await Promise.all(missing.map(loadRoute));
  const modules = routerWindow().__reactRouterRouteModules;
  missing.forEach((route, i) => {
    if (modules && !(route.id in modules)) modules[route.id] = loaded[i]!;
  });
}

let latest = 0;

/** For `<HydratedRouter instrumentations>`: each navigation waits until its routes' code is here. */
export const loadRoutesFirst: ClientInstrumentation = {
  router(router) {
    router.instrument({
      async navigate(handler, info) {
        if (typeof info.to === "string") {
          const target = new URL(info.to, location.href);
          if (target.origin === location.origin) {
            const turn = ++latest;
            await loadRoutesFor(target.pathname);
            // a later navigation took over while this one waited: this one does not happen
            if (turn !== latest) await new Promise<never>(() => {});
          }
        }
        await handler();
      },
    });
  },
};

/** Before the router starts: the code of the page's routes. */
export async function loadStartingRoutes() {
  await loadRoutesFor(location.pathname);
}

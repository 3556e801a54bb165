import { matchRoutes, type RouteObject } from "react-router";
import routes from "~/web/routes";

/*
 * The web app's route table, read from the very module React Router builds the app from (src/web/routes.ts),
 * so the server answers an unknown page with a real 404 and never drifts from the app's routes.
 */

interface RouteEntry {
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

const toRouteObjects = (entries: RouteEntry[]): RouteObject[] =>
  entries.map((entry) =>
    entry.index
      ? { index: true, path: entry.path }
      : { path: entry.path, children: entry.children ? toRouteObjects(entry.children) : undefined },
  );

const table = toRouteObjects(routes as RouteEntry[]);

/** Whether a path is a page of the app: it matches a route other than a catch-all not-found one. */
export function isAppPage(pathname: string): boolean {
  const matches = matchRoutes(table, pathname);
  const leaf = matches?.at(-1)?.route;
  return Boolean(leaf) && leaf?.path !== "*";
}

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { matchRoutes, type RouteObject } from "react-router";

/*
 * The app's pages other than the prerendered ones are one HTML file (the SPA fallback), which names only
 * the root's code. Left alone, the browser learns a dashboard's code from the route manifest once the
 * entry has run, and the session request starts only after all of it has loaded and rendered: a waterfall
 * of about 60 chunks before a signed-in person sees anything (issue 18). So the server adds to the fallback
 * what the page at that address will need at once: a `modulepreload` for each module of the routes it
 * matches, read from the build's own route manifest. (A preload of the session request would not be used:
 * the session's answer is `no-store`, which Chromium does not take from its preload cache.)
 */

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}
interface Manifest {
  routes: Record<string, ManifestRoute>;
}

type Matchable = RouteObject & { manifest: ManifestRoute };

/** The route manifest the build wrote (`/assets/manifest-*.js`, named in the fallback page), or null. */
function readManifest(clientDir: string, html: string): Manifest | null {
  const name = html.match(/\/assets\/manifest-[\w-]+\.js/)?.[0];
  const file = name && path.join(clientDir, name);
  if (!file || !existsSync(file)) return null;
  const text = readFileSync(file, "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  try {
    return JSON.parse(json) as Manifest;
  } catch {
    return null;
  }
}

function routeTree(manifest: Manifest): Matchable[] {
  const children = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest.routes)) {
    const siblings = children.get(route.parentId) ?? [];
    siblings.push(route);
    children.set(route.parentId, siblings);
  }
  const build = (parentId: string | undefined): Matchable[] =>
    (children.get(parentId) ?? []).map((route) =>
      route.index
        ? { index: true, path: route.path, manifest: route }
        : { path: route.path, children: build(route.id), manifest: route },
    );
  return build(undefined);
}

/**
 * A function giving the fallback page for a path, with the preloads of its routes added (cached per set of
 * routes). Without a manifest (not built the usual way) the page is returned as it is.
 */
export function fallbackWithPreloads(clientDir: string, html: string): (pathname: string) => string {
  const manifest = readManifest(clientDir, html);
  if (!manifest) return () => html;
  const tree = routeTree(manifest);
  const pages = new Map<string, string>();
  return (pathname) => {
    const matches = (matchRoutes(tree, pathname) ?? []) as { route: Matchable }[];
    const key = matches.map((match) => match.route.manifest.id).join(" ");
    let page = pages.get(key);
    if (page === undefined) {
      const modules = new Set<string>();
      for (const { route } of matches)
        for (const module of [route.manifest.module, ...(route.manifest.imports ?? [])])
          if (!html.includes(`"${module}"`)) modules.add(module);
      const links = [...modules].map((module) => `<link rel="modulepreload" href="${module}"/>`);
      page = links.length ? html.replace("</head>", `${links.join("")}</head>`) : html;
      pages.set(key, page);
    }
    return page;
  };
}

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fallbackWithPreloads } from "./route-preloads";

const dir = mkdtempSync(path.join(os.tmpdir(), "preloads-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(path.join(dir, "assets"));
const route = (id: string, parentId: string | undefined, extra: object, imports: string[] = []) => ({
  [id]: { id, parentId, module: `/assets/${id.replace(/\//g, "-")}.js`, imports, ...extra },
});
writeFileSync(
  path.join(dir, "assets", "manifest-abc123.js"),
  `window.__reactRouterManifest=${JSON.stringify({
    entry: { module: "/assets/entry.js", imports: [] },
    routes: {
      ...route("root", undefined, { path: "" }, ["/assets/react.js"]),
      ...route("routes/dashboard/layout", "root", { path: "creator-dashboard" }, [
        "/assets/react.js",
        "/assets/ui.js",
      ]),
      ...route("routes/dashboard/index", "routes/dashboard/layout", { index: true }, [
        "/assets/home-card.js",
      ]),
      ...route("routes/dashboard/editing", "routes/dashboard/layout", { path: "editing" }, [
        "/assets/board.js",
      ]),
    },
  })};`,
);
const html =
  '<html><head><link rel="modulepreload" href="/assets/manifest-abc123.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<link rel="modulepreload" href="/assets/react.js"/></head><body></body></html>';
const preloads = (page: string) =>
  [...page.matchAll(/<link rel="modulepreload" href="([^"]+)"\/>/g)].map((m) => m[1]);

describe("the fallback page's preloads", () => {
  const pageOf = fallbackWithPreloads(dir, html);

  it("adds each module of the routes a path matches, once, and none the page already names", () => {
    expect(preloads(pageOf("/creator-dashboard/editing"))).toEqual([
      "/assets/manifest-abc123.js",
      "/assets/root.js",
      "/assets/react.js",
      "/assets/routes-dashboard-layout.js",
      "/assets/ui.js",
      "/assets/routes-dashboard-editing.js",
      "/assets/board.js",
    ]);
    expect(preloads(pageOf("/creator-dashboard"))).toContain("/assets/home-card.js");
    expect(preloads(pageOf("/creator-dashboard"))).not.toContain("/assets/board.js");
  });

  it("leaves a page of no route, or a build without a manifest, as it is", () => {
    expect(preloads(pageOf("/no-such-page"))).toEqual(preloads(html));
    expect(fallbackWithPreloads(path.join(dir, "nowhere"), html)("/creator-dashboard")).toBe(html);
  });
});

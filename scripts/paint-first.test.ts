import { describe, expect, it } from "vitest";
import { paintFirst } from "./paint-first";

const page = `<!DOCTYPE html><html><head><style>h1{}</style><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/root-2.js"/><link rel="modulepreload" href="/assets/entry.client-4.js"/></head><body><h1>Hi</h1><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-2.js";
import * as route1_main from "/assets/home-3.js";
const route1 = {...route1_main};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-4.js");</script></body></html>`;

describe("paint-first", () => {
  const out = paintFirst(page);

  it("takes the module preloads out of <head>", () => {
    expect(out).not.toContain('<link rel="modulepreload"');
  });

  it("waits for the first paint, then preloads the same files and imports them in order", () => {
    const script = out.match(/<script type="module" async="">([\s\S]*)<\/script>/)?.[1] ?? "";
    expect(script.indexOf("first-contentful-paint")).toBeLessThan(script.indexOf("modulepreload"));
    expect(script).toContain('const modules = ["/assets/manifest-1.js","/assets/root-2.js"];');
    // each module evaluated in a task of its own: a macrotask between imports (a fetched module's import
    // resolves in microtasks, which would chain them all into one long task)
    expect(script).toContain("for (const href of modules) { await import(href); await nextTask(); }");
    expect(script).toContain("setTimeout(resolve)");
    expect(script).toContain('await import("/assets/manifest-1.js");');
    expect(script).toContain('const route0 = await import("/assets/root-2.js");');
    expect(script).toContain('const route1_main = await import("/assets/home-3.js");');
    expect(script).toContain("const route1 = {...route1_main};");
    expect(script).toContain('await import("/assets/entry.client-4.js");');
    expect(script).not.toMatch(/^import /m);
  });

  it("tells the boot guard when the page cannot start", () => {
    expect(out).toContain(`<script type="module" async="">try {`);
    expect(out).toContain('} catch (error) { dispatchEvent(new CustomEvent("creatordesk:boot-failed"');
  });

  it("refuses a page it does not understand instead of shipping it half-rewritten", () => {
    expect(() => paintFirst("<html><body>no scripts</body></html>")).toThrow(/no module preloads/);
  });
});

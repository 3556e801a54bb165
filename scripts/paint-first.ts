/**
 * Lets every prerendered page paint before any JavaScript is fetched (docs/decisions/016). React Router's
 * HTML preloads its modules in <head> and imports them from an inline module script, so on a slow
 * connection the scripts compete with the page itself, and a phone waits for them before the first frame.
 * The stylesheet is inlined, so nothing the first paint needs comes after the HTML; this step moves the
 * scripts after it too: the module preloads leave <head>, and the inline script waits for the first paint
 * and the page's load, then preloads the same files all at once (no waterfall) and imports them one by one
 * (each evaluated in a task of its own: a timeout between them), the entry last; if one cannot be loaded it raises the event the boot guard (src/web/lib/boot-guard.ts)
 * answers. The SPA fallback (dashboards) paints only a spinner without its scripts, so it keeps React
 * Router's own. Runs after `react-router build` and before compression; a page that does not match the
 * expected shape fails the build rather than ship half-rewritten.
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { BOOT_FAILED_EVENT } from "~/web/lib/boot-guard";

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

function* pages(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== "assets") yield* pages(full);
    else if (entry.name === "index.html") yield full;
  }
}

/**
 * Resolves a frame after both the first contentful paint and the page's load (its images, which may be the
 * largest paint: the portfolio's art); where paint timing is unknown, the load is enough. A tab that paints
 * nothing (in the background) starts after three seconds. Plain browser JavaScript in a string: a function's
 * source as run by tsx carries helpers.
 */
const WAIT_FOR_FIRST_PAINT = `await new Promise((resolve) => {
  let waiting = 2;
  const ready = () => --waiting === 0 && requestAnimationFrame(() => setTimeout(resolve));
  const painted = () => performance.getEntriesByName("first-contentful-paint").length > 0;
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint") || painted()) ready();
  else {
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      ready();
    });
    observer.observe({ type: "paint" });
  }
  if (document.readyState === "complete") ready();
  else addEventListener("load", ready, { once: true });
  setTimeout(resolve, 3000);
});`;

/** Static imports become awaited dynamic imports, after the first frame and one batch of preloads. */
export function paintFirst(html: string, file = "page"): string {
  const preloads = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const script = html.match(MODULE_SCRIPT);
  if (!preloads.length || !script) throw new Error(`${file}: no module preloads or module script found`);
  const body = script[1]!
    .replace(/^import \* as (\w+) from ("[^"]+");$/gm, "const $1 = await import($2);")
    .replace(/^import ("[^"]+");$/gm, "await import($1);")
    .replace(/^import\(("[^"]+")\);$/gm, "await import($1);");
  if (/^import /m.test(body)) throw new Error(`${file}: an import form this step does not know`);
  // React Router's script ends by importing the entry, which hydrates: the one dynamic import it has
  const entry = script[1]!.match(/^import\(("[^"]+")\);$/m)?.[1];
  if (!entry) throw new Error(`${file}: no entry import found`);
  const modules = preloads.filter((href) => JSON.stringify(href) !== entry);
  const deferred = [
    "try {",
    WAIT_FOR_FIRST_PAINT,
    `const modules = ${JSON.stringify(modules)};`,
    'for (const href of modules) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));',
    // evaluated one by one, each in a task of its own: an import of a module already fetched evaluates it
    // and resolves in microtasks, so back-to-back imports would all run in one long task; a timeout
    // between them lets the browser answer input in between. The entry, which hydrates, stays last.
    "const nextTask = () => new Promise((resolve) => setTimeout(resolve));",
    "for (const href of modules) { await import(href); await nextTask(); }",
    body,
    // a page that cannot start says so: lib/boot-guard.ts reloads once, then shows a notice
    `} catch (error) { dispatchEvent(new CustomEvent(${JSON.stringify(BOOT_FAILED_EVENT)}, { detail: error })); }`,
  ].join("\n");
  return html.replace(PRELOAD, "").replace(script[0], `<script type="module" async="">${deferred}</script>`);
}

if (path.resolve(process.argv[1] ?? "") === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(process.env.BUILD_DIR ?? "build", "client"));
  let count = 0;
  for (const file of pages(root)) {
    writeFileSync(file, paintFirst(readFileSync(file, "utf8"), path.relative(root, file)));
    count++;
  }
  console.log(`${count} prerendered pages paint before their scripts load`);
}

/**
 * `npm run build`, after `react-router build`: the public site as static pages with islands
 * (docs/decisions/077).
 *
 * 1. The browser's part, with Vite: each file of src/web/site/islands is an entry (its own small script),
 *    and the stylesheet (Tailwind, the same as the app's). React's API is Preact's there (preact/compat):
 *    an island or the chat widget written against React's API ships a few KB of runtime, not React's 60.
 * 2. The pages, with Vite for Node: src/web/site/render.tsx, built and run here, renders each page of the
 *    site from its React components to HTML, with the stylesheet inlined and the tags of the islands its
 *    markup names (an island's script and the chunks it imports statically, preloaded), into
 *    BUILD_DIR/client/<path>/index.html. The server serves them as files.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import { type Alias, build, type Manifest } from "vite";

const root = path.resolve(import.meta.dirname, "..");
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");
const islandsDir = path.join(root, "src/web/site/islands");
const aliasSrc: Alias = { find: /^~\//, replacement: `${path.join(root, "src")}/` };

/** React's API on Preact for the browser's part (the static pages have no React app to share it with). */
const preact: Alias[] = [
  { find: /^react-dom\/client$/, replacement: "preact/compat/client" },
  { find: /^react-dom$/, replacement: "preact/compat" },
  { find: /^react$/, replacement: "preact/compat" },
  { find: /^react\/jsx-runtime$/, replacement: "preact/jsx-runtime" },
  { find: /^react\/jsx-dev-runtime$/, replacement: "preact/jsx-dev-runtime" },
];

const entries = Object.fromEntries(
  (await readdir(islandsDir))
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => [file.replace(/\.tsx?$/, ""), path.join(islandsDir, file)]),
);
const STYLESHEET = "site-css";
const MANIFEST = ".vite/site-manifest.json";

await build({
  configFile: false,
  root,
  logLevel: "warn",
  mode: "production",
  plugins: [tailwindcss()],
  resolve: { alias: [aliasSrc, ...preact] },
  build: {
    outDir: clientDir,
    emptyOutDir: false,
    manifest: MANIFEST,
    // the pages preload what each island imports statically (below); no polyfill script of Vite's
    modulePreload: false,
    rolldownOptions: {
      input: { ...entries, [STYLESHEET]: path.join(root, "src/web/app.css") },
      // a feature's modules define things and do nothing when imported (as in vite.config.ts)
      treeshake: {
        moduleSideEffects: (id: string) => !/[\\/]src[\\/]web[\\/]features[\\/].*\.tsx?$/.test(id),
      },
      output: {
        entryFileNames: "assets/island-[name]-[hash].js",
        chunkFileNames: "assets/island-[name]-[hash].js",
        assetFileNames: "assets/island-[name]-[hash][extname]",
      },
    },
  },
});

const manifestFile = path.join(clientDir, MANIFEST);
const manifest: Manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
// kept beside the client, not in it: `npm run bench:web` reads what each island loads, now and on demand
writeFileSync(path.join(buildDir, "site-manifest.json"), JSON.stringify(manifest, null, 2));
rmSync(path.dirname(manifestFile), { recursive: true, force: true });
const chunkOf = (name: string) => {
  const chunk = Object.values(manifest).find((entry) => entry.isEntry && entry.name === name);
  if (!chunk) throw new Error(`the site build has no entry ${name}`);
  return chunk;
};
const cssFile = chunkOf(STYLESHEET).file;
const css = readFileSync(path.join(clientDir, cssFile), "utf8").trim();

/** The islands' scripts and every chunk they import statically, to preload with them (no waterfall). */
function islandScripts(names: string[]) {
  const scripts: string[] = [];
  const preloads = new Set<string>();
  const walk = (key: string) => {
    for (const imported of manifest[key]?.imports ?? []) {
      const file = `/${manifest[imported]!.file}`;
      if (preloads.has(file)) continue;
      preloads.add(file);
      walk(imported);
    }
  };
  for (const name of names) {
    if (!(name in entries))
      throw new Error(`a page names the island "${name}", which src/web/site/islands lacks`);
    const chunk = chunkOf(name);
    scripts.push(`/${chunk.file}`);
    walk(Object.keys(manifest).find((key) => manifest[key] === chunk)!);
  }
  return { scripts, preloads: [...preloads] };
}

// 2. the pages, rendered in Node by the same components. React Router writes its SPA fallback to index.html
// when it prerenders no home page: the home page is ours, the fallback keeps its own name.
const fallback = path.join(clientDir, "__spa-fallback.html");
if (!existsSync(fallback)) renameSync(path.join(clientDir, "index.html"), fallback);
const renderDir = path.join(buildDir, "site-render");
await build({
  configFile: false,
  root,
  logLevel: "warn",
  mode: "production",
  resolve: { alias: [aliasSrc] },
  build: {
    ssr: path.join(root, "src/web/site/render.tsx"),
    outDir: renderDir,
    emptyOutDir: true,
    rolldownOptions: { output: { entryFileNames: "render.mjs" } },
  },
});
const { renderSitePage, sitePaths } = (await import(
  pathToFileURL(path.join(renderDir, "render.mjs")).href
)) as typeof import("../src/web/site/render");
for (const page of sitePaths) {
  const file = path.join(clientDir, page, "index.html");
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, renderSitePage(page, { css, scripts: islandScripts }));
}
rmSync(renderDir, { recursive: true, force: true });
console.log(`rendered ${sitePaths.length} static pages with the islands ${Object.keys(entries).join(", ")}`);

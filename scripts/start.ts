/** `npm start`: builds the web client when it is missing or older than its sources, then serves. */
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { run } from "./lib";

const builtMarker = `${process.env.BUILD_DIR ?? "build"}/client/__spa-fallback.html`;
const sources = [
  "src/web",
  "src/content",
  "src/domain",
  "public",
  "vite.config.ts",
  "react-router.config.ts",
  "package.json",
  // the build's own steps after react-router's
  "scripts/build-site.ts",
  "scripts/csp-hashes.ts",
  "scripts/compress.ts",
];

function newest(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const builtAt = existsSync(builtMarker) ? statSync(builtMarker).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newest))) {
  console.log(builtAt ? "Sources changed since the last build: building…" : "No build yet: building…");
  const code = await run("npm", ["run", "build"]);
  if (code !== 0) process.exit(code);
}
process.env.NODE_ENV ??= "production";
await import("../src/server/index.ts");

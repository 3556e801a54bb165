/**
 * After `react-router build`: hashes the inline scripts of every built HTML page into BUILD_DIR/csp.json,
 * `{ "<path relative to build/client>": ["'sha256-…'", …] }`, which the server turns into each page's
 * Content-Security-Policy (src/server/csp.ts).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inlineScriptHashes } from "../src/server/csp";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const clientDir = path.join(buildDir, "client");

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(full);
    else if (entry.name.endsWith(".html")) yield full;
  }
}

const table: Record<string, string[]> = {};
for (const file of htmlFiles(clientDir)) {
  table[path.relative(clientDir, file).split(path.sep).join("/")] = inlineScriptHashes(
    readFileSync(file, "utf8"),
  );
}
writeFileSync(path.join(buildDir, "csp.json"), `${JSON.stringify(table, null, 2)}\n`);
console.log(
  `hashed the inline scripts of ${Object.keys(table).length} pages into ${path.relative(process.cwd(), buildDir)}/csp.json`,
);

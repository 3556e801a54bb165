/**
 * `npm test`: everything CI checks, in order: types, lint, unit + API tests (PGlite, and PostgreSQL when
 * TEST_DATABASE_URL is set), the production build, and the Playwright suite against the built app.
 * Ends with one line `N passed, N failed`.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { run } from "./lib";

const results = "test-results";
rmSync(`${results}/vitest.json`, { force: true });
rmSync(`${results}/e2e.json`, { force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
const failures: string[] = [];

async function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n▶ ${name}`);
  const code = await run(command, args, env);
  if (code !== 0) failures.push(name);
  return code === 0;
}

function readJson(file: string) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}

const typesOk = await step("typecheck", "npm", ["run", "--silent", "typecheck"]);
const lintOk = await step("lint", "npm", ["run", "--silent", "lint"]);
if (!typesOk) failed++;
if (!lintOk) failed++;

await step("unit and API tests", "vitest", [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${results}/vitest.json`,
]);
const vitest = readJson(`${results}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
} else failed++;

const built = await step("build", "npm", ["run", "--silent", "build"]);
if (built) {
  await step("browser tests", "playwright", ["test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/e2e.json`,
  });
  const e2e = readJson(`${results}/e2e.json`);
  if (e2e) {
    passed += e2e.stats.expected + e2e.stats.flaky;
    failed += e2e.stats.unexpected;
  } else failed++;
} else failed++;

if (failures.length) console.log(`\nFailed steps: ${failures.join(", ")}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);

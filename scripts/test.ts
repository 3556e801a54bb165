/**
 * `npm test`: everything CI checks, in order: types, lint, the house checks, unit + API tests (PGlite, and
 * PostgreSQL when TEST_DATABASE_URL is set), the production build, and the Playwright suite against the
 * built app, served by `npm start` (which finds the build fresh: it does not build again). Prints how long
 * each phase took, and ends with one line `N passed, N failed`, where a test that passed only on a retry
 * counts as failed (no retries are configured: see playwright.config.ts).
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { run } from "./lib";
import type { ProjectTiming } from "./vitest-projects-reporter";

const results = "test-results";
rmSync(`${results}/vitest.json`, { force: true });
rmSync(`${results}/e2e.json`, { force: true });
rmSync(`${results}/vitest-projects.json`, { force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
const failures: string[] = [];
const phases: [name: string, seconds: number][] = [];

const seconds = (ms: number) => Math.round(ms / 100) / 10;

async function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n▶ ${name}`);
  const start = performance.now();
  const code = await run(command, args, env);
  const took = seconds(performance.now() - start);
  phases.push([name, took]);
  console.log(`⏱ ${name}: ${took} s`);
  if (code !== 0) failures.push(name);
  return code === 0;
}

function readJson(file: string) {
  return existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : undefined;
}

/** Each Vitest project's share of the run (written by scripts/vitest-projects-reporter.ts). */
function vitestProjects() {
  const projects: Record<string, ProjectTiming> = readJson(`${results}/vitest-projects.json`) ?? {};
  for (const [name, t] of Object.entries(projects))
    phases.push([
      `  Vitest ${name}: ${t.files} files, ${t.tests} tests (files added up: ${seconds(t.summed)} s)`,
      seconds(t.span),
    ]);
}

const typesOk = await step("typecheck", "npm", ["run", "--silent", "typecheck"]);
const lintOk = await step("lint", "npm", ["run", "--silent", "lint"]);
// the walls: module boundaries, no import cycle, no unused file, export or dependency (ADR 026)
const houseOk = await step("house checks", "npm", ["run", "--silent", "check:house"]);
for (const ok of [typesOk, lintOk, houseOk]) if (!ok) failed++;

await step(
  "unit and API tests",
  "vitest",
  [
    "run",
    "--reporter=default",
    "--reporter=json",
    "--reporter=./scripts/vitest-projects-reporter.ts",
    `--outputFile.json=${results}/vitest.json`,
  ],
  { VITEST_PROJECTS_FILE: `${results}/vitest-projects.json` },
);
const vitest = readJson(`${results}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  vitestProjects();
} else failed++;

const built = await step("build", "npm", ["run", "--silent", "build"]);
if (built) {
  await step("browser tests", "playwright", ["test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/e2e.json`,
  });
  const e2e = readJson(`${results}/e2e.json`);
  if (e2e) {
    passed += e2e.stats.expected;
    // passed only on a retry: a flake, counted as a failure
    failed += e2e.stats.unexpected + e2e.stats.flaky;
  } else failed++;
} else failed++;

console.log("\nPhases (seconds):");
for (const [name, took] of phases) console.log(`  ${name.padEnd(70)} ${String(took).padStart(7)}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(", ")}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);

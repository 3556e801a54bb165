/**
 * `npm test`: everything CI checks. The types, lint and the house checks run beside the unit and API tests (each
 * suite in its lane: scripts/test-lanes.ts), and so does the production build, once the types are read; then the
 * Playwright suite against the built app, served by `npm start` (which finds the build fresh: it does not build
 * again).
 *
 * Prints each phase's time against its budget (scripts/test-budget.json; a phase over budget gets a warning line
 * that names it), the 20 slowest tests, and ends with one line `N passed, N failed`, where a test that passed only
 * on a retry counts as failed (no retries are configured: see playwright.config.ts). ADR 028.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { run } from "./lib";
import type { ProjectTiming } from "./vitest-projects-reporter";

const results = "test-results";
for (const file of ["vitest.json", "e2e.json", "vitest-projects.json"])
  rmSync(`${results}/${file}`, { force: true });
mkdirSync(results, { recursive: true });

let passed = 0;
let failed = 0;
const failures: string[] = [];
const phases: { name: string; seconds: number; inner?: boolean }[] = [];
const startedAt = performance.now();

const seconds = (ms: number) => Math.round(ms / 100) / 10;

/** A phase with its output as it comes (the unit tests, the browser tests). */
async function step(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  console.log(`\n▶ ${name}`);
  const start = performance.now();
  const code = await run(command, args, env);
  return finish(name, start, code);
}

/** A phase that runs beside another: its output held until it ends, then printed in one piece. */
function quietStep(name: string, command: string, args: string[]) {
  const start = performance.now();
  return new Promise<boolean>((resolve) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"] });
    const output: Buffer[] = [];
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk));
    child.on("close", (code, signal) => {
      const text = Buffer.concat(output).toString().trim();
      console.log(`\n▶ ${name} (ran beside the tests)${text ? `\n${text}` : ""}`);
      resolve(finish(name, start, code ?? (signal ? 1 : 0)));
    });
  });
}

function finish(name: string, start: number, code: number) {
  const took = seconds(performance.now() - start);
  phases.push({ name, seconds: took });
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
    phases.push({
      name: `  Vitest ${name}: ${t.files} files, ${t.tests} tests (files added up: ${seconds(t.summed)} s)`,
      seconds: seconds(t.span),
      inner: true,
    });
}

interface Timed {
  name: string;
  ms: number;
}

/** Every test's own time: Vitest's JSON report and Playwright's. */
function testTimes(vitest: VitestReport | undefined, e2e: PlaywrightReport | undefined): Timed[] {
  const times: Timed[] = [];
  for (const file of vitest?.testResults ?? []) {
    const where = file.name.replace(`${process.cwd()}/`, "");
    for (const test of file.assertionResults)
      times.push({ name: `${where} › ${test.title}`, ms: test.duration ?? 0 });
  }
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          times.push({ name: `tests/e2e/${spec.file} › ${spec.title}`, ms: result.duration });
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of e2e?.suites ?? []) walk(suite);
  return times.sort((a, b) => b.ms - a.ms);
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; assertionResults: { title: string; duration?: number }[] }[];
}
interface PlaywrightSuite {
  specs?: { title: string; file: string; tests: { results: { duration: number }[] }[] }[];
  suites?: PlaywrightSuite[];
}
interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  suites: PlaywrightSuite[];
}

// The checks and the build beside the unit and API tests: the two cores are not both busy all through the
// Vitest run (about a third of it idle, ADR 086)
console.log("\n▶ typecheck, lint, house checks and the build, beside the unit and API tests");
const besideStart = performance.now();
const typecheck = quietStep("typecheck", "npm", ["run", "--silent", "typecheck"]);
// after the typecheck, whose route types (react-router typegen) the build would otherwise write at once
const building = typecheck.then(() => quietStep("build", "npm", ["run", "--silent", "build"]));
const checks = Promise.all([
  typecheck,
  quietStep("lint", "npm", ["run", "--silent", "lint"]),
  // the walls: module boundaries, no import cycle, no unused file, export or dependency (ADR 026)
  quietStep("house checks", "npm", ["run", "--silent", "check:house"]),
]);
const tests = step(
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
for (const ok of await checks) if (!ok) failed++;
await tests;
const built = await building;
phases.push({
  name: "checks, build and unit tests, side by side",
  seconds: seconds(performance.now() - besideStart),
});
const vitest: VitestReport | undefined = readJson(`${results}/vitest.json`);
if (vitest) {
  passed += vitest.numPassedTests;
  failed += vitest.numFailedTests;
  vitestProjects();
} else failed++;

let e2e: PlaywrightReport | undefined;
if (built) {
  await step("browser tests", "playwright", ["test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${results}/e2e.json`,
  });
  e2e = readJson(`${results}/e2e.json`);
  if (e2e) {
    passed += e2e.stats.expected;
    // passed only on a retry: a flake, counted as a failure
    failed += e2e.stats.unexpected + e2e.stats.flaky;
  } else failed++;
} else failed++;

console.log("\nThe 20 slowest tests (seconds):");
for (const { name, ms } of testTimes(vitest, e2e).slice(0, 20))
  console.log(`  ${String(seconds(ms)).padStart(6)}  ${name.length > 110 ? `${name.slice(0, 109)}…` : name}`);

// .ci/run passes its install time, so that one table shows the whole run
const install = Number(process.env.CI_INSTALL_SECONDS);
if (install) phases.unshift({ name: "install (.ci/run)", seconds: install });
phases.push({ name: "npm test in all", seconds: seconds(performance.now() - startedAt) });

const budget: Record<string, number> = readJson("scripts/test-budget.json").seconds;
console.log("\nPhases (seconds, and the budget of scripts/test-budget.json):");
const over: string[] = [];
for (const { name, seconds: took, inner } of phases) {
  const limit = inner ? undefined : budget[name];
  if (limit !== undefined && took > limit)
    over.push(`⚠ over budget: ${name} took ${took} s, its budget is ${limit} s`);
  console.log(`  ${name.padEnd(76)} ${String(took).padStart(7)}${limit === undefined ? "" : ` / ${limit}`}`);
}
for (const line of over) console.log(line);
if (failures.length) console.log(`\nFailed steps: ${failures.join(", ")}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failures.length || failed ? 1 : 0);

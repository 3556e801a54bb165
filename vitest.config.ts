import path from "node:path";
import { defineConfig } from "vitest/config";
import { type LaneName, laneFiles } from "./scripts/test-lanes.ts";

const alias = { "~": path.resolve(import.meta.dirname, "src") };

/*
 * Each test file runs once, in its lane (scripts/test-lanes.ts, ADR 028):
 * - `postgres`: the driver-independent server suites, the connection tests, domain and script tests, on the
 *   PostgreSQL server of TEST_DATABASE_URL (as CI runs them);
 * - `pglite`: what is about the embedded database (migrations, one smoke file a feature, the CLI) and, on a
 *   machine without TEST_DATABASE_URL, the driver-independent suites too (the connection tests need a server
 *   and do not run there);
 * - `web`: the browser's side, no database.
 *
 * The web unit tests stub globals (`fetch`, `Request`) and mock modules (`./toast`): they run with each file's
 * modules imported afresh. Everything else shares its worker's module graph (`isolate: false`), which halves the
 * run: each file builds its own app, database and hub through `createTestContext`, and stubs, spies and env
 * changes are undone after every test (below).
 */
const shared = {
  resolve: { alias },
  test: {
    setupFiles: ["src/server/testing/setup.ts"],
    pool: "forks" as const,
    maxWorkers: 2,
    // Vitest's default timeouts (5 s a test, 10 s a hook): a test that needs more asks for it, with its reason
    unstubGlobals: true,
    unstubEnvs: true,
    restoreMocks: true,
  },
};

function project(name: string, lanes: LaneName[], env: Record<string, string>) {
  const files = lanes.map(laneFiles);
  const own = new Set(files.flatMap((f) => f.include));
  return {
    ...shared,
    test: {
      ...shared.test,
      name,
      env,
      include: files.flatMap((f) => f.include),
      // a lane's exclusions that another lane of this project includes stay in
      exclude: ["**/node_modules/**", ...files.flatMap((f) => f.exclude).filter((glob) => !own.has(glob))],
      globalSetup: ["src/server/testing/global-setup.ts"],
      isolate: false,
      // each file's beforeAll boots its own PGlite (the template unpacked, PostgreSQL started in WebAssembly):
      // 2-3 s alone on the two-core machine, past the 10 s hook default beside the other lanes and the checks
      ...(env.TEST_DB === "pglite" && { hookTimeout: 30_000 }),
    },
  };
}

const onServer = Boolean(process.env.TEST_DATABASE_URL);
const driverIndependent: LaneName[] = ["server", "plain"];

export default defineConfig({
  test: {
    projects: [
      project("pglite", ["pglite", ...(onServer ? [] : driverIndependent)], { TEST_DB: "pglite" }),
      ...(onServer
        ? [project("postgres", [...driverIndependent, "connections"], { TEST_DB: "postgres" })]
        : []),
      {
        ...shared,
        test: { ...shared.test, name: "web", include: laneFiles("web").include },
      },
    ],
  },
});

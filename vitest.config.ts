import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "src") };

/*
 * The web unit tests stub globals (`fetch`, `Request`) and mock modules (`./toast`): they run with each file's
 * modules imported afresh. Everything else (API, domain, server and script tests) shares its worker's module
 * graph (`isolate: false`), which halves the run: each file builds its own app, database and hub through
 * `createTestContext`, and stubs, spies and env changes are undone after every test (below). ADR 028.
 */
const isolatedFiles = ["src/web/**/*.test.ts", "src/web/**/*.test.tsx"];

const shared = {
  resolve: { alias },
  test: {
    setupFiles: ["src/server/testing/setup.ts"],
    globalSetup: ["src/server/testing/global-setup.ts"],
    pool: "forks" as const,
    maxWorkers: 2,
    // room for a slower or busier machine (a set-up builds an app and a database): timing is the benches' job
    testTimeout: 30_000,
    hookTimeout: 60_000,
    unstubGlobals: true,
    unstubEnvs: true,
    restoreMocks: true,
  },
};

/** The suite on one driver: the shared-graph part and the isolated web part. */
function driver(name: "pglite" | "postgres") {
  const env = { TEST_DB: name };
  return [
    {
      ...shared,
      test: {
        ...shared.test,
        name,
        env,
        include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
        exclude: ["**/node_modules/**", ...isolatedFiles],
        isolate: false,
      },
    },
    {
      ...shared,
      // no database: these test the browser's side
      test: { ...shared.test, name: `${name}-web`, env, include: isolatedFiles, globalSetup: [] },
    },
  ];
}

/* The API tests run against embedded PGlite and, when TEST_DATABASE_URL is set, against that server. */
export default defineConfig({
  test: {
    projects: [...driver("pglite"), ...(process.env.TEST_DATABASE_URL ? driver("postgres") : [])],
  },
});

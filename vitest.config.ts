import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "src") };
const shared = {
  resolve: { alias },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
    setupFiles: ["src/server/testing/setup.ts"],
    globalSetup: ["src/server/testing/global-setup.ts"],
    pool: "forks" as const,
    // Three times Vitest's defaults (5 s, 10 s), half of what they were: two workers, each with PGlite in its
    // own process, share two cores, and a file's first request starts better-auth (ADR 028).
    testTimeout: 15_000,
    hookTimeout: 30_000,
    maxWorkers: 2,
    // Each test file imports its modules afresh (Vitest's default). `isolate: false` halved the time, but a
    // file's stubs and mocks (api.test.ts, query-client.test.ts) then reach the next file of the worker (ADR 028).
  },
};

/* The API tests run against embedded PGlite and, when TEST_DATABASE_URL is set, against that server. */
export default defineConfig({
  test: {
    projects: [
      { ...shared, test: { ...shared.test, name: "pglite", env: { TEST_DB: "pglite" } } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ ...shared, test: { ...shared.test, name: "postgres", env: { TEST_DB: "postgres" } } }]
        : []),
    ],
  },
});

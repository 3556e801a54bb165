import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "src") };
/* Walks of routing, validation and policy (the fuzz walk, the authorization matrix), in shards: they do not
   depend on the database driver, so they run on PGlite only. */
const driverFreeWalks = ["src/server/api-fuzz-*.test.ts", "src/server/authorization-*.test.ts"];
const shared = {
  resolve: { alias },
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
    setupFiles: ["src/server/testing/setup.ts"],
    globalSetup: ["src/server/testing/global-setup.ts"],
    pool: "forks" as const,
    maxWorkers: 2,
    // Test files share a worker's module graph (no module state is kept between files: every test file
    // makes its own app and database), which saves importing the server once per file.
    isolate: false,
    ...(process.env.SLOW_BOX ? { testTimeout: 300_000, hookTimeout: 300_000 } : {}),
  },
};

/* The API tests run against embedded PGlite and, when TEST_DATABASE_URL is set, against that server. */
export default defineConfig({
  test: {
    projects: [
      { ...shared, test: { ...shared.test, name: "pglite", env: { TEST_DB: "pglite" } } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              ...shared,
              test: {
                ...shared.test,
                name: "postgres",
                env: { TEST_DB: "postgres" },
                exclude: ["**/node_modules/**", ...driverFreeWalks],
              },
            },
          ]
        : []),
    ],
  },
});

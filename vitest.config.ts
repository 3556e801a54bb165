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
    maxWorkers: 2,
    // Test files share a worker's module graph (no module state is kept between files: every test file
    // makes its own app and database), which saves importing the server once per file.
    isolate: false,
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

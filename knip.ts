import type { KnipConfig } from "knip";

/*
 * Unused files, exports and dependencies (docs/decisions/026-house-checks.md). Knip's plugins find most entry
 * points by themselves: React Router (react-router.config.ts, src/web/routes.ts and its route modules), Vite,
 * Vitest (its config and *.test.ts), Playwright (its config and tests/e2e/*.spec.ts), drizzle-kit, and the
 * files the npm scripts run (src/server/launch.ts through `npm start`, and the `node` binary they name).
 */
const config: KnipConfig = {
  entry: [
    // the npm scripts, CLI and tools run as files (tsx scripts/<name>.ts)
    "scripts/*.ts",
    // the public site: its islands are built as entries, its pages rendered by scripts/build-site.ts (ADR 077)
    "src/web/site/islands/*.ts",
    "src/web/site/render.tsx",
  ],
  project: ["src/**/*.{ts,tsx,css}", "scripts/**/*.ts", "tests/**/*.ts", "*.ts"],
  ignoreDependencies: [
    // run as node_modules/.bin/redocly by src/server/features/docs/openapi-lint.test.ts
    "@redocly/cli",
    // loaded by pino by name, as a transport target (src/server/lib/logger.ts)
    "pino-pretty",
    // knip's React Router plugin expects it for a server entry; with `ssr: false` there is none
    "@react-router/node",
    // what `react` means in the public site's browser build (scripts/build-site.ts aliases it)
    "preact",
  ],
  // Debian's, run by name (issue 22: the browser test makes its small videos with it)
  ignoreBinaries: ["ffmpeg"],
};

export default config;

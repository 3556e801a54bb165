/**
 * The house's walls (docs/decisions/026-house-checks.md). `npm run check:house` runs this over src, scripts
 * and tests; scripts/house-checks.test.ts proves each rule can fail.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment:
        "An import cycle: modules that cannot be understood, loaded or tested one without the other. " +
        "Break it by moving the shared piece into a leaf module (see src/server/app-env.ts).",
      from: {},
      to: { circular: true },
    },
    {
      name: "domain-imports-only-domain",
      severity: "error",
      comment:
        "src/domain holds the isomorphic rules shared by server and web: it imports nothing of ours outside " +
        "itself (packages are fine).",
      from: { path: "^src/domain/" },
      to: { path: "^(src|scripts|tests)/", pathNot: "^src/domain/" },
    },
    {
      name: "content-imports-only-content-and-domain",
      severity: "error",
      comment:
        "src/content is marketing copy and settings: it imports nothing of ours but itself and src/domain.",
      from: { path: "^src/content/" },
      to: { path: "^(src|scripts|tests)/", pathNot: "^src/(content|domain)/" },
    },
    {
      name: "shared-code-not-to-features",
      severity: "error",
      comment:
        "lib/ and components/ are what features stand on; they never import a feature (issue 33). A feature's " +
        "piece that a shared frame shows (the notification bell, the chat launcher) is handed to it by the " +
        "route that composes them; what several features need moves down into lib/ or components/. " +
        "src/server/app.ts and src/server/cpu-tasks.ts compose features and stand beside lib/, not in it. " +
        "A test of lib/ may walk the features' routes (the OpenAPI document, the paged lists).",
      from: { path: "^src/(server/lib|web/lib|web/components)/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^src/(server|web)/features/" },
    },
    {
      name: "features-through-their-index",
      severity: "error",
      comment:
        "A feature (server or web) reaches another only through that feature's index.ts: its use cases, " +
        "components and types, never its " +
        "files (issue 33). A write does not call another feature's side effects at all: it emits a domain " +
        "event, and that feature's subscriber reacts after the commit (ADR 076). Tests may reach in (they " +
        "seed what they need). A feature's server side may render its own web side (the media kit's page).",
      from: { path: "^src/(server|web)/features/([^/]+)/", pathNot: "\\.test\\.tsx?$" },
      to: {
        path: "^src/(server|web)/features/[^/]+/",
        pathNot: ["^src/(server|web)/features/$2/", "^src/(server|web)/features/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "web-not-to-server",
      severity: "error",
      comment:
        "The browser's code must not import the server's: it would drag server code (and secrets) into the " +
        "bundle. Share through src/domain instead.",
      from: { path: "^src/web/" },
      to: { path: "^src/server/" },
    },
    {
      name: "server-not-to-web",
      severity: "error",
      comment:
        "The server imports web code only where it serves the web app. Named exceptions: " +
        "src/server/web-routes.ts (the list of the app's routes, to answer 404 for other paths: it reads " +
        "src/web/routes.ts); the realtime tests (src/server/realtime/realtime.test.ts and the helper " +
        "src/server/testing/realtime.ts) drive the hub with the browser's own client, src/web/lib/realtime.ts, " +
        "so the test proves the real client and server agree; src/server/features/media-kit/page.tsx renders " +
        "a media kit's page with the app's own component (docs/decisions/052). Anything else: share through " +
        "src/domain.",
      from: {
        path: "^src/server/",
        pathNot: [
          "^src/server/web-routes\\.ts$",
          "^src/server/realtime/realtime\\.test\\.ts$",
          "^src/server/testing/realtime\\.ts$",
          "^src/server/features/media-kit/page\\.tsx$",
        ],
      },
      to: { path: "^src/web/" },
    },
  ],
  options: {
    doNotFollow: { path: ["node_modules"] },
    exclude: { path: ["^src/server/db/migrations/", "^\\.react-router/"] },
    // type-only imports are imports too: a cycle of types still ties the modules together
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
      mainFields: ["module", "main", "types", "typings"],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};

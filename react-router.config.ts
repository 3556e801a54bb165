import type { Config } from "@react-router/dev/config";
import { appPublicPaths } from "./src/content/routes";

export default {
  appDirectory: "src/web",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  // The login page is real HTML at build time, for people and crawlers; everything else is the SPA. The public
  // site's pages are static HTML of their own (scripts/build-site.ts, ADR 077).
  prerender: [...appPublicPaths],
} satisfies Config;

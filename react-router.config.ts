import type { Config } from "@react-router/dev/config";
import { publicPaths } from "./src/content/routes";

export default {
  appDirectory: "src/web",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  // Public pages become real HTML at build time, for people and crawlers; everything else is the SPA.
  prerender: [...publicPaths],
} satisfies Config;

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "./context";

/**
 * Serves the built client: prerendered public pages (directory indexes), hashed assets cached for a year
 * (a real 404 when missing), precompressed .br/.gz variants, and the SPA fallback for every other GET.
 */
export function mountClient(app: Hono<AppEnv>, clientDir: string) {
  const root = path.relative(process.cwd(), clientDir) || ".";
  const fallbackFile = path.join(clientDir, "__spa-fallback.html");

  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("/assets/*", serveStatic({ root, precompressed: true }));
  app.get("/assets/*", (c) => c.text("Not found", 404));

  app.use(
    "*",
    serveStatic({
      root,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "no-cache");
      },
    }),
  );

  let fallback: string | undefined;
  app.get("*", (c) => {
    if (!existsSync(fallbackFile)) return c.text("The web app is not built. Run npm run build.", 503);
    fallback ??= readFileSync(fallbackFile, "utf8");
    c.header("Cache-Control", "no-cache");
    return c.html(fallback);
  });
}

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import type { AppEnv } from "./context";
import { contentSecurityPolicy } from "./csp";
import { mountKitPage } from "./features/media-kit/page";
import { answeredPage } from "./features/public-forms/page";
import { type AnswerPage, mountPublicForms } from "./features/public-forms/routes";
import { fallbackWithPreloads } from "./route-preloads";
import { isAppPage } from "./web-routes";

const FALLBACK = "__spa-fallback.html";

/** Each built page's Content-Security-Policy, from the hashes `npm run build` wrote to BUILD_DIR/csp.json. */
function policies(clientDir: string): (page: string) => string {
  const file = path.join(clientDir, "..", "csp.json");
  const hashes: Record<string, string[]> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const cache = new Map<string, string>();
  return (page) => {
    let policy = cache.get(page);
    if (!policy) {
      policy = contentSecurityPolicy(hashes[page] ?? []);
      cache.set(page, policy);
    }
    return policy;
  };
}

/**
 * Serves the built client: prerendered public pages (directory indexes), hashed assets cached for a year
 * (a real 404 when missing), precompressed .br/.gz variants, and the SPA fallback for the app's other
 * pages. Every HTML answer carries a strict Content-Security-Policy; a path that is no page of the app
 * answers 404 with the app's not-found page. The public forms work before the scripts have run: their
 * posts are answered with their page, filled in (features/public-forms).
 */
export function mountClient(app: Hono<AppEnv>, clientDir: string) {
  const policyOf = policies(clientDir);
  const pages = new Map<string, string>();
  const answerPage: AnswerPage = (c, page, answer, status) => {
    const file = `${page.slice(1)}/index.html`;
    const full = path.join(clientDir, file);
    if (!existsSync(full)) return c.text("The web app is not built. Run npm run build.", 503);
    let html = pages.get(file);
    if (html === undefined) {
      html = readFileSync(full, "utf8");
      pages.set(file, html);
    }
    // what was typed is in the page: nobody keeps a copy
    c.header("Cache-Control", "no-store");
    c.header("Content-Security-Policy", policyOf(file));
    return c.html(answeredPage(html, answer), status);
  };
  mountPublicForms(app, answerPage);
  const root = path.relative(process.cwd(), clientDir) || ".";
  const fallbackFile = path.join(clientDir, FALLBACK);

  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.header("Cache-Control", "public, max-age=31536000, immutable");
  });
  app.use("/assets/*", serveStatic({ root, precompressed: true }));
  app.get("/assets/*", (c) => c.text("Not found", 404));

  let fallback: ((pathname: string) => string) | undefined;
  const appPage = (c: Context<AppEnv>, status: 200 | 404) => {
    if (!existsSync(fallbackFile)) return c.text("The web app is not built. Run npm run build.", 503);
    // with the page's own code and, on a dashboard, its session request preloaded (route-preloads.ts)
    fallback ??= fallbackWithPreloads(clientDir, readFileSync(fallbackFile, "utf8"));
    c.header("Cache-Control", "no-cache");
    c.header("Content-Security-Policy", policyOf(FALLBACK));
    return c.html(fallback(c.req.path), status);
  };
  // a published media kit is rendered here, per request (before the files: there is none to look for), and
  // so is the page of an unknown or unpublished one
  mountKitPage(app, { clientDir, policy: policyOf("kit"), answerPage });

  app.use(
    "*",
    serveStatic({
      root,
      precompressed: true,
      onFound: (file, c) => {
        c.header("Cache-Control", "no-cache");
        const original = file.replace(/\.(br|gz)$/, "");
        if (original.endsWith(".html")) {
          const page = path.relative(clientDir, path.resolve(original)).split(path.sep).join("/");
          c.header("Content-Security-Policy", policyOf(page));
        }
      },
    }),
  );

  // the app renders its not-found page for an unknown path; the status tells crawlers and scanners
  app.get("*", (c: Context<AppEnv>) => appPage(c, isAppPage(c.req.path) ? 200 : 404));
}

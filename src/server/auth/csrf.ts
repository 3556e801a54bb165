import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { AppError } from "../lib/app-error";
import { requestOrigin } from "../lib/request-origin";
import { publicUrl } from "./auth";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export const CROSS_SITE_MESSAGE =
  "This request came from another website, so it was refused. Open this site directly and try again.";

/**
 * Cross-site request guard for every cookie-authenticated write of the API, /api/auth included: a browser
 * always sends Origin on a cross-origin write, so a write whose Origin is neither PUBLIC_URL nor the origin
 * the request was addressed to is refused (a form posted by one of our pages, which send no referrer, says
 * `Origin: null` and is told apart by Sec-Fetch-Site). Non-browser clients (CLI, tests) send no Origin and rely on
 * their cookie or token alone.
 */
export const csrfGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE.has(c.req.method)) return next();
  refuseCrossSite(c);
  await next();
};

/** Throws 403 for a request a browser sent from another site (see csrfGuard); the realtime socket uses it too. */
export function refuseCrossSite(c: Context<AppEnv>) {
  const origin = c.req.header("origin");
  const site = c.req.header("sec-fetch-site");
  const { env } = c.var.deps;
  // Our pages send no referrer (Referrer-Policy: no-referrer), so a form they post says `Origin: null`;
  // the browser's Sec-Fetch-Site, which no page can forge, then says whether it came from this site.
  const trusted =
    origin === publicUrl(env) ||
    origin === requestOrigin(c, env.TRUST_PROXY ?? false) ||
    (origin === "null" && site === "same-origin");
  if (site === "cross-site" || (origin !== undefined && !trusted)) {
    throw new AppError(403, "cross_site", CROSS_SITE_MESSAGE);
  }
}

import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { AppError } from "../lib/app-error";
import { publicUrl } from "./auth";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request guard for our own cookie-authenticated API (better-auth guards /api/auth itself):
 * a browser always sends Origin on a cross-origin write, so a write whose Origin is not ours is refused.
 * Non-browser clients (CLI, tests) send no Origin and rely on their cookie or token alone.
 */
export const csrfGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (SAFE.has(c.req.method)) return next();
  const origin = c.req.header("origin");
  const site = c.req.header("sec-fetch-site");
  const { env } = c.var.deps;
  const trusted = new Set([publicUrl(env)]);
  if (env.NODE_ENV === "development") trusted.add(new URL(c.req.url).origin);
  if (site === "cross-site" || (origin !== undefined && !trusted.has(origin))) {
    throw AppError.forbidden("Cross-site request refused.");
  }
  await next();
};

import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/app-error";
import { clientIp } from "../../lib/client-ip";
import { hitRateLimit } from "../../lib/rate-limit";
import { hashBrandToken } from "./tokens";

/*
 * What every address of a brand's link gets (issue 36): no referrer (the token is in the path), no index, no
 * cache; and rate limits per token and per client, counted in the database so every instance shares them.
 * A video's range requests count too, so the reads' limits are generous; writes have their own, tighter.
 */

const WINDOW_MS = 60_000;
/** Requests a minute: reads (the page, its files' bytes), writes (comments, verdicts). */
const BRAND_LINK_LIMITS = { read: { token: 600, client: 1200 }, write: { token: 30, client: 60 } };

/** The headers of a link's page and API: set before the handler, kept whatever it answers. */
export const brandLinkHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header("Referrer-Policy", "no-referrer");
  c.header("X-Robots-Tag", "noindex, nofollow");
  c.header("Cache-Control", "no-store");
};

/** Rate limits of `/api/{review,report}/{token}/…`: by the token (hashed in the key) and by the client. */
export const brandLinkLimits: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = c.req.param("token") ?? c.req.path.split("/")[3] ?? "";
  const write = c.req.method !== "GET" && c.req.method !== "HEAD";
  const { db, env } = c.var.deps;
  const read = env.BRAND_LINK_READ_LIMIT
    ? { token: env.BRAND_LINK_READ_LIMIT, client: 2 * env.BRAND_LINK_READ_LIMIT }
    : BRAND_LINK_LIMITS.read;
  const limits = write ? BRAND_LINK_LIMITS.write : read;
  const kind = write ? "w" : "r";
  // with Redis away (ADR 085), reads go through uncounted and writes are refused
  const outage = { failOpen: !write };
  const [byToken, byClient] = await Promise.all([
    hitRateLimit(
      db,
      `brand-link:${kind}:t:${hashBrandToken(token).slice(0, 32)}`,
      limits.token,
      WINDOW_MS,
      outage,
    ),
    hitRateLimit(
      db,
      `brand-link:${kind}:c:${clientIp(c, env.TRUST_PROXY === true)}`,
      limits.client,
      WINDOW_MS,
      outage,
    ),
  ]);
  const refused = [byToken, byClient].find((limit) => !limit.allowed);
  if (refused)
    throw AppError.tooManyRequests(
      refused.retryAfterSeconds,
      `Too many requests on this link. Please wait ${refused.retryAfterSeconds} seconds.`,
    );
  await next();
};

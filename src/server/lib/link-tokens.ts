import { createHash, randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../context";
import { AppError } from "./app-error";
import { clientIp } from "./client-ip";
import { hitRateLimit } from "./rate-limit";

/*
 * Links that are their own key, with no account (issue 36's brand links, issue 37's signing links; ASVS
 * V11.5): 256 bits from the CSPRNG, base64url, in the address; only the SHA-256 is stored, so the database
 * never holds a working link. Every address of such a link gets the same headers and rate limits.
 */

export function newLinkToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashLinkToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The headers of a link's page and API: no referrer (the token is in the path), no index, no cache. */
export const linkHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  c.header("Referrer-Policy", "no-referrer");
  c.header("X-Robots-Tag", "noindex, nofollow");
  c.header("Cache-Control", "no-store");
};

type Limits = { token: number; client: number };

const WINDOW_MS = 60_000;

/**
 * Rate limits of `/api/{kind}/{token}/…` (the token is the third segment), a minute's requests by the token
 * (hashed in the key) and by the client, counted in the database (or Redis, ADR 085) so every instance
 * shares them; reads and writes each have their own.
 */
export function linkLimits(
  scope: string,
  limits: (env: AppEnv["Variables"]["deps"]["env"]) => { read: Limits; write: Limits },
  refused: (seconds: number) => string = (seconds) =>
    `Too many requests on this link. Please wait ${seconds} seconds.`,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = c.req.param("token") ?? c.req.path.split("/")[3] ?? "";
    const write = c.req.method !== "GET" && c.req.method !== "HEAD";
    const { db, env } = c.var.deps;
    const { read, write: writes } = limits(env);
    const own = write ? writes : read;
    const kind = write ? "w" : "r";
    // with Redis away (ADR 085), reads go through uncounted and writes are refused
    const outage = { failOpen: !write };
    const results = await Promise.all([
      hitRateLimit(
        db,
        `${scope}:${kind}:t:${hashLinkToken(token).slice(0, 32)}`,
        own.token,
        WINDOW_MS,
        outage,
      ),
      hitRateLimit(
        db,
        `${scope}:${kind}:c:${clientIp(c, env.TRUST_PROXY === true)}`,
        own.client,
        WINDOW_MS,
        outage,
      ),
    ]);
    const over = results.find((limit) => !limit.allowed);
    if (over) throw AppError.tooManyRequests(over.retryAfterSeconds, refused(over.retryAfterSeconds));
    await next();
  };
}

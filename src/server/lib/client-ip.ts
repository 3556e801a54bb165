import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The caller's IP. Behind a trusted proxy (TRUST_PROXY) it is the LAST X-Forwarded-For hop: the one our
 * proxy appended. Earlier hops come from the client and could be forged to dodge per-IP rate limits.
 * Otherwise it is the socket's address.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // requests made in-process (tests) have no socket
  }
}

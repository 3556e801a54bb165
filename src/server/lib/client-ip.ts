import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The caller's IP: the first X-Forwarded-For hop behind a trusted proxy, else the socket's address. */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // requests made in-process (tests) have no socket
  }
}

import type { Hono } from "hono";
import type { AppEnv } from "../context";
import { clientIp } from "../lib/client-ip";
import { CLIENT_IP_HEADER } from "./auth";
import { authFor } from "./instance";

/**
 * Serves better-auth under /api/auth/*. The caller's IP (socket address, or the X-Forwarded-For hop our proxy added,
 * only when TRUST_PROXY) is decided here, once, and handed to better-auth in a header the client cannot
 * set: its rate limits and session records then see the same IP as the rest of the API.
 */
export function mountAuth(app: Hono<AppEnv>) {
  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    const { deps } = c.var;
    const auth = await authFor(deps);
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c, deps.env.TRUST_PROXY ?? false);
    if (ip !== "unknown") headers.set(CLIENT_IP_HEADER, ip);
    return auth.handler(new Request(c.req.raw, { headers }));
  });
}

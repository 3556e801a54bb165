import type { Context } from "hono";

/**
 * The origin (scheme and host) this request was addressed to. Behind a trusted proxy (TRUST_PROXY) the
 * proxy's X-Forwarded-Proto / X-Forwarded-Host say what the browser used; otherwise the Host header and the
 * socket's scheme do. A browser's Origin header equal to this is a same-origin request, whatever address
 * (localhost, 127.0.0.1, a LAN name) the server is reached by.
 */
export function requestOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  const first = (name: string) => c.req.header(name)?.split(",")[0]?.trim() || undefined;
  const proto = (trustProxy && first("x-forwarded-proto")) || url.protocol.replace(/:$/, "");
  const host = (trustProxy && first("x-forwarded-host")) || c.req.header("host") || url.host;
  return `${proto}://${host}`;
}

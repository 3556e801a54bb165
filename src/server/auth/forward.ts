import type { Context } from "hono";
import type { AppEnv } from "../context";
import { notifyQueued } from "../db/notify-relay";
import { clientIp } from "../lib/client-ip";
import { databaseUnavailable } from "../lib/error-response";
import { requestOrigin } from "../lib/request-origin";
import { CLIENT_IP_HEADER, REQUEST_ORIGIN_HEADER } from "./auth";
import { CROSS_SITE_MESSAGE } from "./csrf";
import { authFor } from "./instance";

/**
 * Hands the (validated) request to better-auth with the caller's IP and origin decided by us. `path` is the
 * better-auth endpoint (`/sign-in/email`) when the request came to another address (the login page's form
 * posted without scripts); by default, the request's own /api/auth address.
 */
export async function forward(c: Context<AppEnv>, body?: unknown, path?: string): Promise<Response> {
  const { deps } = c.var;
  const auth = await authFor(deps);
  const trustProxy = deps.env.TRUST_PROXY ?? false;
  const headers = new Headers(c.req.raw.headers);
  for (const name of [CLIENT_IP_HEADER, REQUEST_ORIGIN_HEADER, "content-length"]) headers.delete(name);
  const ip = clientIp(c, trustProxy);
  if (ip !== "unknown") headers.set(CLIENT_IP_HEADER, ip);
  headers.set(REQUEST_ORIGIN_HEADER, requestOrigin(c, trustProxy));
  const init: RequestInit = { method: c.req.method, headers };
  if (body !== undefined) {
    headers.set("content-type", "application/json");
    init.body = JSON.stringify(body);
  }
  const url = path ? new URL(`/api/auth${path}`, c.req.url) : c.req.url;
  const response = await auth.handler(new Request(url, init));
  // a session better-auth ended (sign-out, a password change) queued its sockets' revocation (migration 0032)
  if (c.req.method !== "GET") notifyQueued(deps.db);
  return inOurWords(c, response);
}

/** better-auth's wording where it would puzzle a person; its error bodies also get our `error` field. */
const FRIENDLIER: Record<string, string> = {
  INVALID_ORIGIN: CROSS_SITE_MESSAGE,
  MISSING_OR_NULL_ORIGIN: CROSS_SITE_MESSAGE,
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: CROSS_SITE_MESSAGE,
  INVALID_CALLBACKURL: "That link points outside this site, so it was refused.",
  INVALID_REDIRECTURL: "That link points outside this site, so it was refused.",
  INVALID_TOKEN: "This link is invalid or has expired. Please ask for a new one.",
  INVALID_TWO_FACTOR_COOKIE: "Your sign-in took too long. Please sign in again.",
};

async function inOurWords(c: Context<AppEnv>, res: Response): Promise<Response> {
  if (res.status >= 500) {
    // better-auth answers its own failures with a 500; a database outage among them is our 503
    const { database, availability } = c.var.deps;
    const down = await database.ping().then(
      () => false,
      (error: unknown) => availability.report(error),
    );
    if (down) throw databaseUnavailable();
    throw new Error(`auth: answered ${res.status} ${await res.text().catch(() => "")}`.slice(0, 500));
  }
  if (res.ok || !res.headers.get("content-type")?.includes("json")) return res;
  const body = (await res.json().catch(() => ({}))) as { message?: string; code?: string };
  const code = body.code ?? "auth_error";
  const message = FRIENDLIER[code] ?? body.message ?? "That did not work. Please try again.";
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ error: message, message, code }), { status: res.status, headers });
}

import { makeSignature } from "better-auth/crypto";
import type { Role } from "~/domain/roles";
import { authFor } from "../auth/instance";
import { type SeededUser, seedUser } from "../features/accounts/seed-user";
import type { TestContext } from "./context";

/* Helpers for API tests that need a signed-in caller. Each call uses its own client IP, so better-auth's
   per-IP rate limits never couple two tests. */

export const TEST_ORIGIN = "http://localhost:3000";

let ipCounter = 0;
/** A fresh client IP (sent as X-Forwarded-For; test contexts set TRUST_PROXY). */
export function nextIp(): string {
  ipCounter++;
  return `10.${(process.pid >> 8) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface RequestOptions {
  method?: string;
  cookie?: string;
  json?: unknown;
  body?: BodyInit;
  ip?: string;
  headers?: Record<string, string>;
}

/** A request as the browser app makes it: same-origin, with the caller's cookie. */
export function call(ctx: TestContext, path: string, options: RequestOptions = {}) {
  const headers: Record<string, string> = {
    origin: TEST_ORIGIN,
    "x-forwarded-for": options.ip ?? nextIp(),
    ...options.headers,
  };
  if (options.cookie) headers.cookie = options.cookie;
  let body = options.body;
  if (options.json !== undefined) {
    headers["content-type"] = "application/json";
    body = JSON.stringify(options.json);
  }
  return ctx.app.request(path, { method: options.method ?? (body ? "POST" : "GET"), headers, body });
}

/** The `name=value` pairs a response sets, joined as a Cookie header (cleared cookies left out). */
export function cookiesOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => pair.includes("=") && !pair.endsWith("="))
    .join("; ");
}

export async function signIn(ctx: TestContext, email: string, password: string, ip?: string) {
  const res = await call(ctx, "/api/auth/sign-in/email", { json: { email, password }, ip });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookiesOf(res);
}

/**
 * A session made the way better-auth's sign-in makes one: a row through its internal adapter and the
 * cookie signed with the app's secret by better-auth's own `makeSignature` (`better-auth/crypto`). It skips
 * only the password check (about 250 ms of scrypt), which the sign-in tests cover through the real endpoint.
 * `auth/better-auth-cookie.contract.test.ts` checks that better-auth's getSession accepts what this makes.
 */
export async function sessionCookieFor(ctx: TestContext, userId: string): Promise<string> {
  const context = await (await authFor(ctx.deps)).$context;
  const session = await context.internalAdapter.createSession(userId);
  const signature = await makeSignature(session.token, context.secret);
  return `${context.authCookies.sessionToken.name}=${encodeURIComponent(`${session.token}.${signature}`)}`;
}

/** A new user with this role, signed in. */
export async function signedInAs(
  ctx: TestContext,
  role: Role,
  options: Parameters<typeof seedUser>[1] = {},
): Promise<SeededUser & { cookie: string }> {
  const user = await seedUser(ctx.deps, { ...options, role });
  return { ...user, cookie: await sessionCookieFor(ctx, user.id) };
}

import { createRoute, type RouteConfig, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import {
  changePasswordSchema,
  emptyBodySchema,
  getSessionQuerySchema,
  passwordSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  verifyBackupCodeSchema,
  verifyTotpSchema,
} from "~/domain/auth";
import type { AppEnv } from "../context";
import { clientIp } from "../lib/client-ip";
import { databaseUnavailable } from "../lib/error-response";
import { errorResponse, jsonBody, jsonContent, signedInErrors } from "../lib/openapi";
import { requestOrigin } from "../lib/request-origin";
import { createRouter } from "../lib/router";
import { CLIENT_IP_HEADER, REQUEST_ORIGIN_HEADER } from "./auth";
import { CROSS_SITE_MESSAGE } from "./csrf";
import { deviceKeyFor, devicePolicy, issueDeviceCookie } from "./device-cookie";
import { authFor } from "./instance";
import {
  accountLocked,
  accountPolicy,
  beginAttempt,
  clearFailures,
  forgiveAttempt,
  ipPolicy,
  networkLocked,
} from "./sign-in-limits";

/*
 * better-auth behind routes of our own: each endpoint the product uses is documented, its body validated
 * by the shared schema (only the listed fields reach better-auth), and its answer given our words. Every
 * other path under /api/auth is a 404, so better-auth's own update-user, delete-user, change-email, admin
 * and session-listing endpoints are closed.
 */

const anything = z.record(z.string(), z.unknown());
const authError = (description: string) => errorResponse(description);

/** Hands the (validated) request to better-auth with the caller's IP and origin decided by us. */
async function forward(c: Context<AppEnv>, body?: unknown): Promise<Response> {
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
  return inOurWords(c, await auth.handler(new Request(c.req.url, init)));
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

interface AuthRouteOptions {
  signedIn?: boolean;
  errors?: Record<number, string>;
}

/** An endpoint of better-auth, documented with our schema for its body (POST) or query (GET). */
function authRoute<M extends "get" | "post", R extends RouteConfig["request"]>(
  method: M,
  path: string,
  operationId: string,
  summary: string,
  request: R,
  { signedIn, errors = {} }: AuthRouteOptions = {},
) {
  return createRoute({
    method,
    path: `/auth${path}`,
    operationId,
    summary,
    tags: ["Auth"],
    request,
    responses: {
      200:
        method === "get"
          ? jsonContent(z.union([anything, z.null()]), "The session and its user, or null")
          : jsonContent(anything, "Done; a session cookie is set where one is created"),
      400: authError("A field is missing or malformed (see `fields`)"),
      ...(signedIn ? signedInErrors : {}),
      403: authError("A cross-site request, or not allowed"),
      ...Object.fromEntries(Object.entries(errors).map(([status, d]) => [status, authError(d)])),
    },
  });
}
const post = <T extends z.ZodObject>(
  path: string,
  operationId: string,
  summary: string,
  body: T,
  options?: AuthRouteOptions,
) => authRoute("post", path, operationId, summary, { body: jsonBody(body) }, options);

const signUp = post("/sign-up/email", "signUp", "Create an account (a creator) and sign in", signUpSchema, {
  errors: { 422: "An account with this email exists", 429: "Too many sign-ups from this network" },
});
const signIn = post("/sign-in/email", "signIn", "Sign in with email and password", signInSchema, {
  errors: { 401: "Wrong email or password", 429: "Too many failed sign-ins; see Retry-After" },
});
const signOut = post("/sign-out", "signOut", "End the current session", emptyBodySchema);
const requestReset = post(
  "/request-password-reset",
  "requestPasswordReset",
  "Email a password-reset link (answers the same whether the account exists or not)",
  requestPasswordResetSchema,
  { errors: { 429: "Too many requests" } },
);
const resetPassword = post(
  "/reset-password",
  "resetPassword",
  "Set a new password with the emailed token; every session of the account ends",
  resetPasswordSchema,
  { errors: { 429: "Too many requests" } },
);
const changePassword = post(
  "/change-password",
  "changePassword",
  "Change one's password; every other session of the account ends",
  changePasswordSchema,
  { signedIn: true },
);
const enableTwoFactor = post(
  "/two-factor/enable",
  "enableTwoFactor",
  "Start two-factor enrolment (returns the TOTP URI and backup codes)",
  passwordSchema,
  { signedIn: true },
);
const disableTwoFactor = post(
  "/two-factor/disable",
  "disableTwoFactor",
  "Turn two-factor sign-in off",
  passwordSchema,
  { signedIn: true },
);
const verifyTotp = post(
  "/two-factor/verify-totp",
  "verifyTotp",
  "Check a TOTP code: finishes enrolment, or a two-factor sign-in",
  verifyTotpSchema,
  { errors: { 401: "Wrong code, or no sign-in waiting for one", 429: "Too many tries" } },
);
const verifyBackupCode = post(
  "/two-factor/verify-backup-code",
  "verifyBackupCode",
  "Finish a two-factor sign-in with a backup code",
  verifyBackupCodeSchema,
  { errors: { 401: "Wrong code, or no sign-in waiting for one", 429: "Too many tries" } },
);
const getSession = authRoute(
  "get",
  "/get-session",
  "getSession",
  "The current session and user, or null (extends the session when it is old)",
  { query: getSessionQuerySchema },
);

export const authRoutes = createRouter()
  .openapi(signUp, (c) => forward(c, c.req.valid("json")))
  .openapi(signIn, async (c) => {
    const body = c.req.valid("json");
    const { deps } = c.var;
    const accountKey = `account:${body.email.toLowerCase()}`;
    const ipKey = `ip:${clientIp(c, deps.env.TRUST_PROXY ?? false)}`;
    const perIp = ipPolicy(deps.env.AUTH_RATE_LIMIT);
    const network = await beginAttempt(deps.db, ipKey, perIp);
    if (!network.allowed) throw networkLocked(network.retryAfterSeconds);
    // a browser that signed in to this account before counts against its own allowance (device-cookie.ts);
    // any other client against the account's, which a stranger's guesses may use up
    const deviceKey = await deviceKeyFor(c, body.email);
    const key = deviceKey ?? accountKey;
    const attempt = await beginAttempt(deps.db, key, deviceKey ? devicePolicy : accountPolicy);
    if (!attempt.allowed) {
      await forgiveAttempt(deps.db, ipKey, perIp); // a refusal for the account is not this network's failure
      throw accountLocked(attempt.retryAfterSeconds);
    }
    const res = await forward(c, body);
    if (res.ok) {
      await clearFailures(deps.db, key);
      await forgiveAttempt(deps.db, ipKey, perIp);
      await issueDeviceCookie(c, res, body.email);
    }
    return res;
  })
  .openapi(signOut, (c) => forward(c, {}))
  .openapi(requestReset, (c) => forward(c, c.req.valid("json")))
  .openapi(resetPassword, (c) => forward(c, c.req.valid("json")))
  // a changed password ends every other session: someone who knew the old one is signed out everywhere
  .openapi(changePassword, (c) => forward(c, { ...c.req.valid("json"), revokeOtherSessions: true }))
  .openapi(enableTwoFactor, (c) => forward(c, c.req.valid("json")))
  .openapi(disableTwoFactor, (c) => forward(c, c.req.valid("json")))
  .openapi(verifyTotp, (c) => forward(c, c.req.valid("json")))
  .openapi(verifyBackupCode, (c) => forward(c, c.req.valid("json")))
  .openapi(getSession, (c) => forward(c));

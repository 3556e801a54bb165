import { createRoute, type RouteConfig, z } from "@hono/zod-openapi";
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
import { errorResponse, jsonBody, jsonContent, signedInErrors } from "../lib/openapi";
import { createRouter } from "../lib/router";
import { forward } from "./forward";
import { signInWithPassword } from "./sign-in";

/*
 * better-auth behind routes of our own: each endpoint the product uses is documented, its body validated
 * by the shared schema (only the listed fields reach better-auth), and its answer given our words. Every
 * other path under /api/auth is a 404, so better-auth's own update-user, delete-user, change-email, admin
 * and session-listing endpoints are closed.
 */

const anything = z.record(z.string(), z.unknown());
const authError = (description: string) => errorResponse(description);

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
  .openapi(signIn, (c) => signInWithPassword(c, c.req.valid("json")))
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

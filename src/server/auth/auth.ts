import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin, createAccessControl, twoFactor } from "better-auth/plugins";
import { adminAc, defaultStatements, userAc } from "better-auth/plugins/admin/access";
import { DEFAULT_ROLE } from "~/domain/roles";
import { signUpSchema } from "~/domain/users";
import type { AppDeps } from "../context";
import { account, rateLimit, session, twoFactor as twoFactorTable, user, verification } from "../db/schema";
import { enqueueEmail } from "../mail/outbox";

/** The header our mount writes the caller's IP into (never taken from the client as is). */
export const CLIENT_IP_HEADER = "x-creatordesk-client-ip";

export type AuthDeps = Pick<AppDeps, "db" | "env" | "logger" | "kickOutbox">;

export function publicUrl(env: AppDeps["env"]): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
}

/*
 * better-auth's admin plugin gives the user row its `role` / `banned` fields and refuses sessions to banned
 * users. Its own /admin/* endpoints are disabled: role changes and deletions go through our /api/admin
 * routes, so that one policy (src/domain/policy.ts) decides. The access-control roles below only satisfy
 * the plugin's configuration.
 */
const ac = createAccessControl(defaultStatements);
const roles = {
  creator: userAc,
  editor: userAc,
  designer: userAc,
  promoter: userAc,
  manager: ac.newRole(adminAc.statements),
};

/** Sign-up is checked by the same schema as the sign-up form: the full name is required. */
const validateSignUp = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== "/sign-up/email") return;
  const result = signUpSchema.safeParse(ctx.body);
  if (!result.success) {
    throw new APIError("BAD_REQUEST", { message: result.error.issues[0]?.message, code: "VALIDATION_ERROR" });
  }
});

/** better-auth on our database; see docs/decisions/ for why each option is set this way. */
export function createAuth(deps: AuthDeps, secret: string) {
  const { env } = deps;
  const baseURL = publicUrl(env);
  const attemptsPerMinute = { window: 60, max: env.AUTH_RATE_LIMIT };
  return betterAuth({
    appName: "CreatorDesk",
    baseURL,
    basePath: "/api/auth",
    secret,
    database: drizzleAdapter(deps.db, {
      provider: "pg",
      transaction: true,
      schema: { user, session, account, verification, twoFactor: twoFactorTable, rateLimit },
    }),
    // the browser's own origin in development (Vite proxies /api from another port)
    trustedOrigins: (request) =>
      env.NODE_ENV === "development" && request ? [baseURL, new URL(request.url).origin] : [baseURL],
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      async sendResetPassword({ user, token }) {
        const link = `${baseURL}/reset-password?token=${encodeURIComponent(token)}`;
        await enqueueEmail(deps.db, {
          to: user.email,
          subject: "Reset your CreatorDesk password",
          text: `Hello ${user.name},\n\nSomeone asked to reset the password of your CreatorDesk account. To choose a new password, open this link within one hour:\n\n${link}\n\nIf it was not you, ignore this email: your password stays as it is.\n`,
        });
        deps.kickOutbox();
      },
    },
    user: {
      additionalFields: { bio: { type: "string", required: false, input: false } },
    },
    session: {
      // No cookie cache: every request reads the session and user from the database, so a role change,
      // ban or deletion takes effect on the very next request.
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true, // in every environment, so tests see what production does
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/*": attemptsPerMinute,
        "/sign-up/*": attemptsPerMinute,
        "/two-factor/*": attemptsPerMinute,
        "/request-password-reset": { window: 60, max: 3 },
        "/reset-password": attemptsPerMinute,
        // read on every page load; a cheap read of the caller's own session
        "/get-session": false,
      },
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: baseURL.startsWith("https://"),
      // explicit: better-auth would skip its origin check under NODE_ENV=test, and tests must see production
      disableOriginCheck: false,
      disableCSRFCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      cookiePrefix: "creatordesk",
    },
    disabledPaths: [
      "/admin/set-role",
      "/admin/get-user",
      "/admin/create-user",
      "/admin/update-user",
      "/admin/list-users",
      "/admin/list-user-sessions",
      "/admin/unban-user",
      "/admin/ban-user",
      "/admin/impersonate-user",
      "/admin/stop-impersonating",
      "/admin/revoke-user-session",
      "/admin/revoke-user-sessions",
      "/admin/remove-user",
      "/admin/set-user-password",
      "/admin/has-permission",
    ],
    hooks: { before: validateSignUp },
    plugins: [
      admin({ ac, roles, defaultRole: DEFAULT_ROLE, adminRoles: ["manager"] }),
      twoFactor({ issuer: "CreatorDesk", backupCodeOptions: { amount: 10 } }),
    ],
    logger: {
      log(level, message, ...args) {
        deps.logger[level]({ args }, `auth: ${message}`);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

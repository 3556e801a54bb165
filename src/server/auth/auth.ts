import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { admin, createAccessControl, twoFactor } from "better-auth/plugins";
import { adminAc, defaultStatements, userAc } from "better-auth/plugins/admin/access";
import { DEFAULT_ROLE } from "~/domain/roles";
import type { AppDeps } from "../context";
import { account, rateLimit, session, twoFactor as twoFactorTable, user, verification } from "../db/schema";
import { enqueueEmail } from "../mail/outbox";

/** The header our routes write the caller's IP into (never taken from the client as is). */
export const CLIENT_IP_HEADER = "x-creatordesk-client-ip";
/** The origin the request was addressed to (see lib/request-origin.ts), written by our routes likewise. */
export const REQUEST_ORIGIN_HEADER = "x-creatordesk-request-origin";

export type AuthDeps = Pick<AppDeps, "db" | "env" | "logger" | "kickOutbox" | "passwordHasher">;

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
    // PUBLIC_URL, and the origin the request was addressed to: a same-origin request is allowed on
    // whatever address the server is reached by (localhost, 127.0.0.1, a LAN name); cross-site ones are not
    trustedOrigins: (request) => {
      const own = request?.headers.get(REQUEST_ORIGIN_HEADER);
      return own ? [baseURL, own] : [baseURL];
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // better-auth's scrypt unless a test context brings its fast stand-in
      ...(deps.passwordHasher ? { password: deps.passwordHasher } : {}),
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
        // counted by our sign-in route instead: failures only, per IP and per account (sign-in-limits.ts)
        "/sign-in/*": false,
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
    plugins: [
      admin({ ac, roles, defaultRole: DEFAULT_ROLE, adminRoles: ["manager"] }),
      twoFactor({ issuer: "CreatorDesk", backupCodeOptions: { amount: 10 } }),
    ],
    logger: {
      // better-auth's arguments can be users, sessions or tokens: only errors are kept, as errors
      log(level, message, ...args) {
        const err = args.find((arg) => arg instanceof Error);
        deps.logger[level](err ? { err } : {}, `auth: ${message}`);
      },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import { parse } from "hono/utils/cookie";
import { normalizeRole } from "~/domain/roles";
import type { AppDeps, AppEnv } from "../context";
import {
  type DataVersions,
  session,
  tableVersionsQuery,
  USER_SCOPED_TABLES,
  user,
  userVersions,
} from "../db/schema";
import type { CurrentSession } from "./current-session";
import { authFor } from "./instance";
import { endSessionsOf } from "./sessions";

export type { SessionUser } from "./current-session";

export interface SessionReader {
  /** The session a Cookie header carries, or null: one indexed query (session joined with its user). */
  read(cookieHeader: string): Promise<CurrentSession | null>;
}

function prepareLookup(deps: AppDeps) {
  return deps.db
    .select({
      sessionId: session.id,
      id: user.id,
      email: user.email,
      name: user.name,
      role: user.role,
      image: user.image,
      bio: user.bio,
      twoFactorEnabled: user.twoFactorEnabled,
      banned: user.banned,
      banExpires: user.banExpires,
      // every table's change counter, with the session: one statement (lib/page-cache.ts)
      versions: sql<DataVersions | null>`(${tableVersionsQuery})`,
      // and the caller's own counters (per-user lists), under `own:<table>`
      ownVersions: sql<DataVersions | null>`(select json_object_agg('own:' || ${userVersions.name}, ${userVersions.version}) from ${userVersions} where ${userVersions.userId} = ${user.id})`,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(and(eq(session.token, sql.placeholder("token")), gt(session.expiresAt, sql`now()`)))
    .limit(1)
    .prepare("session_lookup");
}

/**
 * Reads better-auth's signed session cookie (`<token>.<base64 HMAC-SHA256 of the token>`) the way
 * better-auth does, but with node:crypto's synchronous HMAC (a fifth of the cost of WebCrypto's) and the
 * lookup one prepared statement, instead of `auth.api.getSession` (about nine round trips). No cookie cache:
 * a revoked session, a role change or a ban counts on the very next request.
 *
 * Why not a supported better-auth API (docs/decisions/027): better-auth 1.7 verifies its signed cookies only
 * inside its own endpoints (better-call's `ctx.getSignedCookie`); nothing exported checks a cookie value on
 * its own, and `getSession` costs several queries, or trusts a cached cookie for minutes. So this reader
 * depends on the cookie's name and format, and `better-auth-cookie.contract.test.ts` ("contract: better-auth's
 * session cookie format") pins them: a better-auth upgrade that changes them fails that test by name.
 */
async function createSessionReader(deps: AppDeps): Promise<SessionReader> {
  const auth = await authFor(deps);
  const context = await auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const secret = context.secret;
  const lookup = prepareLookup(deps);

  function verifiedToken(cookieHeader: string): string | null {
    const value = parse(cookieHeader, cookieName)[cookieName];
    if (!value) return null;
    const dot = value.lastIndexOf(".");
    const token = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    if (dot < 1 || signature.length !== 44 || !signature.endsWith("=")) return null;
    const mac = Buffer.from(signature, "base64");
    if (mac.length !== 32) return null;
    return timingSafeEqual(createHmac("sha256", secret).update(token).digest(), mac) ? token : null;
  }

  return {
    async read(cookieHeader) {
      const token = verifiedToken(cookieHeader);
      if (!token) return null;
      const [row] = await lookup.execute({ token });
      if (!row) return null;
      const banned = row.banned === true && (!row.banExpires || row.banExpires.getTime() > Date.now());
      if (banned) {
        await endSessionsOf(deps.db, row.id);
        return null;
      }
      return {
        sessionId: row.sessionId,
        // own counters not yet made are 0: a user's first change makes theirs 1
        versions: row.versions && { ...OWN_ZERO, ...row.versions, ...row.ownVersions },
        user: {
          id: row.id,
          email: row.email,
          name: row.name,
          role: normalizeRole(row.role),
          image: row.image,
          bio: row.bio,
          twoFactorEnabled: row.twoFactorEnabled === true,
        },
      };
    },
  };
}

const OWN_ZERO: DataVersions = Object.fromEntries(USER_SCOPED_TABLES.map((table) => [`own:${table}`, 0]));

const readers = new WeakMap<AppDeps, Promise<SessionReader>>();

export function sessionReaderFor(deps: AppDeps): Promise<SessionReader> {
  let reader = readers.get(deps);
  if (!reader) {
    reader = createSessionReader(deps);
    reader.catch(() => readers.delete(deps)); // e.g. the database was down at the first request: retried
    readers.set(deps, reader);
  }
  return reader;
}

/** Sets `c.var.session` for every /api request; anonymous requests cost no query. */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("session", null);
  const cookie = c.req.header("cookie");
  if (cookie?.includes("session_token")) {
    const reader = await sessionReaderFor(c.var.deps);
    c.set("session", await reader.read(cookie));
  }
  return next();
};

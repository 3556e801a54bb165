import type { MiddlewareHandler } from "hono";
import { normalizeRole, type Role } from "~/domain/roles";
import type { AppEnv } from "../context";
import { authFor } from "./instance";
import { endSessionsOf } from "./sessions";

/** The signed-in caller, read fresh from the database on every request. */
export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  image: string | null;
  bio: string | null;
  twoFactorEnabled: boolean;
}

export interface CurrentSession {
  user: SessionUser;
  sessionId: string;
}

/** Sessions are read from the database, never from a cookie cache (see docs/decisions). */
export const sessionMiddleware: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set("session", null);
  // no cookie, no session: anonymous requests cost no query
  if (!c.req.header("cookie")?.includes("session_token")) return next();
  const { deps } = c.var;
  const auth = await authFor(deps);
  const found = await auth.api.getSession({
    headers: c.req.raw.headers,
    query: { disableRefresh: true, disableCookieCache: true },
  });
  if (found) {
    const u = found.user;
    const banned = u.banned === true && (!u.banExpires || new Date(u.banExpires).getTime() > Date.now());
    if (banned) {
      await endSessionsOf(deps.db, u.id);
    } else {
      c.set("session", {
        sessionId: found.session.id,
        user: {
          id: u.id,
          email: u.email,
          name: u.name,
          role: normalizeRole(u.role),
          image: u.image ?? null,
          bio: (u.bio as string | null | undefined) ?? null,
          twoFactorEnabled: u.twoFactorEnabled === true,
        },
      });
    }
  }
  return next();
};

import type { Context, MiddlewareHandler } from "hono";
import type { Role } from "~/domain/roles";
import type { AppEnv } from "../context";
import { AppError } from "../lib/app-error";
import type { SessionUser } from "./session";

/** The signed-in caller, or 401. */
export function requireUser(c: Context<AppEnv>): SessionUser {
  const current = c.var.session;
  if (!current) throw AppError.unauthorized();
  return current.user;
}

/** The signed-in caller whose role passes `check` (a `can.*` rule of src/domain/policy.ts), or 401/403. */
function requireRole(c: Context<AppEnv>, check: (role: Role) => boolean): SessionUser {
  const user = requireUser(c);
  if (!check(user.role)) throw AppError.forbidden();
  return user;
}

/**
 * The same checks as route middleware, so they run before the request body is read and validated:
 * a signed-out caller gets 401 (and a wrong role 403) whatever it sends.
 */
export const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  requireUser(c);
  await next();
};

export function withRole(check: (role: Role) => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    requireRole(c, check);
    await next();
  };
}

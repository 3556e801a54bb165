import type { Context, MiddlewareHandler } from "hono";
import { can } from "~/domain/policy";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/app-error";
import type { ChatAuthor } from "./post-message";
import { sessionOfToken } from "./tokens";

const expired = () =>
  new AppError(401, "chat_token_invalid", "Your chat has expired. Please start a new chat.");

/** The token of `Authorization: Bearer <token>`, undefined without the header; a malformed header is 401. */
function bearerToken(c: Context<AppEnv>): string | undefined {
  const header = c.req.header("authorization");
  if (header === undefined) return undefined;
  const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(header.trim());
  if (!match) throw expired();
  return match[1];
}

/**
 * Who may act on the chat session of the path's `{id}`: its guest (a token of that session), or a manager
 * (session cookie) when `staff` is allowed. A token of another session answers 404, as if the session did
 * not exist. Route middleware, so it answers before the request is validated, like the role guards.
 */
export function chatAccess(allow: { guest: boolean; staff: boolean }): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = allow.guest ? bearerToken(c) : undefined;
    if (token !== undefined) {
      const owner = await sessionOfToken(c.var.deps.db, token);
      if (!owner) throw expired();
      if (owner !== c.req.param("id")) throw AppError.notFound("No such chat session.");
      return next();
    }
    const user = c.var.session?.user;
    if (!user) throw AppError.unauthorized(allow.guest ? "This chat needs its token." : undefined);
    if (!allow.staff || !can.answerChats(user.role)) throw AppError.forbidden();
    return next();
  };
}

/** The author of a message that passed `chatAccess`: the guest when a token was sent, else the manager. */
export function chatAuthor(c: Context<AppEnv>): ChatAuthor {
  const user = c.var.session?.user;
  return c.req.header("authorization") !== undefined || !user ? { kind: "guest" } : { kind: "staff", user };
}

/**
 * The session of the chat token a request carries, if any and valid; null otherwise (never an error): a
 * new chat of a browser that held one (issue 21).
 */
export async function heldSession(c: Context<AppEnv>): Promise<string | null> {
  const token = heldToken(c);
  return token ? sessionOfToken(c.var.deps.db, token) : null;
}

/** The well-formed chat token of `Authorization: Bearer`, if any (never an error). */
export function heldToken(c: Context<AppEnv>): string | undefined {
  return /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(c.req.header("authorization")?.trim() ?? "")?.[1];
}

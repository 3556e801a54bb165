import { timingSafeEqual } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/app-error";
import { createRouter } from "../../lib/router";
import { fieldErrors } from "../../lib/validation";
import { userCommandSchema } from "../accounts/command";
import { createOrUpdateUser } from "../accounts/create-or-update-user";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** From this machine directly: a loopback socket and no proxy in between (a local proxy is not the CLI). */
function fromLocalCli(c: Context<AppEnv>): boolean {
  if (c.req.header("x-forwarded-for") || c.req.header("forwarded")) return false;
  try {
    return LOOPBACK.has(getConnInfo(c).remote.address ?? "");
  } catch {
    return false;
  }
}

function tokenMatches(expected: string | undefined, given: string | undefined): boolean {
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The CLI's way in while the server holds the embedded database (PGlite is single-process): local-only,
 * and only with the token the server wrote to DATA_DIR/server.json (mode 0600). Not in the OpenAPI doc.
 */
export const internalRoutes = createRouter().post("/internal/users", async (c) => {
  const { deps } = c.var;
  const token = c.req.header("authorization")?.replace(/^Bearer /, "");
  if (!fromLocalCli(c) || !tokenMatches(deps.adminToken, token)) {
    throw AppError.forbidden("Only the local command line may do that.");
  }
  const parsed = userCommandSchema.safeParse(await c.req.json().catch(() => null));
  if (!parsed.success) {
    const fields = fieldErrors(parsed.error);
    throw AppError.badRequest(Object.values(fields)[0] ?? "Invalid request", fields);
  }
  return c.json(await createOrUpdateUser(deps, parsed.data), 200);
});

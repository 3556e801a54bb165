import { timingSafeEqual } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import { createRoute, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import type { AppEnv } from "../../context";
import { AppError } from "../../lib/app-error";
import { errorResponse, jsonBody, jsonContent } from "../../lib/openapi";
import { createRouter } from "../../lib/router";
import { createOrUpdateUser, userCommandResultSchema, userCommandSchema } from "../accounts";
import { seedDealCommand, seedDealCommandSchema } from "../revenue";

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

/** Before the body is read: a caller that is not the local CLI with the server's token is refused. */
const localCliOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const token = c.req.header("authorization")?.replace(/^Bearer /, "");
  if (!fromLocalCli(c) || !tokenMatches(c.var.deps.adminToken, token)) {
    throw AppError.forbidden("Only the local command line may do that.");
  }
  await next();
};

const route = createRoute({
  method: "post",
  path: "/internal/users",
  operationId: "cliCreateUser",
  summary: "Create a user or set the role of an existing one (the local CLI only)",
  description:
    "Answers only on a loopback socket with no proxy in between, and only with the bearer token the server wrote to DATA_DIR/server.json (mode 0600).",
  tags: ["Internal"],
  security: [{ cliToken: [] }],
  middleware: [localCliOnly] as const,
  request: { body: jsonBody(userCommandSchema) },
  responses: {
    200: jsonContent(userCommandResultSchema, "The user's id and whether it was created"),
    400: errorResponse("A field is missing or malformed"),
    403: errorResponse("Not the local CLI, or a wrong token"),
  },
});

const seedDealRoute = createRoute({
  method: "post",
  path: "/internal/deals",
  operationId: "cliSeedDeal",
  summary:
    "Record a deal as it stands at a stage, with its dates (the local CLI only: demos and browser tests)",
  description:
    "Answers only on a loopback socket with no proxy in between, and only with the bearer token the server wrote to DATA_DIR/server.json (mode 0600).",
  tags: ["Internal"],
  security: [{ cliToken: [] }],
  middleware: [localCliOnly] as const,
  request: { body: jsonBody(seedDealCommandSchema) },
  responses: {
    201: jsonContent(z.object({ id: z.string() }), "The deal's id"),
    400: errorResponse("A field is missing or malformed"),
    403: errorResponse("Not the local CLI, or a wrong token"),
    404: errorResponse("No user has that email"),
  },
});

/** The CLI's way in while the server holds the embedded database (PGlite is single-process). */
export const internalRoutes = createRouter()
  .openapi(route, async (c) => c.json(await createOrUpdateUser(c.var.deps, c.req.valid("json")), 200))
  .openapi(seedDealRoute, async (c) =>
    c.json(await seedDealCommand(c.var.deps.db, c.req.valid("json")), 201),
  );

import path from "node:path";
import type { AppDeps } from "../context";
import type { Env } from "../env";
import type { UserCommand } from "../features/accounts/command";
import type { CreateOrUpdateUserResult } from "../features/accounts/create-or-update-user";
import { readServerFile, type ServerInfo, withCliLock } from "../server-file";

export type UserCommandResult = CreateOrUpdateUserResult & { via: "server" | "database" };

/**
 * `cli user:create`: through the running server when it holds the embedded database, otherwise on the
 * database directly (PGlite in DATA_DIR, or DATABASE_URL, which any number of processes may share).
 */
export async function runUserCommand(env: Env, input: UserCommand): Promise<UserCommandResult> {
  if (!env.DATABASE_URL) {
    const server = readServerFile(env.DATA_DIR);
    if (server) return { ...(await viaServer(server, input)), via: "server" };
    return withCliLock(env.DATA_DIR, async () => ({ ...(await direct(env, input)), via: "database" }));
  }
  return { ...(await direct(env, input)), via: "database" };
}

/** Calls the local-only admin endpoint; waits for a server that is still starting (first start: initdb). */
async function viaServer(server: ServerInfo, input: UserCommand, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/api/internal/users`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${server.token}` },
        body: JSON.stringify(input),
      });
      const body = (await res.json()) as CreateOrUpdateUserResult & { error?: string };
      if (!res.ok) throw new CommandError(body.error ?? `the server answered ${res.status}`);
      return body;
    } catch (error) {
      if (error instanceof CommandError || Date.now() > until) throw error;
      await new Promise((r) => setTimeout(r, 500)); // not listening yet
    }
  }
}

class CommandError extends Error {}

async function direct(env: Env, input: UserCommand) {
  // loaded only here: through a running server the command needs none of the database, auth or logging code
  const [{ openDatabase }, { createOrUpdateUser }, { createLogger }] = await Promise.all([
    import("../db/client"),
    import("../features/accounts/create-or-update-user"),
    import("../lib/logger"),
  ]);
  // the same bus as the servers (a role changed here reaches their sockets through it: ADR 085)
  const shared = { redisUrl: env.REDIS_URL, redisPrefix: env.REDIS_PREFIX };
  const database = env.DATABASE_URL
    ? openDatabase({
        url: env.DATABASE_URL,
        poolSize: 2,
        directUrl: env.DATABASE_DIRECT_URL,
        preparedStatements: env.DATABASE_PREPARED_STATEMENTS,
        ...shared,
      })
    : openDatabase({ dataDir: path.resolve(env.DATA_DIR, "pglite"), ...shared });
  try {
    await database.migrate();
    const deps: Pick<AppDeps, "db" | "env" | "logger" | "kickOutbox"> = {
      db: database.db,
      env,
      logger: createLogger("warn"),
      kickOutbox: () => {},
    };
    return await createOrUpdateUser(deps, input);
  } finally {
    await database.close();
  }
}

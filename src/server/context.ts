import type { CurrentSession } from "./auth/session";
import type { Database, Db } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./lib/logger";
import type { Mailer } from "./mail/mailer";

/** What every request handler may use; built once at start-up (or per test). */
export interface AppDeps {
  env: Env;
  database: Database;
  db: Db;
  logger: Logger;
  mailer: Mailer;
  /** Asks the outbox worker to send queued email soon. */
  kickOutbox(): void;
  /** Token of the local-only admin endpoint used by the CLI (set by the running server; absent: refused). */
  adminToken?: string;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    /** The signed-in caller, or null (set by the session middleware for every /api request). */
    session: CurrentSession | null;
  };
}

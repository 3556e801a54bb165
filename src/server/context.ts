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
}

export interface AppEnv {
  Variables: { deps: AppDeps };
}

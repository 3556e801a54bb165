import path from "node:path";
import type { AppDeps } from "./context";
import { type Database, openDatabase } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./lib/logger";
import { pruneRateLimits } from "./lib/rate-limit";
import { createMailer } from "./mail/mailer";
import { type OutboxWorker, startOutboxWorker } from "./mail/outbox";

const PRUNE_EVERY_MS = 10 * 60_000;

export interface Runtime {
  deps: AppDeps;
  outbox: OutboxWorker;
  close(): Promise<void>;
}

/** Opens the database (migrated), the mailer and the outbox worker described by `env`. */
export async function startRuntime(env: Env, logger: Logger, database?: Database): Promise<Runtime> {
  const db =
    database ??
    (env.DATABASE_URL
      ? openDatabase({ url: env.DATABASE_URL })
      : openDatabase({ dataDir: path.resolve(env.DATA_DIR, "pglite") }));
  await db.migrate();
  const mailer = createMailer(env.SMTP_URL, env.MAIL_FROM);
  if (!mailer.configured) logger.warn("SMTP_URL is not set: email stays in the outbox table until it is");
  const base = { db: db.db, mailer, logger };
  const outbox = startOutboxWorker(base);
  const pruning = setInterval(() => {
    pruneRateLimits(db.db).catch((err) => logger.warn({ err }, "pruning rate limits failed"));
  }, PRUNE_EVERY_MS);
  pruning.unref();
  const deps: AppDeps = { env, database: db, db: db.db, logger, mailer, kickOutbox: outbox.kick };
  return {
    deps,
    outbox,
    async close() {
      clearInterval(pruning);
      await outbox.stop();
      mailer.close();
      await db.close();
    },
  };
}

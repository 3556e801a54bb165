import path from "node:path";
import { pruneSignInFailures } from "./auth/sign-in-limits";
import type { AppDeps } from "./context";
import { DatabaseAvailability } from "./db/availability";
import { type Database, openDatabase } from "./db/client";
import type { Env } from "./env";
import { pruneEvents, startEventRunner } from "./events/events";
import { runPeriodically } from "./events/jobs";
import { startAutoApprovals } from "./features/brand-links/auto-approve";
import { pruneIdleChatSessions } from "./features/chat/guest-sessions";
import { startSnoozeWaker } from "./features/chat/inbox";
import { startContractClock } from "./features/contracts";
import { startUploadCleanup } from "./features/files/cleanup";
import { startPreviewSweeper } from "./features/files/previews";
import { startOrphanSweep } from "./features/files/sweep";
import { startInvoiceReminders } from "./features/ledger/mail";
import { startNotificationEmailWorker } from "./features/notifications/email";
import { startMeetingReminderWorker } from "./features/reminders/send";
import type { Logger } from "./lib/logger";
import { pruneRateLimits } from "./lib/rate-limit";
import { createMailer } from "./mail/mailer";
import { type OutboxWorker, startOutboxWorker } from "./mail/outbox";
import { RealtimeHub } from "./realtime/hub";
import { createTopics } from "./realtime-topics";
import { startDeletionWorker } from "./storage/deletions";
import { moveOldFiles } from "./storage/old-files";

const PRUNE_EVERY_MS = 10 * 60_000;

export interface Runtime {
  deps: AppDeps;
  outbox: OutboxWorker;
  close(): Promise<void>;
}

/** Opens the database (migrated), the mailer and the outbox worker described by `env`. */
export async function startRuntime(env: Env, logger: Logger, database?: Database): Promise<Runtime> {
  const availability = new DatabaseAvailability(logger);
  const db =
    database ??
    openDatabase({
      ...(env.DATABASE_URL
        ? {
            url: env.DATABASE_URL,
            directUrl: env.DATABASE_DIRECT_URL,
            preparedStatements: env.DATABASE_PREPARED_STATEMENTS,
          }
        : { dataDir: path.resolve(env.DATA_DIR, "pglite") }),
      availability,
      redisUrl: env.REDIS_URL,
      redisPrefix: env.REDIS_PREFIX,
    });
  await db.migrate();
  // issue 33 (ADR 074): the avatars and deal documents still in the old store move into the blob store
  // before anything is served from there
  await moveOldFiles({ env, database: db, logger });
  const mailer = createMailer(env.SMTP_URL, env.MAIL_FROM);
  if (!mailer.configured) logger.warn("SMTP_URL is not set: email stays in the outbox table until it is");
  const outbox = startOutboxWorker({ db: db.db, mailer, logger, availability });
  const pruning = runPeriodically({ db: db.db, logger, availability }, PRUNE_EVERY_MS, "pruning", () =>
    Promise.all([
      pruneRateLimits(db.db),
      pruneSignInFailures(db.db),
      pruneIdleChatSessions(db.db),
      pruneEvents(db.db),
    ]),
  );
  // issue 33 (ADR 076): the deliveries of domain events that a failure or a crash left
  const eventRunner = startEventRunner({ db: db.db, logger });
  const realtime = new RealtimeHub(db, logger, createTopics());
  const deps: AppDeps = {
    env,
    database: db,
    db: db.db,
    availability,
    logger,
    mailer,
    kickOutbox: outbox.kick,
    realtime,
  };
  const notificationEmails = startNotificationEmailWorker(deps);
  const meetingReminders = startMeetingReminderWorker(deps);
  // issue 22: uploads abandoned for 24 hours
  const uploadCleanup = startUploadCleanup(deps);
  // issue 22: previews left pending by a restart are made now
  const previews = startPreviewSweeper(deps);
  // issue 31: the bytes of deleted rows (what a crash left queued now, then every minute), and a daily sweep
  // of blobs no row names (ADR 069)
  const deletions = startDeletionWorker(deps);
  const orphans = startOrphanSweep(deps);
  // issue 35: snoozed chats whose time has passed come back (the screens and the snoozer hear of it)
  const snoozes = startSnoozeWaker(deps);
  // issue 36: versions a brand leaves unanswered past its deal's business days are approved for them
  const autoApprovals = startAutoApprovals(deps);
  // issue 37: the signings' expiries, reminders and sealings left waiting
  const contractClock = startContractClock(deps);
  // issue 38: brands reminded of overdue invoices (3, 7 and 14 days past due)
  const invoiceReminders = startInvoiceReminders(deps);
  return {
    deps,
    outbox,
    async close() {
      pruning.stop();
      notificationEmails.stop();
      meetingReminders.stop();
      uploadCleanup.stop();
      previews.stop();
      deletions.stop();
      orphans.stop();
      snoozes.stop();
      autoApprovals.stop();
      contractClock.stop();
      invoiceReminders.stop();
      await realtime.close();
      await eventRunner.stop();
      await outbox.stop();
      mailer.close();
      await db.close();
    },
  };
}

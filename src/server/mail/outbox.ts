import { and, asc, eq, gt, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { AppDeps } from "../context";
import type { Db } from "../db/client";
import { emailAttachments, emailOutbox } from "../db/schema";
import { runPeriodically } from "../events/jobs";
import type { OutgoingEmail } from "./mailer";

export const MAX_ATTEMPTS = 8;
/** A claimed row belongs to its sender this long; other instances skip it meanwhile. */
const LEASE_SECONDS = 120;
/** A send is aborted well inside the lease, so no second sender can claim a row that is still being sent. */
const SEND_TIMEOUT_MS = 60_000;

type OutboxDeps = Pick<AppDeps, "db" | "mailer" | "logger"> & Partial<Pick<AppDeps, "availability">>;
type OutboxRow = typeof emailOutbox.$inferSelect;

/** Seconds to wait after the n-th failed attempt: 30 s, 1 min, 2 min, ... capped at one hour. */
export function backoffSeconds(attempt: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1));
}

/**
 * Queues an email, with its files; the worker sends it. Use inside the caller's transaction so both commit
 * together.
 * `expiresAt`: the time after which it is dropped unsent (with a log line) instead of sent late.
 */
export async function enqueueEmail(db: Db, email: OutgoingEmail, options: { expiresAt?: Date } = {}) {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      to: email.to,
      subject: email.subject,
      text: email.text,
      html: email.html ?? null,
      replyTo: email.replyTo ?? null,
      expiresAt: options.expiresAt ?? null,
    })
    .returning({ id: emailOutbox.id });
  if (email.attachments?.length)
    await db
      .insert(emailAttachments)
      .values(
        email.attachments.map((file) => ({ emailId: row!.id, ...file, encoding: file.encoding ?? null })),
      );
  return row!.id;
}

/**
 * Claims the next due email, or none. One statement: the row is locked (SKIP LOCKED, so concurrent
 * claimers pass over it) and leased in the same update, so two instances never claim the same row.
 * One row at a time, so a lease never runs out while the row waits behind other sends.
 */
async function claimNext(db: Db): Promise<OutboxRow | undefined> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, "pending"),
        lte(emailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(emailOutbox.lockedUntil), lte(emailOutbox.lockedUntil, sql`now()`)),
        or(isNull(emailOutbox.expiresAt), gt(emailOutbox.expiresAt, sql`now()`)),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(emailOutbox)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      attempts: sql`${emailOutbox.attempts} + 1`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
  return row;
}

/** Sends one claimed row and records the outcome: sent, retry later with back-off, or failed for good. */
async function deliver({ db, mailer, logger }: OutboxDeps, row: OutboxRow): Promise<boolean> {
  try {
    const attachments = await db
      .select({
        filename: emailAttachments.filename,
        contentType: emailAttachments.contentType,
        content: emailAttachments.content,
        encoding: emailAttachments.encoding,
      })
      .from(emailAttachments)
      .where(eq(emailAttachments.emailId, row.id));
    await mailer.send(
      {
        ...row,
        attachments: attachments.map((file) => ({
          ...file,
          encoding: file.encoding === "base64" ? "base64" : null,
        })),
      },
      AbortSignal.timeout(SEND_TIMEOUT_MS),
    );
    await db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(eq(emailOutbox.id, row.id));
    return true;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const gaveUp = row.attempts >= MAX_ATTEMPTS;
    await db
      .update(emailOutbox)
      .set({
        status: gaveUp ? "failed" : "pending",
        lockedUntil: null,
        lastError: message.slice(0, 1000),
        nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(row.attempts)})`,
      })
      .where(eq(emailOutbox.id, row.id));
    logger.warn({ emailId: row.id, attempt: row.attempts, gaveUp, err: message }, "email send failed");
    return false;
  }
}

/**
 * Drops the pending emails whose time has passed (a reminder of a meeting that has started while mail was
 * off), one log line each; a row leased by a sender right now is left to it.
 */
async function dropExpired({ db, logger }: OutboxDeps) {
  const dropped = await db
    .update(emailOutbox)
    .set({ status: "expired", lockedUntil: null })
    .where(
      and(
        eq(emailOutbox.status, "pending"),
        lte(emailOutbox.expiresAt, sql`now()`),
        or(isNull(emailOutbox.lockedUntil), lte(emailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .returning({ id: emailOutbox.id, subject: emailOutbox.subject, expiresAt: emailOutbox.expiresAt });
  for (const row of dropped)
    logger.info(
      { emailId: row.id, subject: row.subject, expiredAt: row.expiresAt },
      "email dropped unsent: its time passed before it could be sent",
    );
}

/**
 * Sends up to `batch` due emails (at most one sender per row, across instances). Returns how many were sent.
 * Without an SMTP server nothing is sent: emails wait, and go once one is configured (ADR 007), unless
 * their time passes first (ADR 071).
 */
export async function processOutbox(deps: OutboxDeps, batch = 10) {
  if (!deps.mailer.configured) return 0;
  await dropExpired(deps);
  let sent = 0;
  for (let i = 0; i < batch; i++) {
    const row = await claimNext(deps.db);
    if (!row) break;
    if (await deliver(deps, row)) sent++;
  }
  return sent;
}

/**
 * Drains the outbox in the background, a periodic job of the event seam (ADR 076: one instance a period);
 * `kick()` runs a pass on this instance soon after something is queued.
 */
export function startOutboxWorker(deps: OutboxDeps, intervalMs = 5000) {
  let running = false;
  let again = false;
  let stopped = false;
  const pass = async () => {
    if (stopped) return;
    // A kick during a pass may concern a row the pass already looked past: run once more after it.
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        while ((await processOutbox(deps)) > 0 && !stopped) {}
      } while (again && !stopped);
    } catch (error) {
      // an unreachable database is logged once by `availability`; the next pass tries again
      if (!deps.availability?.report(error)) deps.logger.error({ err: error }, "outbox pass failed");
    } finally {
      running = false;
    }
  };
  const periodic = runPeriodically(deps, intervalMs, "mail outbox", pass);
  return {
    kick: () => void setTimeout(pass, 0),
    async stop() {
      stopped = true;
      periodic.stop();
      while (running) await new Promise((r) => setTimeout(r, 20));
    },
  };
}

export type OutboxWorker = ReturnType<typeof startOutboxWorker>;

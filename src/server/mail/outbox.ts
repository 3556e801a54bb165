import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { AppDeps } from "../context";
import type { Db } from "../db/client";
import { emailOutbox } from "../db/schema";
import type { OutgoingEmail } from "./mailer";

export const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 120;

/** Seconds to wait after the n-th failed attempt: 30 s, 1 min, 2 min, ... capped at one hour. */
export function backoffSeconds(attempt: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempt - 1));
}

/** Queues an email; the worker sends it. Use inside the caller's transaction so both commit together. */
export async function enqueueEmail(db: Db, email: OutgoingEmail) {
  const [row] = await db
    .insert(emailOutbox)
    .values({ to: email.to, subject: email.subject, text: email.text, replyTo: email.replyTo ?? null })
    .returning({ id: emailOutbox.id });
  return row!.id;
}

/**
 * Claims due emails (at most one sender per row, across instances: FOR UPDATE SKIP LOCKED plus a lease),
 * sends them, and records the outcome with back-off. Returns how many were sent.
 */
export async function processOutbox(deps: Pick<AppDeps, "db" | "mailer" | "logger">, batch = 10) {
  const { db, mailer, logger } = deps;
  if (!mailer.configured) return 0;
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, "pending"),
        lte(emailOutbox.nextAttemptAt, sql`now()`),
        or(isNull(emailOutbox.lockedUntil), lte(emailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(batch)
    .for("update", { skipLocked: true });
  const claimed = await db
    .update(emailOutbox)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
      attempts: sql`${emailOutbox.attempts} + 1`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();

  let sent = 0;
  for (const row of claimed) {
    try {
      await mailer.send(row);
      await db
        .update(emailOutbox)
        .set({ status: "sent", sentAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(emailOutbox.id, row.id));
      sent++;
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
    }
  }
  return sent;
}

/** Polls the outbox in the background; `kick()` runs a pass soon after something is queued. */
export function startOutboxWorker(deps: Pick<AppDeps, "db" | "mailer" | "logger">, intervalMs = 5000) {
  let running = false;
  let stopped = false;
  const pass = async () => {
    if (running || stopped) return;
    running = true;
    try {
      while ((await processOutbox(deps)) > 0 && !stopped) {}
    } catch (error) {
      deps.logger.error({ err: error }, "outbox pass failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(pass, intervalMs);
  timer.unref();
  return {
    kick: () => void setTimeout(pass, 0),
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await new Promise((r) => setTimeout(r, 20));
    },
  };
}

export type OutboxWorker = ReturnType<typeof startOutboxWorker>;

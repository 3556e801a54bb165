import { sql } from "drizzle-orm";
import type { AppDeps } from "../context";
import { scheduledJobs } from "../db/schema";

type JobDeps = Pick<AppDeps, "db" | "logger"> & Partial<Pick<AppDeps, "availability">>;

/*
 * The periodic jobs (issue 33, ADR 076): the outbox, meeting reminders, notification digests, the sweeps. Each
 * is a row of `scheduled_jobs`; an instance runs a job when the statement that moves its `next_run_at` forward
 * claims it, so with several instances each job runs once a period, not once per instance.
 */

/** The share of the period after which the job is due again: a tick a little early still finds it due. */
const DUE_AFTER = 0.9;

/** Claims this period's run of `name`: true when this instance should run it now. */
export async function claimJobRun(deps: Pick<JobDeps, "db">, name: string, intervalMs: number) {
  const next = sql`now() + make_interval(secs => ${(intervalMs * DUE_AFTER) / 1000})`;
  const rows = await deps.db
    .insert(scheduledJobs)
    .values({ name, nextRunAt: next, lastRunAt: sql`now()` })
    .onConflictDoUpdate({
      target: scheduledJobs.name,
      set: { nextRunAt: next, lastRunAt: sql`now()` },
      setWhere: sql`${scheduledJobs.nextRunAt} <= now()`,
    })
    .returning({ name: scheduledJobs.name });
  return rows.length > 0;
}

/**
 * Runs `task` every `intervalMs` in the background, once across the instances (the timer keeps no process
 * alive). A failure is logged as "<what> failed" and kept
 * on the job's row, except an unreachable database, which `availability` reports once; the next period tries
 * again.
 */
export function runPeriodically(
  deps: JobDeps,
  intervalMs: number,
  what: string,
  task: () => Promise<unknown>,
) {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      if (await claimJobRun(deps, what, intervalMs)) await task();
    } catch (err) {
      if (!deps.availability?.report(err)) {
        deps.logger.error({ err }, `${what} failed`);
        const message = err instanceof Error ? err.message : String(err);
        await deps.db
          .update(scheduledJobs)
          .set({ lastError: message.slice(0, 1000) })
          .where(sql`${scheduledJobs.name} = ${what}`)
          .catch(() => {});
      }
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

import type { AppDeps } from "../context";

type PeriodicDeps = Pick<AppDeps, "logger"> & Partial<Pick<AppDeps, "availability">>;

/**
 * Runs `task` every `intervalMs` in the background (the timer keeps no process alive). A failure is logged
 * as "<what> failed", except an unreachable database, which `availability` reports once; the next run tries
 * again.
 */
export function runPeriodically(
  deps: PeriodicDeps,
  intervalMs: number,
  what: string,
  task: () => Promise<unknown>,
) {
  const timer = setInterval(() => {
    task().catch((err) => {
      if (!deps.availability?.report(err)) deps.logger.error({ err }, `${what} failed`);
    });
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

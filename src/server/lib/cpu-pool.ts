import { availableParallelism } from "node:os";
import Piscina from "piscina";
// sharp (the thumbnails' task) is loaded by this thread too, so its shared libraries stay loaded when an
// idle worker thread ends (glibc would unload them under a thread still using them: sharp's docs)
import "sharp";

/*
 * CPU-heavy request work (parsing an uploaded CSV, later images) runs in a pool of worker threads, never on
 * the event loop that answers every other request (ADR 030). One pool per process, made on first use.
 */

let pool: Piscina | undefined;

/**
 * A worker thread must load TypeScript as this process does: under `tsx` (the server, the CLI) it inherits
 * the loader with the process's flags; elsewhere (Vitest) it is given tsx's.
 */
function workerExecArgv() {
  const argv = process.execArgv;
  return argv.some((arg) => arg.includes("tsx")) ? argv : [...argv, "--import", "tsx"];
}

/** The process's pool: one thread fewer than the cores (at least one), so the event loop keeps a core. */
export function cpuPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL("./cpu-tasks.ts", import.meta.url).href,
    maxThreads: Math.max(1, availableParallelism() - 1),
    minThreads: 0,
    idleTimeout: 30_000,
    execArgv: workerExecArgv(),
  });
  return pool;
}

/** Stops the pool's threads (at shutdown); a later task makes a new pool. */
export async function closeCpuPool() {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}

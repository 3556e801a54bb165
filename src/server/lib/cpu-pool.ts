import { availableParallelism } from "node:os";
import Piscina from "piscina";
// sharp (the thumbnails' task) is loaded by this thread too, so its shared libraries stay loaded when an
// idle worker thread ends (glibc would unload them under a thread still using them: sharp's docs)
import "sharp";
import { serverHeapMb } from "../launch";

/*
 * CPU-heavy request work (parsing an uploaded CSV, later images) runs in a pool of worker threads, never on
 * the event loop that answers every other request (ADR 030). One pool per process, made on first use.
 */

let pool: Piscina | undefined;

/** The flags that load code (tsx's loader: `--import`, `--require`, `--loader`), with their values. */
const LOADER_FLAG = /^(--import|--require|-r|--loader|--experimental-loader)(=.*)?$/;

/**
 * A worker thread must load TypeScript as this process does, and nothing more: under `tsx` (the server, the
 * CLI) it takes the loader flags the process was given; elsewhere (Vitest) it is given tsx's. No other
 * process-wide flag: Node refuses V8's (`--max-old-space-size`, the server's heap cap) in a worker's
 * execArgv (ERR_WORKER_INVALID_EXEC_ARGV); a thread's heap is capped by `resourceLimits` instead (ADR 066).
 */
function workerExecArgv(argv = process.execArgv) {
  const loaders: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const match = LOADER_FLAG.exec(argv[i]!);
    if (!match) continue;
    loaders.push(argv[i]!);
    if (!match[2] && i + 1 < argv.length) loaders.push(argv[++i]!);
  }
  return loaders.some((arg) => arg.includes("tsx")) ? loaders : [...loaders, "--import", "tsx"];
}

/**
 * What one thread's V8 heap may hold (ADR 066): the server's own cap, SERVER_HEAP_MB. Under the server's
 * `--max-old-space-size` V8 gives every thread that cap whatever is asked here (the flag is process-wide, and
 * Node lets it win); without the flag (Vitest, `npm run dev`) this is the cap. A 10 MB CSV export of short
 * lines needs between 192 and 256 MB of it while csv-parse holds its records (measured); a thumbnail's pixels are
 * sharp's, outside V8's heap. A task beyond it ends its thread (ERR_WORKER_OUT_OF_MEMORY) and fails: the
 * server goes on.
 */
function workerResourceLimits() {
  return { maxOldGenerationSizeMb: serverHeapMb() };
}

/** The process's pool: one thread fewer than the cores (at least one), so the event loop keeps a core. */
export function cpuPool(): Piscina {
  pool ??= new Piscina({
    filename: new URL("../cpu-tasks.ts", import.meta.url).href,
    maxThreads: Math.max(1, availableParallelism() - 1),
    minThreads: 0,
    idleTimeout: 30_000,
    execArgv: workerExecArgv(),
    resourceLimits: workerResourceLimits(),
  });
  return pool;
}

/** Stops the pool's threads (at shutdown); a later task makes a new pool. */
export async function closeCpuPool() {
  const closing = pool;
  pool = undefined;
  await closing?.destroy();
}

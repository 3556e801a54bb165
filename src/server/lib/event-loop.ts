import { monitorEventLoopDelay } from "node:perf_hooks";

/*
 * How long the event loop makes callbacks wait, for operators (`/api/health`): a request that does heavy work
 * on the loop shows here long before it shows as errors.
 */

const WINDOW_MS = 10_000;
const histogram = monitorEventLoopDelay({ resolution: 10 });
let started = false;
let last: EventLoopDelay = { p50Ms: 0, p99Ms: 0, maxMs: 0 };

export interface EventLoopDelay {
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const ms = (nanoseconds: number) => Math.round(nanoseconds / 1e4) / 100;

function read(): EventLoopDelay {
  if (!histogram.count) return { p50Ms: 0, p99Ms: 0, maxMs: 0 };
  return {
    p50Ms: ms(histogram.percentile(50)),
    p99Ms: ms(histogram.percentile(99)),
    maxMs: ms(histogram.max),
  };
}

/** Starts measuring (idempotent): each window of 10 s is kept once it has passed. */
function watchEventLoop() {
  if (started) return;
  started = true;
  histogram.enable();
  const timer = setInterval(() => {
    last = read();
    histogram.reset();
  }, WINDOW_MS);
  timer.unref();
}

/** The event loop's delay over the last full 10 s window, or the current one when it is worse. */
export function eventLoopDelay(): EventLoopDelay {
  watchEventLoop();
  const now = read();
  return now.maxMs > last.maxMs ? now : last;
}

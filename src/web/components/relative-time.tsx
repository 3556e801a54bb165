import { useSyncExternalStore } from "react";
import { formatDate, formatDateTime, formatElapsed, formatRelative, toDate } from "~/web/lib/dates";

/* One shared minute tick for every relative time on screen, so "5 min ago" keeps counting. */
let now = Date.now();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => {
    now = Date.now();
    for (const notify of listeners) notify();
  }, 60_000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The time now, re-rendered by the shared minute tick (a visitor's local time keeps counting). */
export function useMinuteTick(): number {
  return useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
}

/**
 * "5 min ago" (or, `elapsed`, the time since: "5 min"), with the exact date and time (time zone named) on
 * hover and for assistive tech.
 */
export function RelativeTime({
  value,
  className,
  elapsed = false,
}: {
  value: Date | string | number;
  className?: string;
  elapsed?: boolean;
}) {
  // Re-rendered by the minute tick; the text itself is computed from the clock at render time.
  useSyncExternalStore(
    subscribe,
    () => now,
    () => now,
  );
  const date = toDate(value);
  const exact = formatDateTime(date);
  return (
    <time dateTime={date.toISOString()} title={exact} className={className}>
      {elapsed ? formatElapsed(date) : formatRelative(date)}
    </time>
  );
}

/** An absolute date, "Nov 22, 2026", with the exact moment on hover. */
export function DateText({ value, className }: { value: Date | string | number; className?: string }) {
  const date = toDate(value);
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date)} className={className}>
      {formatDate(date)}
    </time>
  );
}

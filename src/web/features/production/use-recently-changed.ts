import { useEffect, useRef, useState } from "react";

/**
 * The ids of records whose `updatedAt` changed since the last render (or that newly appeared after the
 * first one), for a brief highlight (ui-guide: a record changed by someone else updates in place with a
 * brief highlight). Each id stays in the set for `ms`.
 */
export function useRecentlyChanged(records: readonly { id: string; updatedAt: string }[], ms = 2000) {
  const seen = useRef<Map<string, string> | null>(null);
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const before = seen.current;
    seen.current = new Map(records.map((r) => [r.id, r.updatedAt]));
    if (!before) return;
    const fresh = records.filter((r) => before.get(r.id) !== r.updatedAt).map((r) => r.id);
    if (fresh.length === 0) return;
    setChanged((current) => new Set([...current, ...fresh]));
    // not cleared when the records change again: each highlight ends on its own
    setTimeout(() => setChanged((current) => new Set([...current].filter((id) => !fresh.includes(id)))), ms);
  }, [records, ms]);
  return changed;
}

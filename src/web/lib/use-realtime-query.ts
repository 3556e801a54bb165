import { type Query, type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { RealtimeEvent } from "~/domain/realtime";
import { useRealtime } from "./use-realtime";

/** Events of one burst (a bulk change, a busy chat) are answered with one refetch. */
const DEBOUNCE_MS = 100;

/** Whether `event` may change what `query` holds: only those queries are refetched (with `affects`). */
export type Affects = (event: RealtimeEvent, query: Query) => boolean;

/**
 * Keeps TanStack Query data of a dashboard in step with a realtime topic: the queries under `queryKey` are
 * invalidated on the events `when` accepts (every one by default) and after every resync, at most once per
 * burst. With `affects`, an event invalidates only the queries it can change (a project's update: the pages
 * that show it), and a resync still every one. Only the queries on screen refetch; a refetch of a list
 * that did not change is a 304 without a body (the server's ETags, lib/page-cache.ts on the server).
 */
export function useRealtimeInvalidate(
  topic: string | null,
  queryKey: QueryKey,
  when: (event: RealtimeEvent) => boolean = () => true,
  affects?: Affects,
) {
  const queryClient = useQueryClient();
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // the burst's events, or "all" after a resync or an event without `affects`
  const burst = useRef<RealtimeEvent[] | "all">([]);
  const latest = useRef({ queryKey, affects });
  latest.current = { queryKey, affects };
  useEffect(() => () => clearTimeout(pending.current), []);
  const invalidate = (event: RealtimeEvent | "all") => {
    const events = burst.current;
    burst.current = event === "all" || events === "all" ? "all" : [...events, event];
    if (pending.current !== undefined) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      const { queryKey, affects } = latest.current;
      const seen = burst.current;
      burst.current = [];
      void queryClient.invalidateQueries({
        queryKey,
        ...(seen !== "all" && affects && { predicate: (query) => seen.some((e) => affects(e, query)) }),
      });
    }, DEBOUNCE_MS);
  };
  useRealtime(
    topic,
    (event) => {
      if (when(event)) invalidate(latest.current.affects ? event : "all");
    },
    { onResync: () => invalidate("all") },
  );
}

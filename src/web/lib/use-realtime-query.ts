import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { RealtimeEvent } from "~/domain/realtime";
import { useRealtime } from "./use-realtime";

/** Events of one burst (a bulk change, a busy chat) are answered with one refetch. */
const DEBOUNCE_MS = 100;

/**
 * Keeps TanStack Query data of a dashboard in step with a realtime topic: `queryKey` is invalidated on
 * the events `when` accepts (every one by default) and after every resync, at most once per burst, so the
 * list refetches what changed; a refetch of a list that did not change is a 304 without a body (the
 * server's ETags, lib/page-cache.ts on the server).
 */
export function useRealtimeInvalidate(
  topic: string | null,
  queryKey: QueryKey,
  when: (event: RealtimeEvent) => boolean = () => true,
) {
  const queryClient = useQueryClient();
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const key = useRef(queryKey);
  key.current = queryKey;
  useEffect(() => () => clearTimeout(pending.current), []);
  const invalidate = () => {
    if (pending.current !== undefined) return;
    pending.current = setTimeout(() => {
      pending.current = undefined;
      void queryClient.invalidateQueries({ queryKey: key.current });
    }, DEBOUNCE_MS);
  };
  useRealtime(
    topic,
    (event) => {
      if (when(event)) invalidate();
    },
    { onResync: invalidate },
  );
}

import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import type { RealtimeEvent } from "~/domain/realtime";
import { useRealtime } from "./use-realtime";

/**
 * Keeps TanStack Query data of a dashboard in step with a realtime topic: `queryKey` is invalidated on
 * every event (or those `when` accepts) and after every resync, so the list refetches what changed.
 */
export function useRealtimeInvalidate(
  topic: string | null,
  queryKey: QueryKey,
  when: (event: RealtimeEvent) => boolean = () => true,
) {
  const queryClient = useQueryClient();
  const invalidate = () => void queryClient.invalidateQueries({ queryKey });
  useRealtime(
    topic,
    (event) => {
      if (when(event)) invalidate();
    },
    { onResync: invalidate },
  );
}

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "~/web/lib/api";
import type { AppMutationMeta } from "~/web/lib/query-client";

/* The Admin Panel's background work (ADR 076): domain events a subscriber failed to handle for good. */

export const PAGE_SIZE = 10;
const failuresKey = ["admin", "event-failures"] as const;

/** GET /admin/event-failures, a page at a time (the newest failure first). */
const eventFailuresQuery = (page: number) =>
  queryOptions({
    queryKey: [...failuresKey, page],
    queryFn: () => api.GET("/admin/event-failures", { params: { query: { page, pageSize: PAGE_SIZE } } }),
    placeholderData: keepPreviousData,
  });

export const useEventFailures = (page: number) => useQuery(eventFailuresQuery(page));

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useRetryEventFailure(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (failure: { eventId: number; subscriber: string }) =>
      api.POST("/admin/event-failures/{eventId}/{subscriber}/retry", { params: { path: failure } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: failuresKey }),
    meta,
  });
}

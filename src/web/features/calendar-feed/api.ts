import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "~/web/lib/api";
import type { AppMutationMeta } from "~/web/lib/query-client";

/* The signed-in user's private calendar feed (issue 20). */

/** GET /api/me/calendar-feed: the feed's address (made on first read). */
const feedQuery = () =>
  queryOptions({ queryKey: ["calendar-feed"] as const, queryFn: () => api.GET("/me/calendar-feed") });

export function useCalendarFeed() {
  return useQuery(feedQuery());
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useRegenerateCalendarFeed(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST("/me/calendar-feed/regenerate"),
    onSuccess: (feed) => queryClient.setQueryData(feedQuery().queryKey, feed),
    meta,
  });
}

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "~/web/lib/api";
import type { AppMutationMeta } from "~/web/lib/query-client";

/* The signed-in user's private calendar feed (issue 20). */

const feedKey = ["calendar-feed"] as const;

export function useCalendarFeed() {
  return useQuery({ queryKey: feedKey, queryFn: () => api.GET("/me/calendar-feed") });
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useRegenerateCalendarFeed(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST("/me/calendar-feed/regenerate"),
    onSuccess: (feed) => queryClient.setQueryData(feedKey, feed),
    meta,
  });
}

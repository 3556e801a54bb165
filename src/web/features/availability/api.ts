import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AvailabilityInput } from "~/domain/availability";
import { api } from "~/web/lib/api";
import type { AppMutationMeta } from "~/web/lib/query-client";

/* A manager's own availability (issue 20): reading it and saving it whole. */

/** GET /api/me/availability: the caller's weekly hours and time zone. */
const availabilityQuery = () =>
  queryOptions({ queryKey: ["availability", "me"] as const, queryFn: () => api.GET("/me/availability") });

export function useMyAvailability() {
  return useQuery(availabilityQuery());
}

/** `meta` is the calling screen's own (its failure toast). */
export function useSaveAvailability(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AvailabilityInput) => api.PUT("/me/availability", { body: input }),
    onSuccess: (saved) => queryClient.setQueryData(availabilityQuery().queryKey, saved),
    meta,
  });
}

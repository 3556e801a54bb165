import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AvailabilityInput } from "~/domain/availability";
import { api } from "~/web/lib/api";
import type { AppMutationMeta } from "~/web/lib/query-client";

/* A manager's own availability (issue 20): reading it and saving it whole. */

const availabilityKey = ["availability", "me"] as const;

export function useMyAvailability() {
  return useQuery({ queryKey: availabilityKey, queryFn: () => api.GET("/me/availability") });
}

/** `meta` is the calling screen's own (its failure toast). */
export function useSaveAvailability(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AvailabilityInput) => api.PUT("/me/availability", { body: input }),
    onSuccess: (saved) => queryClient.setQueryData(availabilityKey, saved),
    meta,
  });
}

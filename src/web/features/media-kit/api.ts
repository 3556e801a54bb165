import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MediaKitInput } from "~/domain/media-kit";
import { api } from "~/web/lib/api";
import type { AppMutationMeta } from "~/web/lib/query-client";

/* The creator's media kit (issue 19): their own kit, its preview, and saving it. */

const kitKey = ["media-kit"] as const;

export function useMediaKit() {
  return useQuery({ queryKey: kitKey, queryFn: () => api.GET("/media-kit") });
}

export function useKitPreview() {
  return useQuery({ queryKey: [...kitKey, "preview"], queryFn: () => api.GET("/media-kit/preview") });
}

/** `meta` is the calling screen's own (its failure toast). */
export function useSaveMediaKit(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MediaKitInput) => api.PUT("/media-kit", { body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(kitKey, saved);
      return queryClient.invalidateQueries({ queryKey: [...kitKey, "preview"] });
    },
    meta,
  });
}

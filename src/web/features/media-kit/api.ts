import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { data } from "react-router";
import type { MediaKitInput } from "~/domain/media-kit";
import { ApiError, api } from "~/web/lib/api";
import type { AppMutationMeta } from "~/web/lib/query-client";

/* The creator's media kit (issue 19): their own kit, its preview, and saving it. */

const kitKey = ["media-kit"] as const;

/** The kit's GET endpoints, one query options factory each. */
const kitQueries = {
  kit: () => queryOptions({ queryKey: kitKey, queryFn: () => api.GET("/media-kit") }),
  preview: () =>
    queryOptions({ queryKey: [...kitKey, "preview"] as const, queryFn: () => api.GET("/media-kit/preview") }),
};

export function useMediaKit() {
  return useQuery(kitQueries.kit());
}

export function useKitPreview() {
  return useQuery(kitQueries.preview());
}

/** `meta` is the calling screen's own (its failure toast). */
export function useSaveMediaKit(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MediaKitInput) => api.PUT("/media-kit", { body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(kitQueries.kit().queryKey, saved);
      return queryClient.invalidateQueries({ queryKey: kitQueries.preview().queryKey });
    },
    meta,
  });
}

/** A published kit by its address, for its page in the app (kit/:slug); an unknown one is the route's 404. */
export async function loadPublishedKit(slug: string) {
  try {
    return await api.GET("/kits/{slug}", { params: { path: { slug } } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data("No such media kit", { status: 404 });
    throw error;
  }
}

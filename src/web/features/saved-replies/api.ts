import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SavedReplyInput } from "~/domain/saved-replies";
import { api } from "~/web/lib/api";
import type { AppMutationMeta } from "~/web/lib/query-client";

/* The managers' saved replies (issue 21, ADR 061): the management screen and the composer's `/` list. */

export const SAVED_REPLIES_PAGE_SIZE = 20;
const savedReplyKeys = {
  all: ["saved-replies"] as const,
  list: (query: object) => ["saved-replies", "list", query] as const,
};

/** GET /api/chat/saved-replies: a page of the managers' saved replies, searched. */
const savedRepliesQuery = (query: { search: string | undefined; page: number; pageSize: number }) =>
  queryOptions({
    queryKey: savedReplyKeys.list(query),
    queryFn: () => api.GET("/chat/saved-replies", { params: { query } }),
    placeholderData: keepPreviousData,
  });

export function useSavedReplies(
  query: { search?: string; page: number; pageSize?: number },
  options: { enabled?: boolean } = {},
) {
  const params = {
    query: {
      search: query.search?.trim() || undefined,
      page: query.page,
      pageSize: query.pageSize ?? SAVED_REPLIES_PAGE_SIZE,
    },
  };
  return useQuery({ ...savedRepliesQuery(params.query), enabled: options.enabled ?? true });
}

type SavedReplyAction =
  | { type: "create"; body: SavedReplyInput }
  | { type: "update"; id: string; body: SavedReplyInput }
  | { type: "delete"; id: string };

export function useSavedReplyAction(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SavedReplyAction) => {
      switch (action.type) {
        case "create":
          return api.POST("/chat/saved-replies", { body: action.body });
        case "update":
          return api.PUT("/chat/saved-replies/{id}", {
            params: { path: { id: action.id } },
            body: action.body,
          });
        case "delete":
          return api.DELETE("/chat/saved-replies/{id}", { params: { path: { id: action.id } } });
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedReplyKeys.all }),
    meta,
  });
}

import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { userTopic } from "~/domain/activity";
import { messages } from "~/domain/messages";
import type { RealtimeEvent } from "~/domain/realtime";
import {
  type CreateScriptRequestInput,
  type ManageScriptRequestInput,
  SCRIPT_REQUESTS_TOPIC,
} from "~/domain/script-requests";
import { api } from "~/web/lib/api";
import type { AppMutationMeta, AppQueryMeta } from "~/web/lib/query-client";
import { useRealtimeInvalidate } from "~/web/lib/use-realtime-query";

/* Script requests: the creator's own (/api/me) and the managers' queue (/api/admin). */

export const REQUESTS_PAGE_SIZE = 10;
const ownRequestsKey = ["script-requests", "own"] as const;
const queueKey = ["script-requests", "queue"] as const;
const byId = (id: string) => ({ params: { path: { id } } });
const pageOf = (page: number) => ({ params: { query: { page, pageSize: REQUESTS_PAGE_SIZE } } });
const aboutScriptRequests = (event: RealtimeEvent) => event.subject === "script_request";

/** The script requests' GET endpoints, one query options factory each. */
const requestQueries = {
  own: (page: number) =>
    queryOptions({
      queryKey: [...ownRequestsKey, page] as const,
      queryFn: () => api.GET("/me/script-requests", pageOf(page)),
      placeholderData: keepPreviousData,
    }),
  queue: (page: number) =>
    queryOptions({
      meta: { errorToast: { title: messages.scripts.fetchAssignmentsFailed, description: null } },
      queryKey: [...queueKey, page] as const,
      queryFn: () => api.GET("/admin/script-requests", pageOf(page)),
      placeholderData: keepPreviousData,
    }),
};

/** `meta` is the calling screen's own (its error toast, say). */
export function useOwnScriptRequests(page = 1, meta?: AppQueryMeta) {
  return useQuery({ ...requestQueries.own(page), meta });
}

/** The creator's requests refresh when a manager changes one (the user's own topic). */
export function useOwnScriptRequestsLive(userId: string) {
  useRealtimeInvalidate(userTopic(userId), ownRequestsKey, aboutScriptRequests);
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useCreateScriptRequest(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateScriptRequestInput) => api.POST("/me/script-requests", { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownRequestsKey }),
    meta,
  });
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useSaveCreatorNotes(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, creatorNotes }: { id: string; creatorNotes: string }) =>
      api.PUT("/me/script-requests/{id}/notes", { ...byId(id), body: { creatorNotes } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownRequestsKey }),
    meta,
  });
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useDeleteOwnScriptRequest(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.DELETE("/me/script-requests/{id}", byId(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownRequestsKey }),
    meta,
  });
}

export function useScriptRequestQueue(page: number) {
  useRealtimeInvalidate(SCRIPT_REQUESTS_TOPIC, queueKey);
  return useQuery(requestQueries.queue(page));
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useManageScriptRequest(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ManageScriptRequestInput & { id: string }) =>
      api.PUT("/admin/script-requests/{id}", { ...byId(id), body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueKey }),
    meta,
  });
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useDeleteScriptRequest(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.DELETE("/admin/script-requests/{id}", byId(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKey }),
    meta,
  });
}

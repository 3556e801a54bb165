import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { userTopic } from "~/domain/activity";
import { messages } from "~/domain/messages";
import type { RealtimeEvent } from "~/domain/realtime";
import {
  type CreateScriptRequestInput,
  type ManageScriptRequestInput,
  SCRIPT_REQUESTS_TOPIC,
  type ScriptRequest,
  type ScriptRequestsPage,
} from "~/domain/script-requests";
import { apiFetch } from "~/web/lib/api";
import type { AppQueryMeta } from "~/web/lib/query-client";
import { useRealtimeInvalidate } from "~/web/lib/use-realtime-query";

/* Script requests: the creator's own (/api/me) and the managers' queue (/api/admin). */

export const REQUESTS_PAGE_SIZE = 10;
export const ownRequestsKey = ["script-requests", "own"] as const;
export const queueKey = ["script-requests", "queue"] as const;
const ownPath = (id: string) => `/api/me/script-requests/${encodeURIComponent(id)}`;
const adminPath = (id: string) => `/api/admin/script-requests/${encodeURIComponent(id)}`;
const aboutScriptRequests = (event: RealtimeEvent) => event.subject === "script_request";

/** `meta` is the calling screen's own (its error toast, say). */
export function useOwnScriptRequests(page = 1, meta?: AppQueryMeta) {
  return useQuery({
    queryKey: [...ownRequestsKey, page],
    queryFn: () =>
      apiFetch<ScriptRequestsPage>(`/api/me/script-requests?page=${page}&pageSize=${REQUESTS_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
    meta,
  });
}

/** The creator's requests refresh when a manager changes one (the user's own topic). */
export function useOwnScriptRequestsLive(userId: string) {
  useRealtimeInvalidate(userTopic(userId), ownRequestsKey, aboutScriptRequests);
}

export function useCreateScriptRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateScriptRequestInput) =>
      apiFetch<ScriptRequest>("/api/me/script-requests", { method: "POST", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownRequestsKey }),
  });
}

export function useSaveCreatorNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, creatorNotes }: { id: string; creatorNotes: string }) =>
      apiFetch<ScriptRequest>(`${ownPath(id)}/notes`, { method: "PUT", json: { creatorNotes } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownRequestsKey }),
  });
}

export function useDeleteOwnScriptRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(ownPath(id), { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ownRequestsKey }),
  });
}

export function useScriptRequestQueue(page: number) {
  useRealtimeInvalidate(SCRIPT_REQUESTS_TOPIC, queueKey);
  return useQuery({
    meta: { errorToast: { title: messages.scripts.fetchAssignmentsFailed, description: null } },
    queryKey: [...queueKey, page],
    queryFn: () =>
      apiFetch<ScriptRequestsPage>(`/api/admin/script-requests?page=${page}&pageSize=${REQUESTS_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}

export function useManageScriptRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: ManageScriptRequestInput & { id: string }) =>
      apiFetch<ScriptRequest>(adminPath(id), { method: "PUT", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  });
}

export function useDeleteScriptRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(adminPath(id), { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queueKey }),
  });
}

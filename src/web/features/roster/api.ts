import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { userTopic } from "~/domain/activity";
import type { RosterScope } from "~/domain/roster";
import { ROSTER_TOPIC } from "~/domain/roster";
import { historyKeys } from "~/web/features/activity";
import { api } from "~/web/lib/api";
import type { AppMutationMeta } from "~/web/lib/query-client";
import { useRealtimeInvalidate } from "~/web/lib/use-realtime-query";

/* The roster (issue 20): a creator's own manager and request; the managers' list of creators. */

const rosterKey = ["roster"] as const;
const mineKey = [...rosterKey, "mine"] as const;
const managersKey = [...rosterKey, "managers"] as const;
const listKey = [...rosterKey, "list"] as const;

export const MANAGERS_PAGE_SIZE = 12;
export const ROSTER_PAGE_SIZE = 20;

/** The roster's GET endpoints, one query options factory each. */
const rosterQueries = {
  mine: () => queryOptions({ queryKey: mineKey, queryFn: () => api.GET("/me/talent-manager") }),
  managers: (page: number, pageSize: number, search: string) =>
    queryOptions({
      queryKey: [...managersKey, page, pageSize, search] as const,
      queryFn: () =>
        api.GET("/talent-managers", {
          params: { query: { page, pageSize, search: search || undefined } },
        }),
      placeholderData: keepPreviousData,
    }),
  list: (query: { scope: RosterScope; search: string; page: number }) =>
    queryOptions({
      queryKey: [...listKey, query] as const,
      queryFn: () =>
        api.GET("/admin/roster", {
          params: {
            query: {
              scope: query.scope,
              search: query.search || undefined,
              page: query.page,
              pageSize: ROSTER_PAGE_SIZE,
            },
          },
        }),
      placeholderData: keepPreviousData,
    }),
};

/** The caller's manager and request, kept live by their user topic. */
export function useMyTalentManager(userId: string) {
  useRealtimeInvalidate(userTopic(userId), mineKey, (event) => event.subject === "talent_assignment");
  return useQuery(rosterQueries.mine());
}

export function useTalentManagers(page: number, pageSize = MANAGERS_PAGE_SIZE, search = "") {
  return useQuery(rosterQueries.managers(page, pageSize, search));
}

/** A page of the roster, kept live by the managers' roster topic. */
export function useRoster(query: { scope: RosterScope; search: string; page: number }) {
  useRealtimeInvalidate(ROSTER_TOPIC, listKey);
  return useQuery(rosterQueries.list(query));
}

function useRosterMutation<I>(run: (input: I) => Promise<unknown>, meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: rosterKey });
      void queryClient.invalidateQueries({ queryKey: historyKeys.all });
    },
    meta,
  });
}

export const useRequestManager = (meta?: AppMutationMeta) =>
  useRosterMutation(
    (managerId: string) => api.PUT("/me/talent-manager/request", { body: { managerId } }),
    meta,
  );

export const useWithdrawRequest = (meta?: AppMutationMeta) =>
  useRosterMutation(() => api.DELETE("/me/talent-manager/request"), meta);

export const useAcceptRequest = (meta?: AppMutationMeta) =>
  useRosterMutation(
    (creatorId: string) => api.POST("/admin/roster/{creatorId}/accept", { params: { path: { creatorId } } }),
    meta,
  );

export const useAssignManager = (meta?: AppMutationMeta) =>
  useRosterMutation(
    ({ creatorId, managerId }: { creatorId: string; managerId: string | null }) =>
      api.PUT("/admin/roster/{creatorId}/manager", {
        params: { path: { creatorId } },
        body: { managerId },
      }),
    meta,
  );

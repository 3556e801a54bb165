import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationKind } from "~/domain/notifications";
import { api } from "~/web/lib/api";
import type { AppMutationMeta } from "~/web/lib/query-client";

/* The signed-in user's notifications and their email choices. */

export const notificationsKey = ["notifications"] as const;
const BELL_PAGE_SIZE = 15;

/** The notifications' GET endpoints, one query options factory each. */
const notificationQueries = {
  bell: () =>
    queryOptions({
      queryKey: notificationsKey,
      queryFn: () => api.GET("/me/notifications", { params: { query: { pageSize: BELL_PAGE_SIZE } } }),
    }),
  preferences: () =>
    queryOptions({
      queryKey: ["notification-preferences"] as const,
      queryFn: async () => (await api.GET("/me/notification-preferences")).items,
    }),
};

export function useNotifications() {
  return useQuery(notificationQueries.bell());
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useMarkRead(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.POST("/me/notifications/{id}/read", { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
    meta,
  });
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useMarkAllRead(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.POST("/me/notifications/read-all"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
    meta,
  });
}

export function usePreferences() {
  return useQuery(notificationQueries.preferences());
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useSetPreference(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, email }: { kind: NotificationKind; email: boolean }) =>
      api.PUT("/me/notification-preferences/{kind}", { params: { path: { kind } }, body: { email } }),
    onSuccess: (result) => queryClient.setQueryData(notificationQueries.preferences().queryKey, result.items),
    meta,
  });
}

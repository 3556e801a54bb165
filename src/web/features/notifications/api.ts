import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { NotificationPage, NotificationPreference } from "~/domain/notifications";
import { apiFetch } from "~/web/lib/api";

/* The signed-in user's notifications and their email choices. */

export const notificationsKey = ["notifications"] as const;
const preferencesKey = ["notification-preferences"] as const;
const BELL_PAGE_SIZE = 15;

export function useNotifications() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: () => apiFetch<NotificationPage>(`/api/me/notifications?pageSize=${BELL_PAGE_SIZE}`),
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/me/notifications/${encodeURIComponent(id)}/read`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch("/api/me/notifications/read-all", { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}

export function usePreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: async () =>
      (await apiFetch<{ items: NotificationPreference[] }>("/api/me/notification-preferences")).items,
  });
}

export function useSetPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, email }: { kind: string; email: boolean }) =>
      apiFetch<{ items: NotificationPreference[] }>(
        `/api/me/notification-preferences/${encodeURIComponent(kind)}`,
        { method: "PUT", json: { email } },
      ),
    onSuccess: (result) => queryClient.setQueryData(preferencesKey, result.items),
  });
}

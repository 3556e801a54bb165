import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { Role } from "~/domain/roles";
import type { DeletionRequest, listUsersResponseSchema } from "~/domain/users";
import { apiFetch } from "~/web/lib/api";

/* The Admin Panel's endpoints (manager only; the server enforces it). */

export type UsersPage = z.infer<typeof listUsersResponseSchema>;
export const PAGE_SIZE = 20;
const usersKey = ["admin", "users"] as const;
const requestsKey = ["admin", "deletion-requests"] as const;

export function useUsers(search: string, page: number) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (search) query.set("search", search);
  return useQuery({
    queryKey: [...usersKey, search, page],
    queryFn: () => apiFetch<UsersPage>(`/api/admin/users?${query}`),
    // Keep the current rows on screen while the next page or search loads.
    placeholderData: keepPreviousData,
  });
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      apiFetch(`/api/admin/users/${encodeURIComponent(id)}/role`, { method: "PATCH", json: { role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/admin/users/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }),
  });
}

export function useDeletionRequests() {
  return useQuery({
    queryKey: requestsKey,
    queryFn: async () => {
      const body = await apiFetch<DeletionRequest[] | { requests: DeletionRequest[] }>(
        "/api/admin/deletion-requests",
      );
      return Array.isArray(body) ? body : body.requests;
    },
  });
}

export function useResolveDeletionRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/admin/deletion-requests/${encodeURIComponent(id)}/resolve`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey }),
  });
}

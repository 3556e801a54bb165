import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { messages } from "~/domain/messages";
import type { Page } from "~/domain/paging";
import type { Role } from "~/domain/roles";
import type { AuditEntry, DeletionRequest, listUsersResponseSchema } from "~/domain/users";
import { apiFetch } from "~/web/lib/api";

/* The Admin Panel's endpoints (manager only; the server enforces it). */

export type UsersPage = z.infer<typeof listUsersResponseSchema>;
export const PAGE_SIZE = 20;
const adminKey = ["admin"] as const;
const usersKey = [...adminKey, "users"] as const;
const requestsKey = ["admin", "deletion-requests"] as const;
const auditKey = ["admin", "audit-log"] as const;

export function useUsers(search: string, page: number) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  if (search) query.set("search", search);
  return useQuery({
    meta: { errorToast: { title: messages.users.fetchFailed } },
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
    // the users list and the audit log both change
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
  });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch(`/api/admin/users/${encodeURIComponent(id)}`, { method: "DELETE" }),
    // the users list and the audit log both change
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
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

export type AuditPage = Page<AuditEntry>;

/** The audit log of role changes and deletions, a page at a time (newest first). */
export function useAuditLog(page: number) {
  return useQuery({
    queryKey: [...auditKey, page],
    queryFn: () => apiFetch<AuditPage>(`/api/admin/audit-log?page=${page}&pageSize=${PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });
}

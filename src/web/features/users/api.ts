import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { messages } from "~/domain/messages";
import type { Role } from "~/domain/roles";
import { api } from "~/web/lib/api";
import type { AppMutationMeta } from "~/web/lib/query-client";

/* The Admin Panel's endpoints (manager only; the server enforces it). */

export const PAGE_SIZE = 20;
const adminKey = ["admin"] as const;
const usersKey = [...adminKey, "users"] as const;
const requestsKey = ["admin", "deletion-requests"] as const;
const auditKey = ["admin", "audit-log"] as const;

/** The Admin Panel's GET endpoints, one query options factory each. */
const adminQueries = {
  users: (search: string, page: number) =>
    queryOptions({
      meta: { errorToast: { title: messages.users.fetchFailed } },
      queryKey: [...usersKey, search, page] as const,
      queryFn: () =>
        api.GET("/admin/users", {
          params: { query: { page, pageSize: PAGE_SIZE, search: search || undefined } },
        }),
      // Keep the current rows on screen while the next page or search loads.
      placeholderData: keepPreviousData,
    }),
  deletionRequests: () =>
    queryOptions({
      queryKey: requestsKey,
      queryFn: async () => (await api.GET("/admin/deletion-requests")).requests,
    }),
  auditLog: (page: number) =>
    queryOptions({
      queryKey: [...auditKey, page] as const,
      queryFn: () => api.GET("/admin/audit-log", { params: { query: { page, pageSize: PAGE_SIZE } } }),
      placeholderData: keepPreviousData,
    }),
};

export function useUsers(search: string, page: number) {
  return useQuery(adminQueries.users(search, page));
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useUpdateRole(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: Role }) =>
      api.PATCH("/admin/users/{id}/role", { params: { path: { id } }, body: { role } }),
    // the users list and the audit log both change
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
    meta,
  });
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useDeleteUser(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.DELETE("/admin/users/{id}", { params: { path: { id } } }),
    // the users list and the audit log both change
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKey }),
    meta,
  });
}

export function useDeletionRequests() {
  return useQuery(adminQueries.deletionRequests());
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useResolveDeletionRequest(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.POST("/admin/deletion-requests/{id}/resolve", { params: { path: { id } } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey }),
    meta,
  });
}

/** The audit log of role changes and deletions, a page at a time (newest first). */
export function useAuditLog(page: number) {
  return useQuery(adminQueries.auditLog(page));
}

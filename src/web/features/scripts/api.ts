import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { messages } from "~/domain/messages";
import type {
  CreateScriptInput,
  Script,
  ScriptFilter,
  ScriptSort,
  ScriptsPage,
  UpdateScriptInput,
} from "~/domain/scripts";
import { apiFetch } from "~/web/lib/api";

/* The caller's own scripts (the server scopes every call to the signed-in user). */

export const SCRIPTS_PAGE_SIZE = 20;
export const scriptsKey = ["scripts"] as const;
const path = (id: string) => `/api/me/scripts/${encodeURIComponent(id)}`;

export function useScripts(status: ScriptFilter, sort: ScriptSort, page: number) {
  const query = new URLSearchParams({
    status,
    sort,
    page: String(page),
    pageSize: String(SCRIPTS_PAGE_SIZE),
  });
  return useQuery({
    meta: { errorToast: { title: messages.generic.error, description: messages.scripts.fetchFailed } },
    queryKey: [...scriptsKey, "list", status, sort, page],
    queryFn: () => apiFetch<ScriptsPage>(`/api/me/scripts?${query}`),
    placeholderData: keepPreviousData,
  });
}

export function useScript(id: string) {
  return useQuery({
    meta: { errorToast: { title: messages.generic.error, description: messages.scripts.loadFailed } },
    queryKey: [...scriptsKey, "one", id],
    queryFn: () => apiFetch<Script>(path(id)),
    retry: false,
  });
}

export function useCreateScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateScriptInput) =>
      apiFetch<Script>("/api/me/scripts", { method: "POST", json: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scriptsKey }),
  });
}

export function useUpdateScript(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateScriptInput) => apiFetch<Script>(path(id), { method: "PATCH", json: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData([...scriptsKey, "one", id], saved);
      void queryClient.invalidateQueries({ queryKey: [...scriptsKey, "list"] });
    },
  });
}

export function useDeleteScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(path(id), { method: "DELETE" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scriptsKey }),
  });
}

export function useGenerateScript() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prompt: string) =>
      apiFetch<Script>("/api/me/scripts/generate", { method: "POST", json: { prompt } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scriptsKey }),
  });
}

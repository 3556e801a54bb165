import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { messages } from "~/domain/messages";
import type { CreateScriptInput, ScriptFilter, ScriptSort, UpdateScriptInput } from "~/domain/scripts";
import { api } from "~/web/lib/api";
import type { AppMutationMeta } from "~/web/lib/query-client";

/* The caller's own scripts (the server scopes every call to the signed-in user). */

export const SCRIPTS_PAGE_SIZE = 20;
const scriptsKey = ["scripts"] as const;
const byId = (id: string) => ({ params: { path: { id } } });

const listKey = [...scriptsKey, "list"] as const;

/** The scripts' GET endpoints, one query options factory each. */
const scriptQueries = {
  list: (status: ScriptFilter, sort: ScriptSort, page: number) =>
    queryOptions({
      meta: { errorToast: { title: messages.generic.error, description: messages.scripts.fetchFailed } },
      queryKey: [...listKey, status, sort, page] as const,
      queryFn: () =>
        api.GET("/me/scripts", { params: { query: { status, sort, page, pageSize: SCRIPTS_PAGE_SIZE } } }),
      placeholderData: keepPreviousData,
    }),
  one: (id: string) =>
    queryOptions({
      meta: { errorToast: { title: messages.generic.error, description: messages.scripts.loadFailed } },
      queryKey: [...scriptsKey, "one", id] as const,
      queryFn: () => api.GET("/me/scripts/{id}", byId(id)),
      retry: false,
    }),
};

export function useScripts(status: ScriptFilter, sort: ScriptSort, page: number) {
  return useQuery(scriptQueries.list(status, sort, page));
}

export function useScript(id: string) {
  return useQuery(scriptQueries.one(id));
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useCreateScript(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateScriptInput) => api.POST("/me/scripts", { body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scriptsKey }),
    meta,
  });
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useUpdateScript(id: string, meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateScriptInput) => api.PATCH("/me/scripts/{id}", { ...byId(id), body: input }),
    onSuccess: (saved) => {
      queryClient.setQueryData(scriptQueries.one(id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
    meta,
  });
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useDeleteScript(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.DELETE("/me/scripts/{id}", byId(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scriptsKey }),
    meta,
  });
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useGenerateScript(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (prompt: string) => api.POST("/me/scripts/generate", { body: { prompt } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scriptsKey }),
    meta,
  });
}

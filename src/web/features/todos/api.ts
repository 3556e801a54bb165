import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { messages } from "~/domain/messages";
import type { CreateTodoInput, Todo } from "~/domain/todos";
import { api } from "~/web/lib/api";
import type { AppMutationMeta } from "~/web/lib/query-client";

/* The caller's own tasks (the server scopes every call to the signed-in user). */

/** GET /api/me/todos: the caller's tasks (the first hundred; nobody keeps more). */
const todosQuery = () =>
  queryOptions({
    meta: { errorToast: { title: messages.generic.error, description: messages.tasks.fetchFailed } },
    queryKey: ["todos"] as const,
    queryFn: () => api.GET("/me/todos", { params: { query: { pageSize: 100 } } }),
  });
const todosKey = todosQuery().queryKey;

export function useTodos() {
  return useQuery(todosQuery());
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useAddTodo(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateTodoInput) => api.POST("/me/todos", { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: todosKey }),
    meta,
  });
}

/** Optimistic: the circle fills at once and the list re-sorts; a failure puts it back. `meta` as above. */
export function useToggleTodo(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isCompleted }: { id: string; isCompleted: boolean }) =>
      api.PATCH("/me/todos/{id}", { params: { path: { id } }, body: { isCompleted } }),
    onMutate: async ({ id, isCompleted }) => {
      await queryClient.cancelQueries({ queryKey: todosKey });
      const before = queryClient.getQueryData(todosKey);
      if (before)
        queryClient.setQueryData(todosKey, {
          ...before,
          items: sortTodos(before.items.map((t) => (t.id === id ? { ...t, isCompleted } : t))),
        });
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(todosKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: todosKey }),
    meta,
  });
}

/** `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useDeleteTodo(meta?: AppMutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.DELETE("/me/todos/{id}", { params: { path: { id } } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: todosKey }),
    meta,
  });
}

/** The server's order (spec section 9): incomplete first, then newest first. */
function sortTodos(items: Todo[]): Todo[] {
  return [...items].sort(
    (a, b) => Number(a.isCompleted) - Number(b.isCompleted) || b.createdAt.localeCompare(a.createdAt),
  );
}

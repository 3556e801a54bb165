import { type Query as AnyQuery, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";
import { apiErrorMessage } from "./api-error-toast";
import { toast } from "./toast";

/**
 * The spec's destructive toast when a query fails (section 8): its title, and the description to show; leave
 * the description out for the server's message (or the generic one), or set it to null for a title alone.
 */
export interface ErrorToast {
  title: string;
  description?: string | null;
}

/** What a query may say about itself in `meta`: `errorToast`, the toast its screen shows when it fails. */
export interface AppQueryMeta extends Record<string, unknown> {
  errorToast?: ErrorToast;
}

type Query = AnyQuery<unknown, unknown, unknown>;

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: AppQueryMeta;
  }
}

/** The toast a failed query asks for: from a screen that watches it now (its `meta`), else from the query. */
function errorToastOf(query: Query): ErrorToast | undefined {
  for (const observer of query.observers) {
    const wanted = observer.options.meta?.errorToast;
    if (wanted) return wanted;
  }
  return query.meta?.errorToast;
}

/**
 * One client per dashboard visit. A query whose screen shows a toast on failure says so in `meta.errorToast`
 * (the error is also shown inline where the data would be, by QueryState); the toast shows once when it starts
 * failing, not again for each retry or refetch, until it loads again or its screen is left. Queries without it
 * are shown inline only.
 */
export function makeQueryClient() {
  const failing = new WeakSet<Query>();
  const queryCache = new QueryCache({
    onError: (error, query) => {
      // signed out (by the user, another tab or an expiry): the session guard says so and leaves the screen
      if (error instanceof ApiError && error.status === 401) return;
      const wanted = errorToastOf(query);
      if (!wanted || failing.has(query)) return;
      failing.add(query);
      const description = wanted.description === undefined ? apiErrorMessage(error) : wanted.description;
      toast({ title: wanted.title, description: description ?? undefined, variant: "destructive" });
    },
    onSuccess: (_data, query) => failing.delete(query),
  });
  queryCache.subscribe((event) => {
    if (event.type === "observerRemoved" && event.query.getObserversCount() === 0)
      failing.delete(event.query);
  });
  return new QueryClient({
    queryCache,
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

import { type Query as AnyQuery, MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";
import { apiErrorMessage, errorToast } from "./api-error-toast";

/**
 * The spec's destructive toast when a query or a mutation fails (section 8): its title, and the description to
 * show; leave the description out for the server's message (or the generic one), set it to null for a title
 * alone, or make it of the error (e.g. the catalogue's 'Could not send message: {message}').
 */
export interface ErrorToast {
  title: string;
  description?: string | null | ((error: unknown) => string);
}

/** What a query may say about itself in `meta`: `errorToast`, the toast its screen shows when it fails. */
export interface AppQueryMeta extends Record<string, unknown> {
  errorToast?: ErrorToast;
}

/** What a mutation may say about itself in `meta`: `errorToast`, the toast its screen shows when it fails. */
export interface AppMutationMeta extends Record<string, unknown> {
  errorToast?: ErrorToast;
}

/**
 * A mutation's `meta` for the usual failure toast: the spec's `title` and the server's message (or the generic
 * one), e.g. `useUpdateRole(failureToast(messages.users.updateFailed))`.
 */
export const failureToast = (title: string): AppMutationMeta => ({ errorToast: { title } });

type Query = AnyQuery<unknown, unknown, unknown>;

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppMutationMeta;
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

/** Signed out (by the user, another tab or an expiry): the session guard says so and leaves the screen. */
const signedOut = (error: unknown) => error instanceof ApiError && error.status === 401;

function showErrorToast(wanted: ErrorToast, error: unknown) {
  const { description } = wanted;
  const text =
    description === undefined
      ? apiErrorMessage(error)
      : typeof description === "function"
        ? description(error)
        : description;
  errorToast(wanted.title, text ?? undefined);
}

/**
 * One client per dashboard visit. A query whose screen shows a toast on failure says so in `meta.errorToast`
 * (the error is also shown inline where the data would be, by QueryState); the toast shows once when it starts
 * failing, not again for each retry or refetch, until it loads again or its screen is left. Queries without it
 * are shown inline only. A mutation says so the same way (its hook takes the screen's `meta`, see
 * failureToast): the toast shows each time it fails, even when its screen has gone meanwhile. Neither toasts
 * a 401.
 */
export function makeQueryClient() {
  const failing = new WeakSet<Query>();
  const queryCache = new QueryCache({
    onError: (error, query) => {
      if (signedOut(error)) return;
      const wanted = errorToastOf(query);
      if (!wanted || failing.has(query)) return;
      failing.add(query);
      showErrorToast(wanted, error);
    },
    onSuccess: (_data, query) => failing.delete(query),
  });
  queryCache.subscribe((event) => {
    if (event.type === "observerRemoved" && event.query.getObserversCount() === 0)
      failing.delete(event.query);
  });
  const mutationCache = new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      const wanted = mutation.meta?.errorToast;
      if (wanted && !signedOut(error)) showErrorToast(wanted, error);
    },
  });
  return new QueryClient({
    queryCache,
    mutationCache,
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

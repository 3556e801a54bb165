import { QueryClient } from "@tanstack/react-query";

/** One client per dashboard visit. Errors are shown by each screen as the spec's toasts, so no global handler. */
export function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

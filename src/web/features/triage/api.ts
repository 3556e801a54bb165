import { queryOptions } from "@tanstack/react-query";
import { api } from "~/web/lib/api";

/* What waits for the managers, counted (the Talent Dashboard's first screen). */

/** Every scope's counts: a change to the lists they count refetches both. */
export const triageKey = ["triage"] as const;

/** GET /api/admin/triage: the counts of the caller's creators ("mine") or of every creator ("all"). */
export const triageQuery = (scope: "mine" | "all") =>
  queryOptions({
    queryKey: [...triageKey, scope] as const,
    queryFn: () => api.GET("/admin/triage", { params: { query: { scope } } }),
  });

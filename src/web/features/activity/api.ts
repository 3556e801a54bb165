import { queryOptions } from "@tanstack/react-query";
import type { SubjectType } from "~/domain/activity";
import { api } from "~/web/lib/api";

/* The history of a subject (a request, a project, a deal, an appointment): who changed what and when. */

/** Every timeline starts with `history`, then its subject's type: a change refetches those of its kind. */
export const historyKeys = {
  all: ["history"] as const,
  subject: (subjectType: SubjectType) => ["history", subjectType] as const,
};

/** `version` (the subject's status, say) is in the key: the timeline refetches when the subject changes. */
export const historyQuery = (subjectType: SubjectType, subjectId: string, version?: string) =>
  queryOptions({
    queryKey: [...historyKeys.subject(subjectType), subjectId, version ?? null] as const,
    queryFn: () =>
      api.GET("/history/{subjectType}/{subjectId}", {
        params: { path: { subjectType, subjectId }, query: { pageSize: 100 } },
      }),
  });

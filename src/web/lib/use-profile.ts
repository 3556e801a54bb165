import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "~/web/lib/api";
import type { AppQueryMeta } from "~/web/lib/query-client";

/** GET /api/me/profile: the signed-in user's profile (name, bio, avatar, role, two-factor state). */
export const profileQuery = () =>
  queryOptions({ queryKey: ["me", "profile"] as const, queryFn: () => api.GET("/me/profile") });

/** The profile, watched. `meta` is this screen's own (its error toast, say); other screens keep theirs. */
export function useProfile(meta?: AppQueryMeta) {
  return useQuery({ ...profileQuery(), meta });
}

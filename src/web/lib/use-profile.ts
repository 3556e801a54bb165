import { useQuery } from "@tanstack/react-query";
import { api } from "~/web/lib/api";
import type { AppQueryMeta } from "~/web/lib/query-client";

export const profileKey = ["me", "profile"] as const;

/**
 * GET /api/me/profile: the signed-in user's profile (name, bio, avatar, role, two-factor state). `meta` is this
 * screen's own (its error toast, say); other screens watching the profile keep theirs.
 */
export function useProfile(meta?: AppQueryMeta) {
  return useQuery({ queryKey: profileKey, queryFn: () => api.GET("/me/profile"), meta });
}

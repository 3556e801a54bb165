import { useQuery } from "@tanstack/react-query";
import { api } from "~/web/lib/api";

export const profileKey = ["me", "profile"] as const;

/** GET /api/me/profile: the signed-in user's profile (name, bio, avatar, role, two-factor state). */
export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: () => api.GET("/me/profile") });
}

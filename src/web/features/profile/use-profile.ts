import { useQuery } from "@tanstack/react-query";
import type { Profile } from "~/domain/users";
import { apiFetch } from "~/web/lib/api";

export const profileKey = ["me", "profile"] as const;

/** GET /api/me/profile: the signed-in user's profile (name, bio, avatar, role, two-factor state). */
export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: () => apiFetch<Profile>("/api/me/profile") });
}

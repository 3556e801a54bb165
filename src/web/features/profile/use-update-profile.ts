import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Profile, UpdateProfileInput } from "~/domain/users";
import { api } from "~/web/lib/api";
import { authClient } from "~/web/lib/auth-client";
import type { AppMutationMeta } from "~/web/lib/query-client";
import { profileQuery } from "~/web/lib/use-profile";

/** After a profile change, the cached profile and better-auth's session (name, image) are both refreshed. */
export function useProfileChanged() {
  const queryClient = useQueryClient();
  return (profile?: Partial<Profile>) => {
    const { queryKey } = profileQuery();
    if (profile) queryClient.setQueryData(queryKey, (old) => (old ? { ...old, ...profile } : old));
    void queryClient.invalidateQueries({ queryKey });
    authClient.$store.notify("$sessionSignal");
  };
}

/** PATCH /api/me/profile {name, bio}. `meta` is the calling screen's own (its failure toast, see failureToast). */
export function useUpdateProfile(meta?: AppMutationMeta) {
  const changed = useProfileChanged();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => api.PATCH("/me/profile", { body: input }),
    onSuccess: (profile) => changed(profile),
    meta,
  });
}

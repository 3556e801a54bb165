import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { messages } from "~/domain/messages";
import type { Role } from "~/domain/roles";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { api } from "~/web/lib/api";
import { failureToast } from "~/web/lib/query-client";
import { signOutNow } from "~/web/lib/sign-out";
import { toast } from "~/web/lib/toast";

/**
 * Account deletion (spec section 6): the request is recorded for a manager to process by hand, the user is
 * told so and signed out. Nothing is deleted here. A manager's request could never be completed (managers
 * cannot be deleted), so a manager is told how it is done instead.
 */
export function DangerZone({ role }: { role: Role }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const request = useMutation({
    mutationFn: () => api.POST("/me/deletion-request"),
    onSuccess: async () => {
      toast(messages.profile.deletionRequested);
      await signOutNow();
      queryClient.clear();
      navigate("/login", { replace: true });
    },
    meta: failureToast(messages.generic.error),
  });

  if (role === "manager")
    return (
      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle className="text-destructive">Danger Zone</CardTitle>
          <CardDescription>
            A manager's account can't be deleted, not even by its owner. To close it, ask another manager to
            revoke your manager role in the Admin Panel; they can then delete the account there.
          </CardDescription>
        </CardHeader>
      </Card>
    );

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="text-destructive">Danger Zone</CardTitle>
        <CardDescription>
          Deleting your account removes your profile and your work. A manager processes each request by hand.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          trigger={
            <Button variant="destructive" disabled={request.isPending}>
              Delete Account
            </Button>
          }
          title="Delete your account?"
          description="We will log your request and a manager will delete your account. You will be signed out now."
          confirmLabel="Delete Account"
          pending={request.isPending}
          onConfirm={() => request.mutate()}
        />
      </CardContent>
    </Card>
  );
}

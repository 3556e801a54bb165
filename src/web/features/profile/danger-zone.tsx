import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { messages } from "~/domain/messages";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/web/components/ui/alert-dialog";
import { Button } from "~/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/web/components/ui/card";
import { signOutNow } from "~/web/features/auth/use-sign-out";
import { ApiError, apiFetch } from "~/web/lib/api";
import { toast } from "~/web/lib/toast";

/**
 * Account deletion (spec section 6): the request is recorded for a manager to process by hand, the user is
 * told so and signed out. Nothing is deleted here.
 */
export function DangerZone() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const request = useMutation({
    mutationFn: () => apiFetch("/api/me/deletion-request", { method: "POST" }),
    onSuccess: async () => {
      toast(messages.profile.deletionRequested);
      await signOutNow();
      queryClient.clear();
      navigate("/login", { replace: true });
    },
    onError: (error) =>
      toast({
        title: messages.generic.error,
        description: error instanceof ApiError ? error.message : messages.generic.somethingWentWrong,
        variant: "destructive",
      }),
  });

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="text-destructive">Danger Zone</CardTitle>
        <CardDescription>
          Deleting your account removes your profile and your work. A manager processes each request by hand.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button variant="destructive" disabled={request.isPending}>
              Delete Account
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete your account?</AlertDialogTitle>
              <AlertDialogDescription>
                We will log your request and a manager will delete your account. You will be signed out now.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction onClick={() => request.mutate()}>Delete Account</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}

import { Trash2 } from "lucide-react";
import { messages } from "~/domain/messages";
import { can } from "~/domain/policy";
import type { AdminUser } from "~/domain/users";
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
import { useCurrentUser } from "~/web/features/auth/session-guard";
import { ApiError } from "~/web/lib/api";
import { toast } from "~/web/lib/toast";
import { useDeleteUser } from "./api";

/** Delete behind a confirmation (spec section 5); disabled for managers (and for oneself). */
export function DeleteUserButton({ user }: { user: AdminUser }) {
  const me = useCurrentUser();
  const remove = useDeleteUser();
  const allowed = can.deleteUser(me.role, user, me.id);
  const onConfirm = () =>
    remove.mutate(user.id, {
      onSuccess: () => toast({ title: messages.users.deleted }),
      onError: (error) =>
        toast({
          title: messages.users.deleteFailed,
          description: error instanceof ApiError ? error.message : messages.generic.somethingWentWrong,
          variant: "destructive",
        }),
    });

  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          disabled={!allowed || remove.isPending}
          aria-label={`Delete ${user.email}`}
          title={allowed ? undefined : "Managers cannot be deleted"}
        >
          <Trash2 aria-hidden className="size-4" />
          Delete
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {user.name || user.email}?</AlertDialogTitle>
          <AlertDialogDescription>
            This permanently deletes the account of {user.email} and signs them out. This cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Delete user</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

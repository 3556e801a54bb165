import { Trash2 } from "lucide-react";
import { messages } from "~/domain/messages";
import { can } from "~/domain/policy";
import type { AdminUser } from "~/domain/users";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { useCurrentUser } from "~/web/features/auth/session-guard";
import { apiErrorToast } from "~/web/lib/api-error-toast";
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
      onError: (error) => apiErrorToast(messages.users.deleteFailed, error),
    });

  return (
    <ConfirmDialog
      trigger={
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
      }
      title={`Delete ${user.name || user.email}?`}
      description={`This permanently deletes the account of ${user.email} and signs them out. This cannot be undone.`}
      confirmLabel="Delete user"
      pending={remove.isPending}
      onConfirm={onConfirm}
    />
  );
}

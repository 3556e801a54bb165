import { Trash2 } from "lucide-react";
import { messages } from "~/domain/messages";
import { can } from "~/domain/policy";
import { type AdminUser, ROLE_RULES } from "~/domain/users";
import { useCurrentUser } from "~/web/components/session-guard";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useDeleteUser } from "./api";

/** Why Delete is unavailable for this user: said in words on screen (a disabled button shows no tooltip). */
export function deleteBlockedReason(user: AdminUser, me: { id: string; role: unknown }): string | undefined {
  if (can.deleteUser(me.role, user, me.id)) return undefined;
  if (user.id === me.id) return ROLE_RULES.selfNotDeletable;
  return ROLE_RULES.managerNotDeletable;
}

/**
 * Delete behind a confirmation (spec section 5); disabled for managers (and for oneself). A disabled button
 * points with aria-describedby to the element `hintId` that says why (see UserActions).
 */
export function DeleteUserButton({ user, hintId }: { user: AdminUser; hintId: string }) {
  const me = useCurrentUser();
  const remove = useDeleteUser(failureToast(messages.users.deleteFailed));
  const allowed = can.deleteUser(me.role, user, me.id);
  // The promise, not mutate()'s callbacks: this row unmounts when the refreshed list no longer has the
  // user, and TanStack Query drops the callbacks of an unmounted component (the toast would never show).
  // A failure's toast comes from the mutation's meta.
  const onConfirm = () =>
    remove.mutateAsync(user.id).then(
      () => toast({ title: messages.users.deleted }),
      () => {},
    );

  if (!allowed)
    return (
      <Button
        variant="ghost"
        size="sm"
        disabled
        aria-label={`Delete ${user.email}`}
        aria-describedby={hintId}
        className="text-destructive"
      >
        <Trash2 aria-hidden className="size-4" />
        Delete
      </Button>
    );

  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="sm"
          className="text-destructive hover:bg-destructive/10 hover:text-destructive"
          pending={remove.isPending}
          pendingLabel="Deleting"
          aria-label={`Delete ${user.email}`}
        >
          {!remove.isPending && <Trash2 aria-hidden className="size-4" />}
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

import { useId } from "react";
import { can } from "~/domain/policy";
import { type AdminUser, ROLE_RULES } from "~/domain/users";
import { useCurrentUser } from "~/web/components/session-guard";
import { DeleteUserButton, deleteBlockedReason } from "./delete-user-button";
import { RoleMenu } from "./role-menu";

/** A user's row actions: the role menu, then Delete (last), and under them why either is unavailable. */
export function UserActions({ user }: { user: AdminUser }) {
  const me = useCurrentUser();
  const roleHint = useId();
  const deleteHint = useId();
  const roleBlocked = can.changeRole(me.role, user, me.id) ? undefined : ROLE_RULES.selfRole;
  const deleteBlocked = deleteBlockedReason(user, me);
  return (
    <div className="grid justify-items-start gap-1 @4xl:justify-items-end">
      <div className="flex gap-2">
        <RoleMenu user={user} hintId={roleHint} />
        <DeleteUserButton user={user} hintId={deleteHint} />
      </div>
      {roleBlocked && (
        <p id={roleHint} className="max-w-xs text-xs text-muted-foreground @4xl:text-right">
          {roleBlocked}
        </p>
      )}
      {deleteBlocked && (
        <p id={deleteHint} className="max-w-xs text-xs text-muted-foreground @4xl:text-right">
          {deleteBlocked}
        </p>
      )}
    </div>
  );
}

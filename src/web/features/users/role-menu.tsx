import { ChevronDown } from "lucide-react";
import { useState } from "react";
import { messages } from "~/domain/messages";
import { can } from "~/domain/policy";
import { ROLE_MENU, type Role } from "~/domain/roles";
import type { AdminUser } from "~/domain/users";
import { useCurrentUser } from "~/web/components/session-guard";
import { Button } from "~/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "~/web/components/ui/dropdown-menu";
import { failureToast } from "~/web/lib/query-client";
import { toast } from "~/web/lib/toast";
import { useUpdateRole } from "./api";

/**
 * The role-change menu (spec section 6): the spec's five items, without the user's current role. While the
 * change is saved the trigger shows a spinner and will not open, but stays focusable: the menu returns focus
 * to it when it closes, so keyboard users keep their place. Unavailable (one's own role), it is disabled and
 * points to the element `hintId` that says why (see UserActions).
 */
export function RoleMenu({ user, hintId }: { user: AdminUser; hintId: string }) {
  const me = useCurrentUser();
  const update = useUpdateRole(failureToast(messages.users.updateFailed));
  const [open, setOpen] = useState(false);
  if (!can.changeRole(me.role, user, me.id))
    return (
      <Button variant="outline" size="sm" disabled aria-describedby={hintId}>
        Change role
        <ChevronDown aria-hidden className="size-4" />
      </Button>
    );
  // The promise, not mutate()'s callbacks: a filtered list may drop this row once the role changed. A
  // failure's toast comes from the mutation's meta.
  const change = (role: Role) =>
    update.mutateAsync({ id: user.id, role }).then(
      () => toast({ title: messages.users.roleUpdated }),
      () => {},
    );

  return (
    <DropdownMenu open={open} onOpenChange={(next) => setOpen(next && !update.isPending)}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          pending={update.isPending}
          pendingLabel="Saving the role"
          aria-label={`Change role of ${user.email}`}
        >
          Change role
          {!update.isPending && <ChevronDown aria-hidden className="size-4" />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {ROLE_MENU.filter((item) => item.role !== user.role).map((item) => (
          <DropdownMenuItem key={item.role} onSelect={() => change(item.role)}>
            {item.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

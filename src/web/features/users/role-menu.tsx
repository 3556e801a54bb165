import { ChevronDown } from "lucide-react";
import { messages } from "~/domain/messages";
import { ROLE_MENU, type Role } from "~/domain/roles";
import type { AdminUser } from "~/domain/users";
import { Button } from "~/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "~/web/components/ui/dropdown-menu";
import { apiErrorToast } from "~/web/lib/api-error-toast";
import { toast } from "~/web/lib/toast";
import { useUpdateRole } from "./api";

/** The role-change menu (spec section 6): the spec's five items, without the user's current role. */
export function RoleMenu({ user }: { user: AdminUser }) {
  const update = useUpdateRole();
  const change = (role: Role) =>
    update.mutate(
      { id: user.id, role },
      {
        onSuccess: () => toast({ title: messages.users.roleUpdated }),
        onError: (error) => apiErrorToast(messages.users.updateFailed, error),
      },
    );

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          disabled={update.isPending}
          aria-label={`Change role of ${user.email}`}
        >
          Change role
          <ChevronDown aria-hidden className="size-4" />
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

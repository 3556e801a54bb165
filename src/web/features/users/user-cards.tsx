import { ROLE_LABEL } from "~/domain/roles";
import type { AdminUser } from "~/domain/users";
import { UserAvatar } from "~/web/components/dashboard/user-avatar";
import { Badge } from "~/web/components/ui/badge";
import { DeleteUserButton } from "./delete-user-button";
import { RoleMenu } from "./role-menu";

const joined = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** The users table as a list of cards on phones, where five columns do not fit. */
export function UserCards({ users }: { users: AdminUser[] }) {
  return (
    <ul aria-label="Users" className="divide-y">
      {users.map((user) => (
        <li key={user.id} className="grid gap-3 py-4">
          <div className="flex items-start gap-3">
            <UserAvatar name={user.name} email={user.email} image={user.image} className="size-10" />
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words">{user.name || "No name"}</p>
              <p className="text-sm break-all text-muted-foreground">{user.email}</p>
              <p className="text-xs text-muted-foreground">
                Joined {joined.format(new Date(user.createdAt))}
              </p>
            </div>
            <Badge variant={user.role === "creator" ? "outline" : "secondary"}>{ROLE_LABEL[user.role]}</Badge>
          </div>
          <div className="flex gap-2">
            <RoleMenu user={user} />
            <DeleteUserButton user={user} />
          </div>
        </li>
      ))}
    </ul>
  );
}

import { ROLE_LABEL } from "~/domain/roles";
import type { AdminUser } from "~/domain/users";
import { UserAvatar } from "~/web/components/dashboard/user-avatar";
import { Badge } from "~/web/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/web/components/ui/table";
import { DeleteUserButton } from "./delete-user-button";
import { RoleMenu } from "./role-menu";

const joined = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** Email, full name, role and join date of each user, with the role menu and the delete action. */
export function UsersTable({ users }: { users: AdminUser[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Email</TableHead>
          <TableHead>Full Name</TableHead>
          <TableHead>Role</TableHead>
          <TableHead>Joined</TableHead>
          <TableHead className="text-right">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id}>
            <TableCell>
              <div className="flex items-center gap-3">
                <UserAvatar name={user.name} email={user.email} image={user.image} className="size-8" />
                <span className="font-medium">{user.email}</span>
              </div>
            </TableCell>
            <TableCell>{user.name || <span className="text-muted-foreground">No name</span>}</TableCell>
            <TableCell>
              <Badge variant={user.role === "creator" ? "outline" : "secondary"}>
                {ROLE_LABEL[user.role]}
              </Badge>
            </TableCell>
            <TableCell className="whitespace-nowrap">{joined.format(new Date(user.createdAt))}</TableCell>
            <TableCell>
              <div className="flex justify-end gap-2">
                <RoleMenu user={user} />
                <DeleteUserButton user={user} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

import { ROLE_LABEL } from "~/domain/roles";
import type { AdminUser } from "~/domain/users";
import { UserAvatar } from "~/web/components/dashboard/user-avatar";
import { type Column, DataList } from "~/web/components/data-list";
import { DateText } from "~/web/components/relative-time";
import { Truncate } from "~/web/components/truncate";
import { Badge } from "~/web/components/ui/badge";
import { UserActions } from "./user-actions";

const columns: Column<AdminUser>[] = [
  {
    header: "Email",
    cell: (user) => (
      <div className="flex min-w-0 items-center gap-3">
        <UserAvatar name={user.name} email={user.email} image={user.image} className="size-8" />
        <Truncate text={user.email} className="font-medium @4xl:max-w-[12rem] @5xl:max-w-[16rem]" />
      </div>
    ),
  },
  {
    header: "Full Name",
    cell: (user) =>
      user.name ? (
        <Truncate text={user.name} className="@4xl:max-w-[8rem] @5xl:max-w-[12rem]" />
      ) : (
        <span className="text-muted-foreground">No name</span>
      ),
  },
  {
    header: "Role",
    cell: (user) => (
      <Badge variant={user.role === "creator" ? "outline" : "secondary"}>{ROLE_LABEL[user.role]}</Badge>
    ),
  },
  {
    header: "Joined",
    cell: (user) => <DateText value={user.createdAt} />,
    className: "whitespace-nowrap tabular-nums",
  },
];

/** The Admin Panel's users: email, full name, role and join date, with the role menu and the delete action. */
export function UsersList({ users }: { users: AdminUser[] }) {
  return (
    <DataList
      label="Users"
      rows={users}
      rowKey={(user) => user.id}
      columns={columns}
      actions={(user) => <UserActions user={user} />}
      tableFrom="56rem"
    />
  );
}

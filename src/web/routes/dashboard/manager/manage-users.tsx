import { EventFailures } from "~/web/features/background-work/event-failures";
import { ManageUsersPage } from "~/web/features/users/manage-users-page";

export function meta() {
  return [{ title: "Admin Panel | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return (
    <ManageUsersPage>
      <EventFailures />
    </ManageUsersPage>
  );
}

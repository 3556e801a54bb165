import { DashboardFrame } from "~/web/components/dashboard/dashboard-frame";
import { UploadTray } from "~/web/features/files";
import { NotificationBell } from "~/web/features/notifications/notification-bell";

export function meta() {
  return [{ title: "Dashboard | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function DashboardLayout() {
  return <DashboardFrame notifications={<NotificationBell />} tray={<UploadTray />} />;
}

import { Outlet } from "react-router";
import { PublicShell } from "~/web/components/public/public-shell";
import { ChatLauncher } from "~/web/features/chat";

export default function PublicLayout() {
  return (
    <PublicShell chat={<ChatLauncher />}>
      <Outlet />
    </PublicShell>
  );
}

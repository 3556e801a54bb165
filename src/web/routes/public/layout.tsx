import { Outlet } from "react-router";
import { PublicShell } from "~/web/components/public/public-shell";

export default function PublicLayout() {
  return (
    <PublicShell>
      <Outlet />
    </PublicShell>
  );
}

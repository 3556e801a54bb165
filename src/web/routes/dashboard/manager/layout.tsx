import { Outlet } from "react-router";
import { AreaGuard } from "~/web/components/session-guard";

/** The manager area's role check (spec section 2, Route guard). */
export default function ManagerArea() {
  return (
    <AreaGuard area="manager">
      <Outlet />
    </AreaGuard>
  );
}

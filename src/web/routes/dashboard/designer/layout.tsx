import { Outlet } from "react-router";
import { AreaGuard } from "~/web/components/session-guard";

/** The designer area's role check (spec section 2, Route guard). */
export default function DesignerArea() {
  return (
    <AreaGuard area="designer">
      <Outlet />
    </AreaGuard>
  );
}

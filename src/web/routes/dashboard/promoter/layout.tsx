import { Outlet } from "react-router";
import { AreaGuard } from "~/web/components/session-guard";

/** The promoter area's role check (spec section 2, Route guard). */
export default function PromoterArea() {
  return (
    <AreaGuard area="promoter">
      <Outlet />
    </AreaGuard>
  );
}

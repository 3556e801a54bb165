import { Outlet } from "react-router";
import { AreaGuard } from "~/web/components/session-guard";

/** The creator area's role check (spec section 2, Route guard). */
export default function CreatorArea() {
  return (
    <AreaGuard area="creator">
      <Outlet />
    </AreaGuard>
  );
}

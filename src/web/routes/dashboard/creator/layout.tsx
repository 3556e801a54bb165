import { Outlet } from "react-router";
import { AreaGuard } from "~/web/features/auth/session-guard";

/** The creator area's role check (spec section 2, Route guard). */
export default function CreatorArea() {
  return (
    <AreaGuard area="creator">
      <Outlet />
    </AreaGuard>
  );
}

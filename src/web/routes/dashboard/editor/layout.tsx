import { Outlet } from "react-router";
import { AreaGuard } from "~/web/components/session-guard";

/** The editor area's role check (spec section 2, Route guard). */
export default function EditorArea() {
  return (
    <AreaGuard area="editor">
      <Outlet />
    </AreaGuard>
  );
}

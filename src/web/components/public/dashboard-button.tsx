import { LayoutDashboard } from "lucide-react";
import { useSessionLite } from "~/web/lib/session-lite";
import { LinkButton } from "./link-button";

/**
 * The header's Creator Dashboard button (spec section 2): /creator-dashboard when signed in, /login when not,
 * hidden while the session is loading.
 */
export function DashboardButton({ className, onClick }: { className?: string; onClick?: () => void }) {
  const status = useSessionLite();
  if (status === "loading") return null;
  return (
    <LinkButton
      to={status === "signed-in" ? "/creator-dashboard" : "/login"}
      className={className}
      onClick={onClick}
    >
      <LayoutDashboard aria-hidden="true" className="size-4" />
      Creator Dashboard
    </LinkButton>
  );
}

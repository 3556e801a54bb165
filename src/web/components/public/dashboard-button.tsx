import { LayoutDashboard } from "lucide-react";
import { useSessionLite } from "~/web/lib/session-lite";
import { LinkButton, linkButtonClass } from "./link-button";

/**
 * The header's Creator Dashboard button (spec section 2): /creator-dashboard when signed in, /login when not,
 * hidden while the session is loading. Hidden, not absent: an invisible twin of the same size holds its place,
 * so nothing in the header moves when the session check ends.
 */
export function DashboardButton({ className, onClick }: { className?: string; onClick?: () => void }) {
  const status = useSessionLite();
  const content = (
    <>
      <LayoutDashboard aria-hidden="true" className="size-4" />
      <span className="whitespace-nowrap">Creator Dashboard</span>
    </>
  );
  // a link to /login, invisible (hidden from sight, focus and screen readers alike) until the session is
  // known: the app swaps it for the real one; on a static page the `session` island sets it right, and
  // without scripts the page's <noscript> style shows it as it is (src/web/site)
  if (status === "loading")
    return (
      <a
        href="/login"
        data-island="session"
        data-testid="dashboard-button-placeholder"
        className={linkButtonClass({ className: `invisible ${className ?? ""}` })}
      >
        {content}
      </a>
    );
  return (
    <LinkButton
      to={status === "signed-in" ? "/creator-dashboard" : "/login"}
      className={className}
      onClick={onClick}
    >
      {content}
    </LinkButton>
  );
}

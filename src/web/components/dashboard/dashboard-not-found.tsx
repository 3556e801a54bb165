import { Link } from "react-router";
import { roleHome } from "~/domain/roles";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { useCurrentUser } from "~/web/components/session-guard";
import { Button } from "~/web/components/ui/button";

/** An unknown address below a dashboard: said inside the dashboard, with the way back to the user's home. */
export function DashboardNotFound() {
  const user = useCurrentUser();
  return (
    <PageHeader
      title="Page not found"
      description="This address does not lead to a dashboard page. It may be mistyped, or the page has moved."
      action={
        <Button asChild>
          <Link to={roleHome(user.role)}>Back to your dashboard</Link>
        </Button>
      }
    />
  );
}

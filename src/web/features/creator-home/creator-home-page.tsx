import { UserRound } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { useCurrentUser } from "~/web/components/session-guard";
import { Button } from "~/web/components/ui/button";
import { CreatorResources } from "~/web/features/creator-home/creator-resources";
import { DealsCard } from "~/web/features/creator-home/deals-card";
import { StatCards } from "~/web/features/creator-home/stat-cards";
import { ToolCards } from "~/web/features/creator-home/tool-cards";
import { greetingName } from "~/web/features/profile";
import { TodoCard } from "~/web/features/todos";
import { useProfile } from "~/web/lib/use-profile";

/**
 * The creator home (spec section 2): greeting, four stat cards, the tools, the brand deals card (issue 19),
 * resources and the to-do list.
 */
export function CreatorHomePage() {
  const user = useCurrentUser();
  const { data: profile } = useProfile();
  const name = greetingName(profile?.name ?? user.name, user.email);
  return (
    <div className="flex min-w-0 flex-col gap-8">
      <PageHeader
        title={`Welcome Back, ${name}`}
        description="Here is everything you need to run your channel."
        action={
          <Button asChild>
            <Link to="/creator-dashboard/select-talent-manager">
              <UserRound aria-hidden className="size-4" />
              Choose Your Manager
            </Link>
          </Button>
        }
      />
      <StatCards />
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <ToolCards />
        <div className="flex min-w-0 flex-col gap-6">
          <DealsCard />
          <TodoCard />
          <CreatorResources />
        </div>
      </div>
    </div>
  );
}

import { CalendarClock, MessageSquareText, TrendingUp, Users } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "~/web/components/dashboard/page-header";
import { Button } from "~/web/components/ui/button";
import { LiveChats } from "~/web/features/chat/live-chats";
import { ContactInbox } from "~/web/features/inbox/contact-inbox";
import { ScriptRequestQueue } from "~/web/features/script-requests/manager-queue";
import { TriageCounts } from "~/web/features/triage/triage-counts";

export function meta() {
  return [{ title: "Talent Dashboard | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

/** The manager's home: the script-request queue, then visitors' live chats and the contact inbox side by side. */
export default function TalentDashboard() {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        title="Talent Dashboard"
        description="Work the script requests, answer visitors' chats and contact messages."
        action={
          <>
            <Button asChild variant="outline">
              <Link to="creators">
                <Users aria-hidden className="size-4" />
                Creators
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="availability">
                <CalendarClock aria-hidden className="size-4" />
                Availability
              </Link>
            </Button>
            {/* issue 21: the saved replies of Live Chats */}
            <Button asChild variant="outline">
              <Link to="saved-replies">
                <MessageSquareText aria-hidden className="size-4" />
                Saved Replies
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="performance">
                <TrendingUp aria-hidden className="size-4" />
                Creator Performance
              </Link>
            </Button>
          </>
        }
      />
      <TriageCounts />
      <ScriptRequestQueue />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <LiveChats />
        <ContactInbox />
      </div>
    </div>
  );
}

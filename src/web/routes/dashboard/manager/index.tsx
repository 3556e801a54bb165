import { PageHeader } from "~/web/components/dashboard/page-header";
import { LiveChats } from "~/web/features/chat/live-chats";
import { ContactInbox } from "~/web/features/inbox/contact-inbox";
import { TriageCounts } from "~/web/features/triage/triage-counts";

export function meta() {
  return [{ title: "Talent Dashboard | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

/** The manager's home: visitors' live chats and the contact inbox side by side (script requests join later). */
export default function TalentDashboard() {
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader title="Talent Dashboard" description="Answer visitors' chats and contact messages." />
      <TriageCounts />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <LiveChats />
        <ContactInbox />
      </div>
    </div>
  );
}

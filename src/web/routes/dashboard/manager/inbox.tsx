import { PageHeader } from "~/web/components/dashboard/page-header";
import { LiveChats } from "~/web/features/chat/live-chats";

export function meta() {
  return [{ title: "Inbox | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

/** The live chats in a view of their own (issue 35, as Chatwoot's inbox): the list beside the open chat. */
export default function InboxRoute() {
  return (
    <div className="flex min-w-0 flex-col">
      <PageHeader
        title="Inbox"
        description="Every visitor's chat, the conversations beside the one you read. Press ? for the keys."
      />
      <LiveChats inbox />
    </div>
  );
}

import { PageHeader } from "~/web/components/dashboard/page-header";
import { OwnRequests } from "~/web/features/script-requests/own-requests";
import { RequestForm } from "~/web/features/script-requests/request-form";

export function meta() {
  return [{ title: "Request a Script | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return (
    <>
      <PageHeader title="Request a Script" description="Ask your talent manager to write a script for you." />
      <div className="grid min-w-0 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <RequestForm />
        <OwnRequests />
      </div>
    </>
  );
}

import { ComingSoon } from "~/web/components/dashboard/coming-soon";

export function meta() {
  return [{ title: "Request a Script | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return (
    <ComingSoon title="Request a Script" description="Ask your talent manager to write a script for you." />
  );
}

import { ComingSoon } from "~/web/components/dashboard/coming-soon";

export function meta() {
  return [{ title: "Talent Dashboard | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <ComingSoon title="Talent Dashboard" description="Script requests and live chats." />;
}

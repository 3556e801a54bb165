import { ComingSoon } from "~/web/components/dashboard/coming-soon";

export function meta() {
  return [{ title: "Promoter Dashboard | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <ComingSoon title="Promoter Dashboard" description="All promotional campaigns." />;
}

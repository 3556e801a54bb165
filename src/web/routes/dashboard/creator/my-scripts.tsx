import { ComingSoon } from "~/web/components/dashboard/coming-soon";

export function meta() {
  return [{ title: "My Scripts | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <ComingSoon title="My Scripts" description="Create, edit and organize your scripts." />;
}

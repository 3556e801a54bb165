import { ComingSoon } from "~/web/components/dashboard/coming-soon";

export function meta() {
  return [{ title: "Script Studio | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <ComingSoon title="Script Studio" description="Generate, request and organize your scripts." />;
}

import { ComingSoon } from "~/web/components/dashboard/coming-soon";

export function meta() {
  return [{ title: "Script Editor | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <ComingSoon title="Script Editor" description="Edit your script's title and content." />;
}

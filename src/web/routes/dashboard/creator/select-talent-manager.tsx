import { ComingSoon } from "~/web/components/dashboard/coming-soon";

export function meta() {
  return [{ title: "Choose Your Manager | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return (
    <ComingSoon
      title="Choose Your Manager"
      description="Pick the talent manager you would like to work with."
    />
  );
}

import { ComingSoon } from "~/web/components/dashboard/coming-soon";

export function meta() {
  return [{ title: "Editing Management | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return (
    <ComingSoon
      title="Editing Management"
      description="Submit videos for editing and follow their progress."
    />
  );
}

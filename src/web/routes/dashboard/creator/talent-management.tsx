import { ComingSoon } from "~/web/components/dashboard/coming-soon";

export function meta() {
  return [{ title: "Talent Management | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return (
    <ComingSoon
      title="Talent Management"
      description="Request a meeting with your manager and follow your appointments."
    />
  );
}

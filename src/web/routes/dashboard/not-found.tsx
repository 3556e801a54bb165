import { DashboardNotFound } from "~/web/components/dashboard/dashboard-not-found";

export function meta() {
  return [{ title: "Page not found | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <DashboardNotFound />;
}

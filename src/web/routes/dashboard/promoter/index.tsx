import { PageHeader } from "~/web/components/dashboard/page-header";
import { ProjectsView } from "~/web/features/production/projects-view";

export function meta() {
  return [{ title: "Promoter Dashboard | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return (
    <>
      <PageHeader title="Promoter Dashboard" description="Every campaign: manage its status and details." />
      <ProjectsView kind="promotion" title="All requests" board />
    </>
  );
}

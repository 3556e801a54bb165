import { PageHeader } from "~/web/components/dashboard/page-header";
import { ProjectsView } from "~/web/features/production/projects-view";

export function meta() {
  return [{ title: "Designer Dashboard | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return (
    <>
      <PageHeader
        title="Designer Dashboard"
        description="Every design request: accept, deliver, or decline, with the creator's notes."
      />
      <ProjectsView kind="design" title="All requests" board />
    </>
  );
}

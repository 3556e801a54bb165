import { PageHeader } from "~/web/components/dashboard/page-header";
import { ProjectsView } from "~/web/features/production/projects-view";

export function meta() {
  return [{ title: "Editor Dashboard | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return (
    <>
      <PageHeader
        title="Editor Dashboard"
        description="Every editing project: accept one, deliver it, talk with its creator."
      />
      <ProjectsView kind="editing" title="All requests" board />
    </>
  );
}

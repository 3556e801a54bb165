import { CreatorProjectsPage } from "~/web/features/production/creator-projects-page";
import { EditingRequestForm } from "~/web/features/production/request-forms";

export function meta() {
  return [{ title: "Editing Management | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return (
    <CreatorProjectsPage
      kind="editing"
      title="Editing Management"
      description="Submit videos for editing and follow their progress."
      formTitle="Submit a project"
      form={<EditingRequestForm />}
    />
  );
}

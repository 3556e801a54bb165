import { CreatorProjectsPage } from "~/web/features/production/creator-projects-page";
import { DesignRequestForm } from "~/web/features/production/request-forms";

export function meta() {
  return [{ title: "Design Management | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return (
    <CreatorProjectsPage
      kind="design"
      title="Design Management"
      description="Thumbnails, logos, banners and social posts from our designers."
      formTitle="Request a design"
      form={<DesignRequestForm />}
    />
  );
}

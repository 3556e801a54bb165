import { CreatorProjectsPage } from "~/web/features/production/creator-projects-page";
import { CampaignRequestForm } from "~/web/features/production/request-forms";

export function meta() {
  return [{ title: "Promotion Management | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return (
    <CreatorProjectsPage
      kind="promotion"
      title="Promotion Management"
      description="Request promotional campaigns and follow them with our promoters."
      formTitle="Request a campaign"
      form={<CampaignRequestForm />}
    />
  );
}

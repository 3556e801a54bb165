import { AvailabilityPage } from "~/web/features/availability/availability-page";

export function meta() {
  return [{ title: "Availability | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <AvailabilityPage />;
}

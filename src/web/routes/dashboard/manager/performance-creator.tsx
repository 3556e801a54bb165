import { CreatorDetailPage } from "~/web/features/performance/creator-detail-page";

export function meta() {
  return [{ title: "Creator Performance | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <CreatorDetailPage />;
}

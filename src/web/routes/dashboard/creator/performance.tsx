import { CreatorPerformancePage } from "~/web/features/performance/creator-performance-page";

export function meta() {
  return [{ title: "Performance | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <CreatorPerformancePage />;
}

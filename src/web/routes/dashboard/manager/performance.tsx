import { CreatorsPerformancePage } from "~/web/features/performance/creators-performance-page";

export function meta() {
  return [{ title: "Creator Performance | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <CreatorsPerformancePage />;
}

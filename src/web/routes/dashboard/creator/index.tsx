import { CreatorHomePage } from "~/web/features/creator-home/creator-home-page";

export function meta() {
  return [{ title: "Creator Dashboard | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <CreatorHomePage />;
}

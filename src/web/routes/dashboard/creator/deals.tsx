import { CreatorDealsPage } from "~/web/features/deals/creator-deals-page";

export function meta() {
  return [{ title: "Deals | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <CreatorDealsPage />;
}

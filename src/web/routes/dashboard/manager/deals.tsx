import { DealsPage } from "~/web/features/deals/deals-page";

export function meta() {
  return [{ title: "Deals | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function DealsRoute() {
  return <DealsPage />;
}

import { RevenuePage } from "~/web/features/revenue/revenue-page";

export function meta() {
  return [{ title: "Revenue | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <RevenuePage />;
}

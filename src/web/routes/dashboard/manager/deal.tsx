import { useParams } from "react-router";
import { DealPage } from "~/web/features/deals/deal-page";

export function meta() {
  return [{ title: "Deal | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function DealRoute() {
  const id = useParams().dealId ?? "";
  return <DealPage key={id} id={id} />;
}

import { useParams } from "react-router";
import { BrandPage } from "~/web/features/deals/brand-page";

export function meta() {
  return [{ title: "Brand | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function BrandRoute() {
  const id = useParams().brandId ?? "";
  return <BrandPage key={id} id={id} />;
}

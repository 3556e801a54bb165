import { BrandsPage } from "~/web/features/deals/brands-page";

export function meta() {
  return [{ title: "Brands | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function BrandsRoute() {
  return <BrandsPage />;
}

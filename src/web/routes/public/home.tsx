import { homePage } from "~/content/pages";
import { HomePage } from "~/web/features/public-site/home-page";
import { pageMeta } from "~/web/lib/seo";

export function meta() {
  return pageMeta(homePage.meta, "/");
}

export default function Page() {
  return <HomePage />;
}

import { aboutPage } from "~/content/pages";
import { AboutPage } from "~/web/features/public-site/about-page";
import { pageMeta } from "~/web/lib/seo";

export function meta() {
  return pageMeta(aboutPage.meta, "/about");
}

export default function Page() {
  return <AboutPage />;
}

import { portfolioPage } from "~/content/pages";
import { PortfolioPage } from "~/web/features/public-site/portfolio-page";
import { pageMeta } from "~/web/lib/seo";

export function meta() {
  return pageMeta(portfolioPage.meta, "/portfolio");
}

export default function Page() {
  return <PortfolioPage />;
}

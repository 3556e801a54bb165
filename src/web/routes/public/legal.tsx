import { legalPage } from "~/content/pages";
import { LegalPage } from "~/web/features/public-site/legal-page";
import { pageMeta } from "~/web/lib/seo";

export function meta() {
  return pageMeta(legalPage.meta, "/legal");
}

export default function Page() {
  return <LegalPage />;
}

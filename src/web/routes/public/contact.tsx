import { contactPage } from "~/content/pages";
import { ContactPage } from "~/web/features/public-site/contact-page";
import { pageMeta } from "~/web/lib/seo";

export function meta() {
  return pageMeta(contactPage.meta, "/contact");
}

export default function Page() {
  return <ContactPage />;
}

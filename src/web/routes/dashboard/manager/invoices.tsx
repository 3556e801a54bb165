import { InvoicesPage } from "~/web/features/ledger/invoices-page";

export function meta() {
  return [{ title: "Invoices | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <InvoicesPage />;
}

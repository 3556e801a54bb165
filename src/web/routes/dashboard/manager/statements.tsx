import { StatementsPage } from "~/web/features/ledger/statements-page";

export function meta() {
  return [{ title: "Statements | CreatorDesk" }, { name: "robots", content: "noindex" }];
}

export default function Page() {
  return <StatementsPage />;
}
